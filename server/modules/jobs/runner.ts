import type { FastifyBaseLogger } from "fastify";
import type { z } from "#contracts/zod";
import type { Db } from "#server/db/types";
import { UnreadableStored } from "../common/stored-json";
import { type LeasedJob, LeaseLost, type WithOutcome, claimJobs, completeJob, failJob, pruneDoneJobs } from "./repository";

// The one runner of background work (docs/decisions/085). Modules register a
// handler per kind of job; the runner takes due jobs with a lease, runs them a
// few at a time, and records each outcome under that lease: done, queued again
// after a back-off, given up, or set aside when its payload cannot be read.
// Everything is in the jobs table, so a restart or a second server carries on.

/** Exponential back-off: base, 2×base, 4×base … capped at maxMs. */
export const backoffMs = (attempts: number, policy: { baseMs: number; maxMs: number }) =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(0, attempts - 1), 40));

/** A failure no later attempt can change (a number not on WhatsApp, a file too big): the job is given up at once. */
export class FinalJobError extends Error {}

/**
 * What a run may answer: what to write with "done" in the same transaction (only
 * while this runner still holds the lease), and what to do once "done" is recorded.
 */
export interface Finish {
  write?: WithOutcome;
  after?: () => Promise<void>;
}

export interface JobHandler<P> {
  /** How the stored payload is read back: a payload that does not parse is set aside ("dead") with the reason, never run. */
  payload: z.ZodType<P>;
  /** Does the work; throws to fail the attempt (FinalJobError: no later attempt can change it). */
  run(payload: P, job: LeasedJob): Promise<Finish | void>;
  retry: { baseMs: number; maxMs: number; maxAttempts?: number };
  /** How long one run may take at worst: a lease outlives it, so only a dead holder's job is taken over. */
  leaseMs: number;
  /** At most this many of the kind at once (slow fetches never take every slot). Default: the runner's limit. */
  concurrency?: number;
  /** Whether a failed attempt (counted in job.attempts) is the last, besides maxAttempts (the outbox's give-up window). */
  givesUp?(payload: P, job: LeasedJob, now: number): Promise<boolean>;
  /** Written with a failed attempt, in its lease-guarded transaction: where staff see the reason. `retryAt` null: given up. */
  failed?(trx: Db, payload: P, job: LeasedJob, outcome: { error: string; retryAt: number | null }): Promise<void>;
  /** After a give-up was recorded (the email in place of a WhatsApp message); its failure is logged, never retried. */
  gaveUp?(payload: P, job: LeasedJob, error: string): Promise<void>;
  /** Queues work that has no job yet (a video stored before posters existed); run at start, then every sweepEveryMs. */
  sweep?(): Promise<unknown>;
  sweepEveryMs?: number;
}

export interface RunnerOptions {
  pollMs: number;
  /** Jobs running at once in this server. */
  concurrency?: number;
  /** Wall clock for due times, leases and back-off (a test drives it). */
  now?: () => number;
}

/** A readable reason: fetch hides the real cause (ECONNREFUSED…) in `cause`. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: string; message?: string } | undefined;
  if (err.name === "TimeoutError") return "No answer within the time-out";
  return cause ? `${err.message}: ${cause.code ?? cause.message}` : err.message;
}

const PRUNE_EVERY_MS = 3_600_000;
/** soon(): work is taken this long after the last request that brought some… */
const SOON_MS = 50;
/** …but never later than this after the first, however long requests keep coming. */
const SOON_MAX_MS = 500;

/** Lets the event loop answer waiting requests first (SQLite's queries run on this thread). */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A job waits at most this long for the webhook answers in progress. */
const ANSWERS_FIRST_MAX_MS = 1_000;

/**
 * The webhook answers in progress (docs/decisions/085): the runner starts no job
 * while there are any (for at most a second), so a burst is answered before the
 * work it brought takes the process's time and the database's connections.
 */
export class AnswersInProgress {
  private count = 0;
  private waiting: (() => void)[] = [];

