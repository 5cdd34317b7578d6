import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postDate } from "../web/features/blog/format";
import { formatDate, formatMonthYear } from "./date-format";
import { demoSlots } from "./demo-slots";
import { chennaiDateTime, chennaiDayMonthYear, chennaiWeekdayTime, indianWhole, utcDayMonthYear, utcMonthYear } from "./en-in-format";
import { formatRupees } from "./fees";
import { formatInstituteTime } from "./institute-time";

// The hand-written en-IN formatters (docs/decisions/041) against Intl itself, the
// way the pages called it before: the same text for every value, character for
// character. Node renders the pages and its Intl is the reference; a Node whose
// locale data writes them differently fails here first.

// The options the pages gave Intl before. A formatter made once writes what
// toLocale*String with the same options writes (checked below), many times faster.
const OPTIONS = {
  utcDate: { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
  utcMonth: { month: "short", year: "numeric", timeZone: "UTC" },
  istDate: { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" },
  istDateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" },
  istWeekdayTime: { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatter = (options: Intl.DateTimeFormatOptions) => {
  const f = new Intl.DateTimeFormat("en-IN", options);
  return (d: Date) => (Number.isNaN(d.getTime()) ? "Invalid Date" : f.format(d));
};
const intl = {
  utcDate: formatter(OPTIONS.utcDate),
  utcMonth: formatter(OPTIONS.utcMonth),
  istDate: formatter(OPTIONS.istDate),
  istDateTime: formatter(OPTIONS.istDateTime),
  istWeekdayTime: formatter(OPTIONS.istWeekdayTime),
  whole: (n: number) => WHOLE.format(n),
};
const WHOLE = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

const DAY = 86_400_000;
/** The whole range a Date can hold. */
const ANY_INSTANT = fc.integer({ min: -8.64e15, max: 8.64e15 });
/** 1900–2200, where every real date on the site falls. */
const NEAR_INSTANT = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
const RUNS = { numRuns: 10_000 };

describe("dates match Intl en-IN", () => {
  it("the reference formatters write what the pages' old toLocale*String calls wrote", () => {
    fc.assert(
      fc.property(NEAR_INSTANT, (ms) => {
        const d = new Date(ms);
        expect(d.toLocaleDateString("en-IN", OPTIONS.utcDate)).toBe(intl.utcDate(d));
        expect(d.toLocaleDateString("en-IN", OPTIONS.utcMonth)).toBe(intl.utcMonth(d));
        expect(d.toLocaleDateString("en-IN", OPTIONS.istDate)).toBe(intl.istDate(d));
        expect(d.toLocaleString("en-IN", OPTIONS.istDateTime)).toBe(intl.istDateTime(d));
        expect(d.toLocaleString("en-IN", OPTIONS.istWeekdayTime)).toBe(intl.istWeekdayTime(d));
      }),
      { numRuns: 500 },
    );
    expect(new Date(NaN).toLocaleDateString("en-IN", OPTIONS.utcDate)).toBe(intl.utcDate(new Date(NaN)));
  });

  it("writes a few known dates as a reader expects", () => {
    expect(formatDate("2026-01-05")).toBe("5 Jan 2026");
    expect(formatDate("2026-09-21")).toBe("21 Sept 2026");
    expect(formatMonthYear("2026-11-14")).toBe("Nov 2026");
    expect(postDate("2025-03-04T09:30:00+05:30")).toBe("4 Mar 2025");
    expect(formatInstituteTime("2026-11-21T08:35:00Z")).toBe("21 Nov 2026, 2:05 pm");
    expect(chennaiWeekdayTime(new Date("2026-01-05T04:30:00Z"))).toBe("Mon, 5 Jan, 10:00 am");
    // Midnight and noon on a 12-hour clock.
    expect(chennaiWeekdayTime(new Date("2026-01-05T18:30:00Z"))).toBe("Tue, 6 Jan, 12:00 am");
    expect(chennaiWeekdayTime(new Date("2026-01-05T06:30:00Z"))).toBe("Mon, 5 Jan, 12:00 pm");
  });

  it("every calendar day from 1900 to 2100, as a date and as a month", () => {
    for (let ms = Date.UTC(1900, 0, 1); ms <= Date.UTC(2100, 11, 31); ms += DAY) {
      const d = new Date(ms);
      const iso = d.toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.utcDate(d));
      expect(formatMonthYear(iso), iso).toBe(intl.utcMonth(d));
    }
  });

  it("any instant a Date can hold, in UTC (years before 1 and after 9999 too)", () => {
    fc.assert(
      fc.property(ANY_INSTANT, (ms) => {
        const d = new Date(ms);
        return utcDayMonthYear(d) === intl.utcDate(d) && utcMonthYear(d) === intl.utcMonth(d);
      }),
      RUNS,
    );
  });

  // Exhaustive checks: seconds of CPU on a quiet machine, many more beside other work.
  it("any instant in Chennai time: date, date and time, weekday and time", () => {
    for (const range of [NEAR_INSTANT, ANY_INSTANT]) {
      fc.assert(
        fc.property(range, (ms) => {
          const d = new Date(ms);
          expect(chennaiDayMonthYear(d)).toBe(intl.istDate(d));
          expect(chennaiDateTime(d)).toBe(intl.istDateTime(d));
          expect(chennaiWeekdayTime(d)).toBe(intl.istWeekdayTime(d));
        }),
        RUNS,
      );
    }
  }, 120_000);

  it("every minute of a day, and the minutes around 1946, when the fixed offset starts", () => {
    for (const start of [Date.UTC(2026, 2, 4) - 330 * 60_000, Date.UTC(1945, 11, 31, 12)]) {
      for (let ms = start; ms < start + DAY; ms += 60_000) {
        const d = new Date(ms);
        expect(chennaiDateTime(d)).toBe(intl.istDateTime(d));
        expect(chennaiWeekdayTime(d)).toBe(intl.istWeekdayTime(d));
      }
    }
  });

  it("what the site's functions are given: time-stamps, other date text, nothing readable", () => {
    for (const value of [
      "2026-03-04T23:59:59Z",
      "2026-03-04T00:00:00+05:30",
      "Mar 4 2026",
      "4 March 2026 10:00 GMT+0530",
      "2026-02-31",
      "0000-01-01",
      "9999-12-31",
      "+010000-01-01T00:00:00Z",
      "-000001-06-01T00:00:00Z",
    ]) {
      const iso = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? (Number.isNaN(Date.parse(value)) ? "" : new Date(value).toISOString().slice(0, 10));
      const d = new Date(`${iso}T00:00:00Z`);
      expect(formatDate(value), value).toBe(iso ? intl.utcDate(d) : value);
      expect(formatMonthYear(value), value).toBe(iso ? intl.utcMonth(d) : value);
      expect(postDate(value), value).toBe(Number.isNaN(Date.parse(value)) ? "" : intl.istDate(new Date(value)));
    }
    expect(formatDate("not a date")).toBe("not a date");
    expect(postDate("")).toBe("");
    expect(formatInstituteTime("not a date")).toBe(intl.istDateTime(new Date("not a date")));
  });

  it("demo slots are labelled as before, and listed soonest first", () => {
    const batches = [
      { id: "b1", startDate: "2026-03-16", timing: "7:00 am – 9:00 am", schedule: "weekday" },
      { id: "b2", startDate: "2026-03-14", timing: "18:30-20:30", schedule: "weekend" },
      { id: "b3", startDate: "2026-03-10", timing: "12:15 pm", schedule: "weekday" },
    ];
    const slots = demoSlots(batches, Date.UTC(2026, 2, 6, 3));
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots) expect(slot.label.split(" · ")[0]).toBe(intl.istWeekdayTime(new Date(slot.at)));
    expect(slots.map((s) => s.at)).toEqual(slots.map((s) => s.at).sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect(slots.find((s) => s.batchId === "b2")?.label).toBe("Sat, 14 Mar, 6:30 pm · first class of the weekend batch");
  });
});

describe("numbers match Intl en-IN (whole units, Indian grouping)", () => {
  it("writes rupees with lakh and crore groups", () => {
    expect(formatRupees(120000)).toBe("₹1,20,000");
    expect(formatRupees(1_000_000)).toBe("₹10,00,000");
    expect(indianWhole(123_456_789)).toBe("12,34,56,789");
  });

  it("every whole number up to 2,00,000, and each power of ten and its neighbours", () => {
    for (let n = 0; n <= 200_000; n++) expect(indianWhole(n)).toBe(intl.whole(n));
    for (let p = 0; p <= 308; p++) {
      for (const n of [10 ** p, 10 ** p - 1, 10 ** p + 1, -(10 ** p)]) expect(indianWhole(n), String(n)).toBe(intl.whole(n));
    }
  }, 120_000);

  it("any number: integers of any size, fractions (halves rounded away from zero), signs, and the special values", () => {
    fc.assert(
      fc.property(fc.double(), (n) => indianWhole(n) === intl.whole(n)),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 2),
        (n) => indianWhole(n) === intl.whole(n),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => indianWhole(n) === intl.whole(n)),
      RUNS,
    );
    for (const n of [
      0,
      -0,
      0.5,
      -0.5,
      1.5,
      2.5,
      -2.5,
      0.49999999999999994,
      -0.4,
      1e21,
      2 ** 70,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      NaN,
      Infinity,
      -Infinity,
    ]) {
      expect(indianWhole(n), String(n)).toBe(intl.whole(n));
    }
    expect(formatRupees(25000.5)).toBe(`₹${intl.whole(25000.5)}`);
  });
});
