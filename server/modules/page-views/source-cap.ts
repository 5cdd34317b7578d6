import { BoundedCounts } from "./bounded-counts";
import { KNOWN_SOURCES } from "./source";

// Which sources a day names (docs/decisions/053, 058). A source is whatever a
// link says in utm_source, so naming every value would let anyone grow the
// table (and memory) by a row per made-up value; naming the first ones only let
// 200 made-up values early in a day push every real source into "other" for the
// rest of it. Now: the known sources are always named; of the other values, the
// busiest are.

/** Other values a day names at one time. */
export const MAX_NAMED_SOURCES = 200;
/** Other values a day may ever name, so one that keeps changing places with another cannot grow the table either. */
export const MAX_NAMES_PER_DAY = 2 * MAX_NAMED_SOURCES;
/** Values counted as "other" whose loads are kept, to see when one becomes busier than a named one. */
export const MAX_WAITING_SOURCES = 1000;
/** What a load of a value not named is counted as. */
export const OTHER_SOURCE = "other";

/** One Chennai day's named sources; the counter keeps one for the current day. */
export class DaySources {
  /** Other values named now, with their loads today. */
  private named = new Map<string, number>();
  /** Values counted as "other", with their loads today; those seen longest ago are forgotten first. */
  private waiting = new BoundedCounts(MAX_WAITING_SOURCES);
  private namesGiven = 0;

  /** The name a load from `source` is counted under: itself, or "other". */
  nameFor(source: string): string {
    if (KNOWN_SOURCES.has(source)) return source;
    const loads = this.named.get(source);
    if (loads !== undefined) {
      this.named.set(source, loads + 1);
      return source;
    }
    const mayName = this.namesGiven < MAX_NAMES_PER_DAY;
    if (mayName && this.named.size < MAX_NAMED_SOURCES) return this.name(source, 1);
    const tally = (this.waiting.get(source) ?? 0) + 1;
    const quietest = mayName ? this.quietest() : undefined;
    if (quietest && tally > quietest[1]) {
      // Busier today than the quietest named value: it takes its place from this load on.
      this.named.delete(quietest[0]);
      this.waiting.delete(source);
      this.waiting.set(quietest[0], quietest[1]);
      return this.name(source, tally);
    }
    this.waiting.set(source, tally);
    return OTHER_SOURCE;
  }

  /** How many values are held in memory (tests: it stays bounded). */
  get held() {
    return this.named.size + this.waiting.size;
  }

  private name(source: string, loads: number) {
    this.named.set(source, loads);
    this.namesGiven++;
    return source;
  }

  private quietest(): [string, number] | undefined {
    let least: [string, number] | undefined;
    for (const entry of this.named) if (!least || entry[1] < least[1]) least = entry;
    return least;
  }
}
