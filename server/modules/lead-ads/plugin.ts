import type { FastifyInstance } from "fastify";
import { LEADGEN_JOB, leadgenJob } from "./queue";

/** Reads lead-ads leads from the Graph API and stores them as enquiries (docs/decisions/064), as jobs of the one runner (085). */
export function registerLeadAds(app: FastifyInstance) {
  app.jobs.register(LEADGEN_JOB, leadgenJob(app.db, app.config, app.enquiries, app.log, app.now));
}
