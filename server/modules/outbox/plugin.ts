import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { EnquiryForm, EnquiryInput } from "../../../contracts/enquiry";
import type { OutboxKind } from "../../../contracts/enquiry-inbox";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { submittedFields } from "../enquiries/repository";
import { type Intake, receiveEnquiry } from "../pipeline/intake";
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

/** One form submission as it arrived: the id the server gave it and when (docs/decisions/034). */
export interface Submission {
  id: string;
  receivedAt: number;
}

export const newSubmission = (now = Date.now()): Submission => ({ id: crypto.randomUUID(), receivedAt: now });

/** What storing did; `earlier` when this submission had been stored before (nothing changed). */
export interface Stored extends Intake {
  earlier: boolean;
}

const storedBefore = (db: Db, submissionId: string) =>
  db.selectFrom("enquiry_submissions").select("enquiry_id").where("id", "=", submissionId).executeTakeFirst();

/**
 * Stores an enquiry (a new lead or a known visitor's, modules/pipeline) and queues
 * its deliveries in one transaction (docs/decisions/011):
 * either both are in the database or neither is, so no enquiry is ever stored
 * without the forwarding and email it is owed. The submission's id is recorded in
 * the same transaction, so storing the same submission again (an enquiry kept on
 * disk during an outage, docs/decisions/034) changes nothing. The lead's times
 * are the submission's arrival; deliveries start now.
 */
export async function storeEnquiry(app: FastifyInstance, input: EnquiryInput, submission: Submission = newSubmission()): Promise<Stored> {
  const kinds = outboxKindsFor(app.config, input.form);
  let stored: Stored;
  try {
    stored = await app.db.transaction().execute(async (trx) => {
      const earlier = await storedBefore(trx, submission.id);
      if (earlier) return { id: earlier.enquiry_id, duplicate: false, earlier: true };
      const result = await receiveEnquiry(trx, app.config, input, submission.receivedAt);
      // A known visitor's submission joins their lead but is still forwarded and mailed as itself.
      const fields = result.duplicate ? JSON.stringify(submittedFields(input)) : null;
      const now = Date.now();
      await enqueue(trx, result.id, kinds, now, fields);
      await trx
        .insertInto("enquiry_submissions")
        .values({ id: submission.id, enquiry_id: result.id, received_at: nowIso(submission.receivedAt), stored_at: nowIso(now) })
        .execute();
      return { ...result, earlier: false };
    });
  } catch (err) {
    // Another server stored the same kept submission at the same moment and committed first.
    const earlier = isUniqueViolation(err) ? await storedBefore(app.db, submission.id) : undefined;
    if (!earlier) throw err;
    return { id: earlier.enquiry_id, duplicate: false, earlier: true };
  }
  if (kinds.length > 0 && !stored.earlier) void app.outbox.kick();
  return stored;
}

/** The worker runs while the server is up: started when ready, stopped before the database closes. */
export function registerOutbox(app: FastifyInstance) {
  const worker = new OutboxWorker(app.db, app.config, app.log);
  app.decorate("outbox", worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", async () => worker.stop());
}
