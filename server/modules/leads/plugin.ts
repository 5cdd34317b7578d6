// Registers the leads module's own work: the intake service, the spool kept while the database is away, and
// its drain (docs/decisions/034).

import type { FastifyInstance } from "fastify";
import { runWhileUp } from "../common/polling-worker";
import { type Deliveries, EnquiryService } from "./intake";
import { EnquirySpool } from "./spool";
import { SpoolDrain } from "./spool-drain";

declare module "fastify" {
  interface FastifyInstance {
    /** Enquiry intake: every way an enquiry comes in goes through it. */
    enquiries: EnquiryService;
    enquirySpool: EnquirySpool;
  }
}

/**
 * The enquiries module's own work: the intake service, the spool that keeps
 * enquiries while the database is away, and its drain (running while the server
 * is up). `deliveries` is the outbox's (server/app.ts hands it in), which the
 * intake tells about new deliveries.
 */
export function registerEnquiries(app: FastifyInstance, deliveries: Deliveries) {
  const spool = new EnquirySpool(app.config.spoolDir);
  const service = new EnquiryService({ db: app.db, config: app.config, spool, deliveries, now: app.now });
  app.decorate("enquiries", service);
  app.decorate("enquirySpool", spool);
  runWhileUp(app, new SpoolDrain(spool, (entry) => service.store(entry.input, entry), app.log, app.config.SPOOL_DRAIN_MS));
}
