import type { FastifyInstance } from "fastify";
import type { EnquiryForm, EnquiryInput } from "../../../contracts/enquiry";
import type { OutboxKind } from "../../../contracts/enquiry-inbox";
import type { Config } from "../../config";
import { insertEnquiry } from "../enquiries/repository";
import { mailEnabled } from "../mail/mailer";
import { enqueue } from "./repository";
import { OutboxWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** The deliveries a new enquiry of this form gets with the current configuration. */
export function outboxKindsFor(config: Config, form: EnquiryForm): OutboxKind[] {
  const kinds: OutboxKind[] = [];
  if (config.FORM_FORWARD_CONFIG[form]) kinds.push("forward");
  if (mailEnabled(config)) kinds.push("mail");
  return kinds;
}

/**
 * Stores an enquiry and queues its deliveries in one transaction (docs/decisions/011):
 * either both are in the database or neither is, so no enquiry is ever stored
 * without the forwarding and email it is owed.
 */
export async function storeEnquiry(app: FastifyInstance, input: EnquiryInput) {
  const kinds = outboxKindsFor(app.config, input.form);
  const now = Date.now();
  const stored = await app.db.transaction().execute(async (trx) => {
    const result = await insertEnquiry(trx, input, now);
    await enqueue(trx, result.id, kinds, now);
    return result;
  });
  if (kinds.length > 0) void app.outbox.kick();
  return stored;
}

/** The worker runs while the server is up: started when ready, stopped before the database closes. */
export function registerOutbox(app: FastifyInstance) {
  const worker = new OutboxWorker(app.db, app.config, app.log);
  app.decorate("outbox", worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", async () => worker.stop());
}
