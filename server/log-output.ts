import fs from "node:fs";

/**
 * Where the server's JSON log lines go (file descriptor 1, stdout), written so
 * that a log reader that is slow, stalled or gone can never hold the process
 * (docs/decisions/037).
 *
 * pino's default destination flushes synchronously when the process exits and
 * retries a failed write in a loop with no end: with stdout's reader gone or not
 * reading, that loop blocked the exit itself, and the shutdown deadline with it.
 * Here every write is asynchronous, a full pipe is retried on a timer, a broken
 * one ends logging for good, and what is queued is capped (older lines are kept,
 * newer ones dropped and counted). flush() waits for the queue at most a given
 * time and never blocks the event loop.
 */
export class LogOutput {
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private writing = false;
  private broken = false;
  private waiters: (() => void)[] = [];
  /** Lines dropped because the queue was full or the output broken. */
  dropped = 0;

  constructor(
    private readonly fd = 1,
    private readonly maxQueuedBytes = 8 * 1024 * 1024,
    /** Pause before writing again to a full pipe. */
    private readonly retryMs = 50,
  ) {}

  /** pino's destination interface: one serialised line at a time. */
  write(line: string): boolean {
    if (this.broken) {
      this.dropped++;
      return true;
    }
    const chunk = Buffer.from(line);
    if (this.queuedBytes + chunk.length > this.maxQueuedBytes) {
      this.dropped++;
      return true;
    }
    this.queue.push(chunk);
    this.queuedBytes += chunk.length;
    if (!this.writing) this.writeNext();
    return true;
  }

  /** Resolves once everything queued is written, the output broke, or after `ms`. */
  flush(ms: number): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      this.waiters.push(done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private idle() {
    return this.broken || (!this.writing && this.queue.length === 0);
  }

  private writeNext() {
    if (this.queue.length === 0 || this.broken) {
      this.writing = false;
      for (const wake of this.waiters.splice(0)) wake();
      return;
    }
    this.writing = true;
    const chunk = this.queue.length === 1 ? this.queue[0]! : Buffer.concat(this.queue);
    this.queue = [chunk];
    fs.write(this.fd, chunk, 0, chunk.length, null, (err, written) => {
      if (err) {
        if ((err as NodeJS.ErrnoException).code === "EAGAIN") {
          // The reader is behind: try again soon, without keeping the process alive for it.
          setTimeout(() => this.writeNext(), this.retryMs).unref();
          return;
        }
        // EPIPE, EBADF…: nobody will read these lines; stop trying.
        this.broken = true;
        this.dropped += this.queue.length;
        this.queue = [];
        this.queuedBytes = 0;
        this.writeNext();
        return;
      }
      const rest = chunk.subarray(written);
      this.queuedBytes -= written;
      this.queue[0] = rest;
      if (rest.length === 0) this.queue.shift();
      this.writeNext();
    });
  }
}