  enter() {
    this.count++;
  }

  leave() {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** Resolves when none is in progress, or after `maxMs`. */
  settled(maxMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      setTimeout(resolve, maxMs).unref();
    });
  }
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Map<Promise<void>, string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private claiming: Promise<void> | null = null;
  private again = false;
  private idle: (() => void)[] = [];
  private prunedAt = 0;
  private soonTimer: ReturnType<typeof setTimeout> | undefined;
  private soonSince: number | undefined;
  private readonly sweptAt = new Map<string, number>();
  private readonly concurrency: number;
  readonly now: () => number;
  /** Entered and left by the webhook routes: their answers go before any job. */
  readonly answers = new AnswersInProgress();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions,
  ) {
    this.concurrency = options.concurrency ?? 8;
    this.now = options.now ?? Date.now;
  }

  /** Registers the handler of a kind; before or after start. */
  register<P>(kind: string, handler: JobHandler<P>) {
    this.handlers.set(kind, handler as JobHandler<unknown>);
  }

  /** The handler registered for a kind (a test's second runner takes the server's own). */
  handlerOf(kind: string): JobHandler<unknown> | undefined {
    return this.handlers.get(kind);
  }

  start() {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
    void this.tick();
  }

  /** No more jobs taken; resolves when the jobs in hand have ended. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
    this.timer = undefined;
    await this.claiming;
    await Promise.allSettled([...this.running.keys()]);
    this.wakeIdle();
  }

  /**
   * "There is work now": takes due jobs at once instead of at the next poll.
   * Resolves when this runner has nothing due left to take and nothing in hand.
   */
  kick(): Promise<void> {
    if (!this.timer) return Promise.resolve();
    const settled = new Promise<void>((resolve) => this.idle.push(resolve));
    this.pump();
    return settled;
  }

  /**
   * "There is work now", from a request's path (a stored webhook event): taken a
   * moment after requests stop bringing more, so a burst is answered before it is
   * worked on (docs/decisions/085).
   */
  soon() {
    if (!this.timer) return;
    const now = Date.now();
    this.soonSince ??= now;
    clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(
      () => {
        this.soonSince = undefined;
        this.pump();
      },
      Math.max(0, Math.min(SOON_MS, this.soonSince + SOON_MAX_MS - now)),
    );
    this.soonTimer.unref();
  }

  private async tick() {
    for (const [kind, handler] of this.handlers) {
      if (!handler.sweep || this.now() - (this.sweptAt.get(kind) ?? -Infinity) < (handler.sweepEveryMs ?? 0)) continue;
      this.sweptAt.set(kind, this.now());
      await handler.sweep().catch((err: unknown) => this.log.error({ err, kind }, "jobs: a sweep failed"));
    }
    if (this.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = this.now();
      await pruneDoneJobs(this.db, this.now()).catch((err: unknown) => this.log.error({ err }, "jobs: pruning failed"));
    }
    this.pump();
  }

  /** How many more jobs this runner may take now, in all and of each kind. */
  private room(): { kinds: Map<string, number>; free: number } {
    const free = this.concurrency - this.running.size;
    const counts = new Map<string, number>();
    for (const kind of this.running.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const kinds = new Map([...this.handlers].map(([kind, h]) => [kind, (h.concurrency ?? this.concurrency) - (counts.get(kind) ?? 0)]));
    return { kinds, free };
  }

  private pump() {
    if (this.stopped || !this.timer) return this.wakeIdle();
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claimRounds()
      .catch((err: unknown) => this.log.error({ err }, "jobs: taking due jobs failed"))
      .finally(() => {
        this.claiming = null;
        this.wakeIdle();
      });
  }

  private async claimRounds() {
    do {
      this.again = false;
      await this.answers.settled(ANSWERS_FIRST_MAX_MS);
      const { kinds, free } = this.room();
      if (free <= 0) return;
      const jobs = await claimJobs(this.db, kinds, this.now(), (kind) => this.handlers.get(kind)!.leaseMs, free);
      for (const job of jobs) this.launch(job);
      // A full take may have left more due; a per-kind limit may have left some for later.
      if (jobs.length === free) this.again = true;
      await yieldToIo();
    } while (this.again && !this.stopped);
  }

  private launch(job: LeasedJob) {
    const done: Promise<void> = yieldToIo()
      .then(() => this.answers.settled(ANSWERS_FIRST_MAX_MS))
      .then(() => this.runOne(job))
      .catch((err: unknown) => this.log.error({ err, jobId: job.id, kind: job.kind }, "jobs: recording an outcome failed"))
      .finally(() => {
        this.running.delete(done);
        this.pump();
      });
    this.running.set(done, job.kind);
  }

  private wakeIdle() {
    if (this.claiming || this.running.size > 0) return;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }

  /** Runs one job and records its outcome under its lease; a lost lease is logged, its outcome dropped. */
  async runOne(job: LeasedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const parsed = handler.payload.safeParse(job.payload);
    if (!parsed.success) {
      const error = `Its stored payload could not be read: ${parsed.error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ")}`;
      this.log.error({ jobId: job.id, kind: job.kind, error }, "jobs: set aside, its payload could not be read");
      await this.settle(job, () => failJob(this.db, job, { error, retryAt: null, status: "dead" }, this.now()));
      return;
    }
    let finish: Finish | void;
    try {
      finish = await handler.run(parsed.data, job);
    } catch (err) {
      return this.failed(handler, parsed.data, job, err);
    }
    if (await this.settle(job, () => completeJob(this.db, job, this.now(), finish?.write)))
      await finish?.after?.().catch((err: unknown) => this.log.error({ err, jobId: job.id, kind: job.kind }, "jobs: what follows a finished job failed"));
  }

  private async failed(handler: JobHandler<unknown>, payload: unknown, job: LeasedJob, err: unknown) {
    const error = describeError(err);
    const now = this.now();
    // Stored JSON the work needs (an outbox row's payload) could not be read: set aside
    // like an unreadable payload, never tried again blindly nor given up as if sent (docs/decisions/092).
    const unreadable = err instanceof UnreadableStored;
    const final =
      unreadable ||
      err instanceof FinalJobError ||
      (handler.retry.maxAttempts !== undefined && job.attempts >= handler.retry.maxAttempts) ||
      (await handler.givesUp?.(payload, job, now)) === true;
    const retryAt = final ? null : now + backoffMs(job.attempts, handler.retry);
    const also = handler.failed ? (trx: Db) => handler.failed!(trx, payload, job, { error, retryAt }) : undefined;
    const log = final ? this.log.error.bind(this.log) : this.log.warn.bind(this.log);
    log(
      { jobId: job.id, kind: job.kind, key: job.key, attempts: job.attempts, error },
      unreadable ? "jobs: set aside, what it reads could not be read" : final ? "jobs: gave up" : "jobs: attempt failed, will retry",
    );
    if (unreadable) {
      await this.settle(job, () => failJob(this.db, job, { error, retryAt: null, status: "dead" }, now, also));
      return;
    }
    if ((await this.settle(job, () => failJob(this.db, job, { error, retryAt }, now, also))) && final)
      await handler
        .gaveUp?.(payload, job, error)
        .catch((err: unknown) => this.log.error({ err, jobId: job.id, kind: job.kind }, "jobs: recording a give-up failed"));
  }

  /** Records an outcome under the job's lease; answers false (and logs) when the lease was taken over meanwhile. */
  private async settle(job: LeasedJob, write: () => Promise<void>) {
    try {
      await write();
      return true;
    } catch (err) {
      if (!(err instanceof LeaseLost)) throw err;
      this.log.warn({ jobId: job.id, kind: job.kind, key: job.key }, "jobs: lease taken over meanwhile; this outcome is not recorded");
      return false;
    }
  }
}
