import { describe, expect, it } from "vitest";
import { LoadCap, MAX_LOADS_PER_ADDRESS_HOUR, MAX_TRACKED_PAIRS, addressKey } from "./load-cap";
import { KNOWN_SOURCES, referrerSource } from "./source";
import { DaySources, MAX_NAMED_SOURCES, MAX_NAMES_PER_DAY, MAX_WAITING_SOURCES, OTHER_SOURCE } from "./source-cap";

// The visit counter's two bounds (docs/decisions/058): made-up utm_source values
// cannot push real sources into "other", and a script with a browser's user
// agent cannot add loads without limit; both in memory of a fixed size.

const HOUR = 3_600_000;
/** 09:30 in Chennai on a weekday: the start of a clock hour. */
const T0 = Date.parse("2026-03-12T04:00:00Z");

describe("which sources a day names", () => {
  it("keeps every known source after 200 made-up values, google included", () => {
    const day = new DaySources();
    for (let i = 0; i < 200; i++) expect(day.nameFor(`junk-${i}`)).toBe(`junk-${i}`);
    expect(day.nameFor("junk-extra")).toBe(OTHER_SOURCE);
    for (const known of ["google", "facebook", "instagram", "youtube", "linkedin", "whatsapp", "direct", "internal", "bing", "twitter", "x", "email"]) {
      expect(day.nameFor(known), known).toBe(known);
    }
  });

  it("names the busiest other values: a real campaign takes the place of a value seen once", () => {
    const day = new DaySources();
    for (let i = 0; i < MAX_NAMED_SOURCES; i++) day.nameFor(`junk-${i}`);
    // Its first load is counted as other (it was not named yet); from its second it is busier than a junk value.
    expect(["diwali-offer", "diwali-offer", "diwali-offer"].map((s) => day.nameFor(s))).toEqual([OTHER_SOURCE, "diwali-offer", "diwali-offer"]);
    // One junk value lost its name to it; a value named before keeps its loads counted under its name.
    const named = Array.from({ length: MAX_NAMED_SOURCES }, (_, i) => day.nameFor(`junk-${i}`));
    expect(named.filter((n) => n === OTHER_SOURCE)).toHaveLength(1);
  });

  it("stays bounded in memory and in the names it ever gives a day, however many values arrive", () => {
    const day = new DaySources();
    const names = new Set<string>();
    for (let round = 0; round < 3; round++) for (let i = 0; i < 10_000; i++) names.add(day.nameFor(`flood-${(i * 7919 + round) % 20_000}`));
    expect(day.held).toBeLessThanOrEqual(MAX_NAMED_SOURCES + MAX_WAITING_SOURCES);
    expect(names.size).toBeLessThanOrEqual(MAX_NAMES_PER_DAY + 1); // + "other"
    expect(day.nameFor("google")).toBe("google");
  });

  it("lists every referring family among the known sources", () => {
    for (const host of [
      "www.google.co.in",
      "bing.com",
      "duckduckgo.com",
      "in.search.yahoo.com",
      "m.facebook.com",
      "instagram.com",
      "lnkd.in",
      "youtu.be",
      "t.co",
      "wa.me",
    ]) {
      expect(KNOWN_SOURCES.has(referrerSource(host)), host).toBe(true);
    }
  });
});

describe("loads counted per client address, page and hour", () => {
  it("counts at most the cap of 1,000 loads of one page from one address in an hour, and again the next hour", () => {
    const cap = new LoadCap();
    let counted = 0;
    // One load every 3 s: 1,000 loads in 50 minutes.
    for (let i = 0; i < 1000; i++) if (cap.allow("203.0.113.9", "/courses/python", T0 + i * 3000)) counted++;
    expect(counted).toBe(MAX_LOADS_PER_ADDRESS_HOUR);
    // Another page from that address, and the same page from another address, still count.
    expect(cap.allow("203.0.113.9", "/courses/java", T0 + 3_000_000)).toBe(true);
    expect(cap.allow("203.0.113.10", "/courses/python", T0 + 3_000_000)).toBe(true);
    // The next clock hour starts afresh.
    expect(cap.allow("203.0.113.9", "/courses/python", T0 + HOUR)).toBe(true);
    expect(cap.size).toBe(1);
  });

  it("treats an IPv6 /64 as one address", () => {
    expect(addressKey("2401:4900:1c2a:5d10:aaaa:bbbb:cccc:1")).toBe("2401:4900:1c2a:5d10::/64");
    expect(addressKey("2401:4900:1c2a:5d10::2")).toBe("2401:4900:1c2a:5d10::/64");
    expect(addressKey("2401:4900::1")).toBe("2401:4900:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    const cap = new LoadCap();
    let counted = 0;
    for (let i = 0; i < 100; i++) if (cap.allow(`2401:4900:1c2a:5d10::${i.toString(16)}`, "/", T0 + i)) counted++;
    expect(counted).toBe(MAX_LOADS_PER_ADDRESS_HOUR);
  });

  it("holds a bounded map: many addresses never grow it past its bound", () => {
    const cap = new LoadCap();
    let largest = 0;
    for (let i = 0; i < 3 * MAX_TRACKED_PAIRS; i++) {
      if (!cap.allow(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, "/", T0 + i)) throw new Error(`a first load from address ${i} was not counted`);
      largest = Math.max(largest, cap.size);
    }
    expect(largest).toBe(MAX_TRACKED_PAIRS);
  });
});
