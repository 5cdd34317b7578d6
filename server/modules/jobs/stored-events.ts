import type { Db } from "#server/db/types";
import { type NewJob, enqueueJobs } from "./repository";

// Webhook events stored together (docs/decisions/085): every request that arrives
// while one insert is on its way waits for the next, which writes them all in one
// statement. A burst of 50 then costs the database a few commits, not 50, and each
// request is still answered only once its event is durably stored.

const MAX_PER_INSERT = 100;

interface Waiting {
  job: NewJob;
  queuedAt: number;
  done: (added: boolean) => void;
  failed: (err: unknown) => void;
}

export class StoredEvents {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  /** Stores the event's job; answers whether it is new (false: stored before). */
  store(job: NewJob, queuedAt: number): Promise<boolean> {
    return new Promise((done, failed) => {
      this.waiting.push({ job, queuedAt, done, failed });
      if (!this.writing) void this.write();
    });
  }

  private async write() {
    this.writing = true;
    // Requests that arrive in the same turn of the event loop go together.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_PER_INSERT);
      try {
        const added = await enqueueJobs(this.db, batch);
        batch.forEach((w, i) => w.done(added[i]!));
      } catch (err) {
        for (const w of batch) w.failed(err);
      }
    }
    this.writing = false;
  }
}
