import type { FastifyBaseLogger } from "fastify";
import type { OutboxKind } from "../../../contracts/enquiry-inbox";
import type { Config } from "../../config";
import type { Db, OutboxTable } from "../../db/types";
import { findEnquiry, type StoredEnquiry, withSubmission } from "../enquiries/repository";
import { type Mailer, createMailer } from "../mail/mailer";
import { forwardEnquiry } from "./forward";
import { type RetryPolicy, claimDue, markFailedAttempt, markSent, retryEnquiry } from "./repository";

const BATCH = 10;

/** A readable reason for last_error: fetch hides the real cause (ECONNREFUSED…) in `cause`. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: string; message?: string } | undefined;
  if (err.name === "TimeoutError") return "No answer within the time-out";
  return cause ? `${err.message}: ${cause.code ?? cause.message}` : err.message;
}

/**
 * Delivers the outbox (issue 5): forwarding to the form provider and staff email.
 * Every poll it claims due rows with a lease, delivers them, marks each sent the
 * moment the other side accepted it, and otherwise schedules the next attempt with
 * exponential back-off until the give-up window is over. All state is in the
 * database, so a restart (or a second server) carries on where this one stopped.
 */
export class OutboxWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly mailer: Mailer;
  private readonly policy: RetryPolicy;
  /** A lease outlives one attempt's time-out, so only a dead worker's rows are taken over. */
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.mailer = createMailer(config);
    this.policy = { baseMs: config.OUTBOX_RETRY_BASE_MS, maxMs: config.OUTBOX_RETRY_MAX_MS, giveUpMs: config.OUTBOX_GIVE_UP_HOURS * 3_600_000 };
    this.leaseMs = config.OUTBOX_TIMEOUT_MS * 2 + 30_000;
  }

  start() {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.kick(), this.config.OUTBOX_POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  /** Look for due rows now (after a new enquiry or a manual retry) instead of at the next poll. */
  kick(): Promise<void> {
    // Nothing is delivered before the server is ready or after it began closing.
    if (this.stopped || !this.timer) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, "outbox: delivery round failed"))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  /** Stops polling and waits for deliveries in flight (each ends by its time-out). */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.mailer.close();
  }

  /** Staff's "Retry now"; answers how many deliveries were queued again. */
  async retryEnquiry(enquiryId: string) {
    const count = await retryEnquiry(this.db, enquiryId, this.now());
    if (count > 0) void this.kick();
    return count;
  }

  private async drain() {
    while (!this.stopped) {
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
    try {
      await this.send(row.kind as OutboxKind, enquiry);
    } catch (err) {
      const error = describeError(err);
      const status = await markFailedAttempt(this.db, row, error, this.policy, this.now());
      const log = status === "failed" ? this.log.error.bind(this.log) : this.log.warn.bind(this.log);
      log({ enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts, error }, status === "failed" ? "outbox: gave up" : "outbox: attempt failed, will retry");
      return;
    }
    // The other side has it: record that before anything else can go wrong.
    await markSent(this.db, row.id, this.now());
    this.log.info({ enquiryId: row.enquiry_id, kind: row.kind, attempts: row.attempts }, "outbox: delivered");
  }

  private async send(kind: OutboxKind, enquiry: StoredEnquiry) {
    if (kind === "mail") return this.mailer.send(enquiry);
    const target = this.config.FORM_FORWARD_CONFIG[enquiry.form];
    if (!target) throw new Error(`Forwarding is not configured for the ${enquiry.form} form`);
    return forwardEnquiry(target, enquiry, this.config.OUTBOX_TIMEOUT_MS);
  }
}
