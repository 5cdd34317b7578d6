import type { FastifyBaseLogger } from "fastify";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import type { Config } from "#server/config";
import type { Db, OutboxTable } from "#server/db/types";
import { findEnquiry, type StoredEnquiry, withSubmission } from "../leads/repository";
import { PollingWorker } from "../common/polling-worker";
import { type Mailer, type StudentMessage, createMailer } from "../mail/mailer";
import { addActivity } from "../leads/timeline";
import { forwardEnquiry } from "./forward";
import { type RetryPolicy, claimDue, markFailedAttempt, markSent, retryEnquiry } from "./repository";

const BATCH = 10;

/**
 * A kind of delivery another module owns (WhatsApp messages): given to the worker
 * where the server is put together, so the outbox imports no module that queues.
 */
export interface DeliveryHandler {
  deliver(row: OutboxTable): Promise<void>;
  /** The last attempt failed for good. */
  gaveUp(row: OutboxTable, error: string): Promise<void>;
}

/** A refusal no later attempt can change (a number not on WhatsApp): the delivery is given up at once. */
export class FinalRefusal extends Error {}

/** A readable reason for last_error: fetch hides the real cause (ECONNREFUSED…) in `cause`. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: string; message?: string } | undefined;
  if (err.name === "TimeoutError") return "No answer within the time-out";
  return cause ? `${err.message}: ${cause.code ?? cause.message}` : err.message;
}

/**
 * Delivers the outbox (issue 5): forwarding to the form provider and staff email,
 * and emails to students frozen when queued (payment links, receipts: row.payload).
 * Every poll it claims due rows with a lease, delivers them, marks each sent the
 * moment the other side accepted it, and otherwise schedules the next attempt with
 * exponential back-off until the give-up window is over. All state is in the
 * database, so a restart (or a second server) carries on where this one stopped.
 */
export class OutboxWorker extends PollingWorker {
  private readonly mailer: Mailer;
  private readonly policy: RetryPolicy;
  /** A lease outlives one attempt's time-out, so only a dead worker's rows are taken over. */
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /** When rows are due, leased and tried again: back-off and leases are real durations. */
    private readonly now: () => number = Date.now,
    private readonly handlers: Partial<Record<OutboxKind, DeliveryHandler>> = {},
    /** The time of the line a delivery adds to the lead's timeline, as the lead's other lines are stamped. */
    private readonly leadNow: () => number = now,
  ) {
    super({ everyMs: config.OUTBOX_POLL_MS, log, failure: "outbox: delivery round failed" });
    this.mailer = createMailer(config);
    this.policy = { baseMs: config.OUTBOX_RETRY_BASE_MS, maxMs: config.OUTBOX_RETRY_MAX_MS, giveUpMs: config.OUTBOX_GIVE_UP_HOURS * 3_600_000 };
    this.leaseMs = config.OUTBOX_TIMEOUT_MS * 2 + 30_000;
  }

  /** Stops polling and waits for deliveries in flight (each ends by its time-out). */
  override async stop() {
    await super.stop();
    this.mailer.close();
  }

  /** Staff's "Retry now"; answers how many deliveries were queued again. */
  async retryEnquiry(enquiryId: string) {
    const count = await retryEnquiry(this.db, enquiryId, this.now());
    if (count > 0) void this.kick();
    return count;
  }

  /** Claims due rows and delivers them, batch after batch, until none is due. */
  protected async round(stopping: AbortSignal) {
    while (!stopping.aborted) {
      const rows = await claimDue(this.db, this.now(), this.leaseMs, BATCH);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => this.deliver(row)));
    }
  }

  private async deliver(row: OutboxTable) {
    const lead = await findEnquiry(this.db, row.enquiry_id);
    if (!lead) return; // Deleted meanwhile: its outbox rows went with it.
    // A known visitor's later submission goes out with its own form and fields.
    const enquiry = row.submission ? withSubmission(lead, row.submission) : lead;
    const handler = this.handlers[row.kind as OutboxKind];
    const message = row.payload && !handler ? (JSON.parse(row.payload) as StudentMessage) : null;
    try {
      if (handler) await handler.deliver(row);
      else if (message) await this.mailer.sendToStudent(message);
      else await this.send(row.kind as OutboxKind, enquiry);
    } catch (err) {
      const error = describeError(err);
      const status = await markFailedAttempt(this.db, row, error, this.policy, this.now(), err instanceof FinalRefusal);
      if (status === "failed") await handler?.gaveUp(row, error).catch((err: unknown) => this.log.error({ err }, "outbox: could not record the give-up"));
      const log = status === "failed" ? this.log.error.bind(this.log) : this.log.warn.bind(this.log);
      log(
        { enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts, error },
        status === "failed" ? "outbox: gave up" : "outbox: attempt failed, will retry",
      );
      return;
    }
    // The other side has it: record that before anything else can go wrong.
    await markSent(this.db, row.id, this.now());
    // The line on the lead's timeline; a lead deleted this very moment has none to add to.
    if (message?.done)
      await addActivity(this.db, row.enquiry_id, null, message.activity ?? "payment", message.done, message.detail ?? {}, this.leadNow()).catch(
        () => undefined,
      );
    this.log.info({ enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts }, "outbox: delivered");
  }

  private async send(kind: OutboxKind, enquiry: StoredEnquiry) {
    if (kind === "mail") return this.mailer.send(enquiry);
    const target = this.config.FORM_FORWARD_CONFIG[enquiry.form];
    if (!target) throw new Error(`Forwarding is not configured for the ${enquiry.form} form`);
    return forwardEnquiry(target, enquiry, this.config.OUTBOX_TIMEOUT_MS);
  }
}
