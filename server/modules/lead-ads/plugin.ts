import type { FastifyInstance } from "fastify";
import { runWhileUp } from "../common/polling-worker";
import { LeadAdsWorker } from "./queue";

declare module "fastify" {
  interface FastifyInstance {
    leadAds: LeadAdsWorker;
  }
}

/** Reads lead-ads leads from the Graph API and stores them as enquiries (docs/decisions/064), while the server is up. */
export function registerLeadAds(app: FastifyInstance) {
  const worker = new LeadAdsWorker(app.db, app.config, app.enquiries, app.log, app.now);
  app.decorate("leadAds", worker);
  runWhileUp(app, worker);
}
