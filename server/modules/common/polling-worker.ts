// A timed round of work (digest, backups, reminders, the spool drain) that runs while the server is up and
// never overlaps itself (docs/decisions/047).

import type { FastifyBaseLogger, FastifyInstance } from "fastify";

export interface PollingOptions {
  /** Time between two rounds started by the clock. */
  everyMs: number;
  log: FastifyBaseLogger;
  /** Logged with the error when a round throws; the worker carries on. */
  failure: string;
  /** Run a round as soon as the worker starts (work left from before a restart). Default true. */
  atStart?: boolean;
}

/**
 * The timed loop the server's periodic tasks share (the enquiry spool, the staff
 * digest, backups, WhatsApp reminders, visit counts; queued work runs on the jobs
 * runner instead, docs/decisions/085): a round every `everyMs`, never two
 * at once, and `kick()` for "there is work now". A kick while a round runs asks
 * for one more right after it, since the running round may have looked before the
 * new work arrived. Between start() and stop() only: nothing runs before the
 * server is ready or after it began closing.
 */
export abstract class PollingWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly stopping = new AbortController();

  constructor(private readonly polling: PollingOptions) {}

  /**
   * One round of work. `stopping` is aborted when the server begins to close: a
   * round that loops ends after the item in hand.
   */
  protected abstract round(stopping: AbortSignal): Promise<void>;

  start() {
    if (this.timer || this.stopping.signal.aborted) return;
    this.timer = setInterval(() => void this.kick(), this.polling.everyMs);
    this.timer.unref();
    if (this.polling.atStart !== false) void this.kick();
  }

  /** A round now instead of at the next tick; resolves once a round that began after this call has ended. */
  kick(): Promise<void> {
    if (!this.timer) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => (this.running = null));
    return this.running;
  }

  /** No more rounds; resolves when the round in progress has ended. */
  async stop() {
    this.stopping.abort();
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async rounds() {
    do {
      this.again = false;
      try {
        await this.round(this.stopping.signal);
      } catch (err) {
        this.polling.log.error({ err }, this.polling.failure);
      }
    } while (this.again && this.timer);
  }
}

/** A polling worker whose round is one function (the staff digest, backups). */
export class PollingTask extends PollingWorker {
  constructor(
    polling: PollingOptions,
    private readonly task: (stopping: AbortSignal) => Promise<void>,
  ) {
    super(polling);
  }

  protected round(stopping: AbortSignal) {
    return this.task(stopping);
  }
}

/** Runs a worker while the server is up: started when it is ready, stopped (its round finished) before the database closes. */
export function runWhileUp(app: FastifyInstance, worker: PollingWorker) {
  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", async () => worker.stop());
}
