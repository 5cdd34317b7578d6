import type { FastifyInstance } from "fastify";
import type { EnquiryForm, EnquiryInput } from "../../../contracts/enquiry";
import type { OutboxKind } from "../../../contracts/enquiry-inbox";
import type { Config } from "../../config";
import { submittedFields } from "../enquiries/repository";
import { receiveEnquiry } from "../pipeline/intake";
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
 * Stores an enquiry (a new lead or a known visitor's, modules/pipeline) and queues
 * its deliveries in one transaction (docs/decisions/011):
 * either both are in the database or neither is, so no enquiry is ever stored
 * without the forwarding and email it is owed.
 */
export async function storeEnquiry(app: FastifyInstance, input: EnquiryInput) {
  const kinds = outboxKindsFor(app.config, input.form);
  const now = Date.now();
  const stored = await app.db.transaction().execute(async (trx) => {
    const result = await receiveEnquiry(trx, app.config, input, now);
    // A known visitor's submission joins their lead but is still forwarded and mailed as itself.
    const submission = result.duplicate ? JSON.stringify(submittedFields(input)) : null;
    await enqueue(trx, result.id, kinds, now, submission);
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
