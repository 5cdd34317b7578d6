import { BoundedCounts } from "./bounded-counts";

// How many loads of one page from one client address count in an hour
// (docs/decisions/058). A script that sends a browser's user agent passes the
// program check (./visitor.ts) and could otherwise add visits without limit.
// Held in memory only, for the current clock hour: nothing about a visitor is
// stored, and the map has a fixed size whatever the traffic.

/** Loads of one page counted per client address (an IPv6 /64) per clock hour. */
export const MAX_LOADS_PER_ADDRESS_HOUR = 30;
/** (address, page) pairs remembered at one time; past it those seen longest ago are forgotten. */
export const MAX_TRACKED_PAIRS = 20_000;

const HOUR_MS = 3_600_000;
const SEP = "\u0000";

/**
 * The address as a limit sees it: an IPv4 address as it is, an IPv6 one by its
 * /64 (one home or phone usually has a whole /64 to pick addresses from).
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, "");
  if (!bare.includes(":") || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare.replace(/^::ffff:/i, "");
  const [head = "", tail] = bare.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

export class LoadCap {
  private hour = -1;
  private loads = new BoundedCounts(MAX_TRACKED_PAIRS);

  /** Whether this load counts: false once the address has had its loads of the page this hour. */
  allow(address: string, page: string, now: number): boolean {
    const hour = Math.floor(now / HOUR_MS);
    if (hour !== this.hour) {
      this.loads.clear();
      this.hour = hour;
    }
    const key = addressKey(address) + SEP + page;
    const counted = this.loads.get(key) ?? 0;
    if (counted >= MAX_LOADS_PER_ADDRESS_HOUR) return false;
    this.loads.set(key, counted + 1);
    return true;
  }

  /** Pairs held in memory (tests: it stays bounded). */
  get size() {
    return this.loads.size;
  }
}
