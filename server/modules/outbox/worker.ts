import type { FastifyBaseLogger } from "fastify";
import { ACTIVITY_KINDS, type OutboxKind } from "#contracts/enquiry-inbox";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db, OutboxTable } from "#server/db/types";
import { findEnquiry, type StoredEnquiry, withSubmission, addActivity } from "../leads";
import { FinalJobError, type JobHandler, describeError } from "../jobs";
import { type Mailer, type StudentMessage, createMailer } from "../mail";
import { forwardEnquiry } from "./forward";
import { type RetryPolicy, givesUp, markAttempt, markFailedAttempt, markSent } from "./repository";

export { describeError };

// Sends the outbox (docs/decisions/011, 085): forwarding to the form provider and
// staff email, emails to students frozen when queued (payment links, receipts:
// row.payload), and WhatsApp messages through the handler the server hands in.
// Each row is one job of the jobs runner: the runner leases it, and the row is
// marked sent with the job's "done", in one transaction guarded by the lease, the
// moment the other side accepted it. A failure is tried again with back-off until
// the row's give-up window is over.
//
// What this promises (at least once, never knowingly twice): Meta's Cloud API and
// SMTP take no key that would let them drop a repeat, so a message can go twice
// only when the server stops between their acceptance and our write (one send's
// window), or when a send outlives its lease (the lease is twice the time-out).
// A WhatsApp message whose wamid is recorded is never sent again.

/**
 * A kind of delivery another module owns (WhatsApp messages): given to the outbox
 * where the server is put together, so the outbox imports no module that queues.
 */
export interface DeliveryHandler {
  deliver(row: OutboxTable): Promise<void>;
  /** The last attempt failed for good. */
  gaveUp(row: OutboxTable, error: string): Promise<void>;
}

/** A refusal no later attempt can change (a number not on WhatsApp): the delivery is given up at once. */
export class FinalRefusal extends FinalJobError {}

/** A student's email as it was frozen when queued (row.payload). */
const studentMessage: z.ZodType<StudentMessage> = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  done: z.string().optional(),
  activity: z.enum(ACTIVITY_KINDS).optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
});

export class Outbox {
  private readonly mailer: Mailer;
  private readonly policy: RetryPolicy;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Partial<Record<OutboxKind, DeliveryHandler>> = {},
    /** The time of the line a delivery adds to the lead's timeline, as the lead's other lines are stamped. */
    private readonly leadNow: () => number = Date.now,
  ) {
    this.mailer = createMailer(config);
    this.policy = { baseMs: config.OUTBOX_RETRY_BASE_MS, maxMs: config.OUTBOX_RETRY_MAX_MS, giveUpMs: config.OUTBOX_GIVE_UP_HOURS * 3_600_000 };
  }

  close() {
    this.mailer.close();
  }

  /** The runner's handler of "delivery" jobs; `now` is the runner's clock. */
  job(now: () => number): JobHandler<null> {
    const row = (id: string) => this.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
    return {
      payload: z.null(),
      retry: { baseMs: this.policy.baseMs, maxMs: this.policy.maxMs },
      // A lease outlives one attempt's time-out, so only a dead server's delivery is taken over.
      leaseMs: this.config.OUTBOX_TIMEOUT_MS * 2 + 30_000,
      concurrency: 6,
      run: async (_payload, job) => {
        const found = await row(job.key);
        // Deleted with its lead, or sent (an earlier holder finished it): nothing to send.
        if (!found || found.status === "sent") return;
        await markAttempt(this.db, found.id, job.lease_until, now());
        return this.deliver({ ...found, attempts: Number(found.attempts) + 1 }, now);
      },
      givesUp: async (_payload, job, at) => {
        const found = await row(job.key);
        return !found || givesUp(found, this.policy, at);
      },
      failed: (trx, _payload, job, { error, retryAt }) => markFailedAttempt(trx, job.key, error, retryAt, now()),
      gaveUp: async (_payload, job, error) => {
        const found = await row(job.key);
        if (found) await this.handlers[found.kind as OutboxKind]?.gaveUp(found, error);
      },
    };
  }

  private async deliver(row: OutboxTable, now: () => number) {
    const lead = await findEnquiry(this.db, row.enquiry_id);
    if (!lead) return; // Deleted meanwhile: its outbox rows went with it.
    // A known visitor's later submission goes out with its own form and fields.
    const enquiry = row.submission ? withSubmission(lead, row.submission) : lead;
    const handler = this.handlers[row.kind as OutboxKind];
    const message = row.payload && !handler ? studentMessage.parse(JSON.parse(row.payload)) : null;
    try {
      if (handler) await handler.deliver(row);
      else if (message) await this.mailer.sendToStudent(message);
      else await this.send(row.kind as OutboxKind, enquiry);
    } catch (err) {
      this.log.warn({ enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts, error: describeError(err) }, "outbox: attempt failed");
      throw err;
    }
    return {
      // The other side has it: recorded with the job's "done", only while this server holds the lease.
      write: (trx: Db) => markSent(trx, row.id, now()),
      after: async () => {
        // The line on the lead's timeline; a lead deleted this very moment has none to add to.
        if (message?.done)
          await addActivity(this.db, row.enquiry_id, null, message.activity ?? "payment", message.done, message.detail ?? {}, this.leadNow()).catch(
            () => undefined,
          );
        this.log.info({ enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts }, "outbox: delivered");
      },
    };
  }

  private async send(kind: OutboxKind, enquiry: StoredEnquiry) {
    if (kind === "mail") return this.mailer.send(enquiry);
    const target = this.config.FORM_FORWARD_CONFIG[enquiry.form];
    if (!target) throw new Error(`Forwarding is not configured for the ${enquiry.form} form`);
    return forwardEnquiry(target, enquiry, this.config.OUTBOX_TIMEOUT_MS);
  }
}
