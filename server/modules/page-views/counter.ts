// Page views counted in memory and saved in batches, so counting never slows or fails a page
// (docs/decisions/053).

import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { addDays, dayStartUtc, instituteDay } from "#contracts/institute-time";
import type { Db } from "#server/db/types";
import { LoadCap } from "./load-cap";
import { DaySources } from "./source-cap";

const SEP = "\u0000";

/**
 * Page views counted in memory and added to the database in one transaction,
 * one upsert per (day, page, source) row (docs/decisions/053). Counting is a
 * map increment, so serving a page from memory stays as fast as before, and a
 * database that is away never slows or fails a page (decision 034): a flush
 * that fails keeps its counts for the next one.
 */
export class PageViewCounter {
  private pending = new Map<string, number>();
  private sourcesOfDay = new Map<string, DaySources>();
  /** Loads counted per client address and page this hour (docs/decisions/058). */
  readonly loadCap = new LoadCap();
  /** The Chennai day of the last count and when it ends, so most counts skip the date arithmetic. */
  private day = { name: "", startsAt: 0, endsAt: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  private dayOf(now: number) {
    if (now >= this.day.endsAt || now < this.day.startsAt) {
      const name = instituteDay(now);
      this.day = { name, startsAt: dayStartUtc(name).getTime(), endsAt: dayStartUtc(addDays(name, 1)).getTime() };
      // Sources of earlier days are not needed for their cap any more.
      for (const day of this.sourcesOfDay.keys()) if (day !== name) this.sourcesOfDay.delete(day);
    }
    return this.day.name;
  }

  /**
   * Counts one load of `page` from `source`; with the client's `address`, only
   * while that address has loads of the page left this hour. Answers whether it
   * was counted.
   */
  count(page: string, source: string, now = Date.now(), address?: string): boolean {
    if (address !== undefined && !this.loadCap.allow(address, page, now)) return false;
    const day = this.dayOf(now);
    let sources = this.sourcesOfDay.get(day);
    if (!sources) this.sourcesOfDay.set(day, (sources = new DaySources()));
    const key = day + SEP + page + SEP + sources.nameFor(source);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    return true;
  }

  /** The named sources of `day` held in memory (tests: it stays bounded). */
  sourcesHeld(day: string) {
    return this.sourcesOfDay.get(day)?.held ?? 0;
  }

  /** Counts not yet in the database (tests and the shutdown log). */
  get unsaved() {
    let n = 0;
    for (const v of this.pending.values()) n += v;
    return n;
  }

  /** Adds the counts so far to the database; on failure they are kept and tried again with the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [key, views] of batch) {
          const [day, page, source] = key.split(SEP) as [string, string, string];
          await trx
            .insertInto("page_views")
            .values({ day, page, source, views })
            .onConflict((oc) => oc.columns(["day", "page", "source"]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
            .execute();
        }
      });
    } catch (err) {
      // Nothing of the batch was written (one transaction): it goes back, added to what arrived since.
      for (const [key, views] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + views);
      this.log.warn({ err, unsaved: this.unsaved }, "saving page view counts failed; they are kept in memory and tried again");
      throw err;
    }
  }
}
