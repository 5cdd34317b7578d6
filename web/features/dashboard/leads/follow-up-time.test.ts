import { describe, expect, it } from "vitest";
import { fromChennaiInput, quickFollowUps, retryFollowUp, toChennaiInput } from "./follow-up-time";

describe("follow-up times on the Chennai clock", () => {
  it("reads a datetime-local value as Chennai time and shows an instant the same way", () => {
    expect(fromChennaiInput("2026-11-21T11:00")).toBe("2026-11-21T05:30:00.000Z");
    expect(toChennaiInput("2026-11-21T05:30:00.000Z")).toBe("2026-11-21T11:00");
    expect(fromChennaiInput("2026-11-21T00:15")).toBe("2026-11-20T18:45:00.000Z");
    expect(toChennaiInput("2026-11-20T18:45:00.000Z")).toBe("2026-11-21T00:15");
  });

  it("refuses what is not a date and time", () => {
    expect(fromChennaiInput("")).toBeNull();
    expect(fromChennaiInput("2026-11-21")).toBeNull();
    expect(fromChennaiInput("tomorrow")).toBeNull();
  });

  it("offers tomorrow and next Monday by the Chennai date, even late at night UTC", () => {
    // Friday 20 Nov 2026, 23:00 in Chennai (17:30 UTC): tomorrow is Saturday the 21st.
    const now = Date.parse("2026-11-20T17:30:00Z");
    const byLabel = Object.fromEntries(quickFollowUps(now).map((q) => [q.label, q.at]));
    expect(byLabel["In 2 hours"]).toBe("2026-11-20T19:30:00.000Z");
    expect(byLabel["Tomorrow 11 am"]).toBe("2026-11-21T05:30:00.000Z");
    expect(byLabel["Tomorrow 5 pm"]).toBe("2026-11-21T11:30:00.000Z");
    expect(byLabel["Next Monday 11 am"]).toBe("2026-11-23T05:30:00.000Z");
    // 19:00 UTC Friday is already Saturday 00:30 in Chennai: tomorrow is Sunday the 22nd.
    const later = Object.fromEntries(quickFollowUps(Date.parse("2026-11-20T19:00:00Z")).map((q) => [q.label, q.at]));
    expect(later["Tomorrow 11 am"]).toBe("2026-11-22T05:30:00.000Z");
  });

  it("tries an unanswered call again in 2 hours within office hours, else at 11 am the next day", () => {
    // Tuesday 24 Nov 2026, 10:00 in Chennai (04:30 UTC): again at 12:00 the same day.
    expect(retryFollowUp(Date.parse("2026-11-24T04:30:00Z"))).toBe("2026-11-24T06:30:00.000Z");
    // 17:00 in Chennai: 19:00 is still within office hours.
    expect(retryFollowUp(Date.parse("2026-11-24T11:30:00Z"))).toBe("2026-11-24T13:30:00.000Z");
    // 18:30 in Chennai: 20:30 is too late, so 11 am on Wednesday.
    expect(retryFollowUp(Date.parse("2026-11-24T13:00:00Z"))).toBe("2026-11-25T05:30:00.000Z");
    // 23:30 in Chennai: 01:30 is the next day but before office hours: 11 am that (next) day.
    expect(retryFollowUp(Date.parse("2026-11-24T18:00:00Z"))).toBe("2026-11-25T05:30:00.000Z");
    // 06:00 in Chennai: 08:00 is before office hours, so 11 am the same day.
    expect(retryFollowUp(Date.parse("2026-11-24T00:30:00Z"))).toBe("2026-11-24T05:30:00.000Z");
  });
});
