import type { FastifyInstance } from "fastify";
import { runWhileUp } from "../common/polling-worker";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import { type DeliveryHandler, OutboxWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** The delivery worker (docs/decisions/011) runs while the server is up: started when ready, stopped before the database closes. */
export function registerOutbox(app: FastifyInstance, handlers: Partial<Record<OutboxKind, DeliveryHandler>> = {}) {
  // Retries and leases keep the wall clock: a test's driven clock stands still between its steps, so
  // back-off on it would never end. What a delivery writes on the lead takes the app's clock.
  const worker = new OutboxWorker(app.db, app.config, app.log, Date.now, handlers, app.now);
  app.decorate("outbox", worker);
  runWhileUp(app, worker);
}
