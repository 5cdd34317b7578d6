import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "#server/db/faults";
import { PollingWorker } from "../common/polling-worker";
import type { EnquirySpool, SpooledEnquiry } from "./spool";

/**
 * Stores the spooled enquiries once the database answers again (docs/decisions/034),
 * oldest first, through the same intake as a live one (dedupe, assignment,
 * deliveries): at start for files left from before a restart, then every
 * SPOOL_DRAIN_MS. A file is removed only after its enquiry is committed; storing
 * one twice changes nothing (its submission id), so a stop between the two, or
 * two servers sharing the folder, cannot make a duplicate.
 */
export class SpoolDrain extends PollingWorker {
  constructor(
    private readonly spool: EnquirySpool,
    private readonly store: (entry: SpooledEnquiry) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
    everyMs: number,
  ) {
    super({ everyMs, log, failure: "spool: reading the folder failed" });
  }

  /** One pass over the folder; a stop lets it finish its current enquiry. */
  protected async round(stopping: AbortSignal) {
    for (const name of await this.spool.list()) {
      if (stopping.aborted) return;
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
