import type { FastifyInstance } from "fastify";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import { DELIVERY_JOB, retryEnquiry } from "./repository";
import { type DeliveryHandler, Outbox } from "./worker";

// The outbox's deliveries (docs/decisions/011) as jobs of the one runner
// (docs/decisions/085). `app.outbox` keeps what the rest of the server asks of
// it: "there is something to send" and staff's "Retry now".

export interface OutboxService {
  /** Sends what is due now; resolves when the runner has nothing due left in hand. */
  kick(): Promise<void>;
  /** Staff's "Retry now"; answers how many deliveries were queued again. */
  retryEnquiry(enquiryId: string): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

export function registerOutbox(app: FastifyInstance, handlers: Partial<Record<OutboxKind, DeliveryHandler>> = {}) {
  // What a delivery writes on the lead takes the app's clock; retries and leases the runner's (the wall clock).
  const outbox = new Outbox(app.db, app.config, app.log, handlers, app.now);
  app.jobs.register(DELIVERY_JOB, outbox.job(app.jobs.now));
  app.decorate("outbox", {
    kick: () => app.jobs.kick(),
    async retryEnquiry(enquiryId: string) {
      const count = await retryEnquiry(app.db, enquiryId, app.jobs.now());
      if (count > 0) void app.jobs.kick();
      return count;
    },
  });
  // After the runner has stopped (its preClose hook was added first): no delivery is using the mail connection.
  app.addHook("preClose", async () => outbox.close());
}
