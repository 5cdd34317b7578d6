import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { isDatabaseUnavailable } from "../../db/faults";
import { storeEnquiry } from "../outbox/plugin";
import { EnquirySpool, type SpooledEnquiry } from "./spool";

declare module "fastify" {
  interface FastifyInstance {
    enquirySpool: EnquirySpool;
  }
}

/**
 * Stores the spooled enquiries once the database answers again (docs/decisions/034),
 * oldest first, through the same intake as a live one (dedupe, assignment,
 * deliveries). A file is removed only after its enquiry is committed; storing
 * one twice changes nothing (its submission id), so a stop between the two, or
 * two servers sharing the folder, cannot make a duplicate.
 */
export class SpoolDrain {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly spool: EnquirySpool,
    private readonly store: (entry: SpooledEnquiry) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs: number,
  ) {}

  start() {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.kick(), this.everyMs);
    this.timer.unref();
    // Enquiries left from before a restart go in at once.
    void this.kick();
  }

  /** One pass over the folder, unless one is running (then that one). */
  kick(): Promise<void> {
    if (this.stopped || !this.timer) return Promise.resolve();
    this.running ??= this.drain()
      .catch((err: unknown) => this.log.error({ err, dir: this.spool.dir }, "spool: reading the folder failed"))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Stops polling and lets a pass in progress finish its current enquiry. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async drain() {
    for (const name of await this.spool.list()) {
      if (this.stopped) return;
      let entry: SpooledEnquiry;
      try {
        entry = await this.spool.read(name);
      } catch (err) {
        const heldAt = await this.spool.hold(name);
        this.log.error({ err, file: heldAt }, "spool: a kept enquiry could not be read back; moved aside for a person to look at");
        continue;
      }
      try {
        await this.store(entry);
      } catch (err) {
        if (isDatabaseUnavailable(err)) {
          this.log.warn({ err, waiting: name }, "spool: database still unreachable; trying again later");
          return;
        }
        // Not the database being away: kept, logged, tried again next pass.
        this.log.error({ err, file: name }, "spool: storing a kept enquiry failed");
        continue;
      }
      await this.spool.remove(name);
      this.log.info({ submissionId: entry.id, form: entry.input.form }, "spool: kept enquiry stored");
    }
  }
}

/** The spool and its drain: started when the server is ready, stopped before the database closes. */
export function registerSpool(app: FastifyInstance) {
  const spool = new EnquirySpool(app.config.spoolDir);
  const drain = new SpoolDrain(spool, (entry) => storeEnquiry(app, entry.input, entry), app.log, app.config.SPOOL_DRAIN_MS);
  app.decorate("enquirySpool", spool);
  app.addHook("onReady", async () => drain.start());
  app.addHook("preClose", async () => drain.stop());
}
