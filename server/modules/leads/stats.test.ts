import { describe, expect, it } from "vitest";
import type { EnquiryInput } from "#contracts/enquiry";
import type { InboxStats } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { insertEnquiry } from "./lead-writes";
import { enquiryStats } from "./stats";

const registration = (name: string, course: string): EnquiryInput => ({
  form: "registration",
  name,
  mobile: "9840012345",
  email: "a@example.in",
  course: course as "Python",
});
const contact = (name: string): EnquiryInput => ({ form: "contact", name, phone: "9840012345", email: "c@example.in", message: "Hello" });

describe.each(testDatabases)("enquiry overview numbers on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  it("GET /api/enquiries/stats is staff only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/enquiries/stats" })).statusCode).toBe(401);
  });

  it("counts today, this week, 12 Monday-weeks in Chennai time, per course and form, and the last 5", async () => {
    // Wednesday 11 March 2026, 10:00 in Chennai.
    const now = Date.parse("2026-03-11T04:30:00Z");
    const seeds: [string, EnquiryInput][] = [
      ["2026-03-11T04:00:00Z", registration("Today A", "Python")],
      ["2026-03-10T19:00:00Z", contact("Today B (00:30 IST)")],
      ["2026-03-10T18:00:00Z", registration("Tuesday", "Python")],
      ["2026-03-08T19:00:00Z", registration("Monday 00:30 IST", "Data Science")],
      ["2026-03-08T18:00:00Z", contact("Sunday 23:30 IST, last week")],
      ["2026-02-20T10:00:00Z", registration("Three weeks ago", "AWS")],
      ["2025-12-22T10:00:00Z", contact("Oldest charted week")],
      ["2025-12-14T10:00:00Z", contact("Too old for the chart")],
    ];
    for (const [when, input] of seeds) await insertEnquiry(t.app.db, input, Date.parse(when));

    const stats = await enquiryStats(t.app.db, now);
    expect(stats.today).toBe(2);
    expect(stats.thisWeek).toBe(4);
    expect(stats.total).toBe(8);
    expect(stats.newCount).toBe(8);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0]).toEqual({ start: "2025-12-22", count: 1 });
    expect(stats.weeks.at(-1)).toEqual({ start: "2026-03-09", count: 4 });
    expect(stats.weeks.at(-2)).toEqual({ start: "2026-03-02", count: 1 });
    expect(stats.weeks.find((w) => w.start === "2026-02-16")).toEqual({ start: "2026-02-16", count: 1 });
    expect(stats.weeks.reduce((s, w) => s + w.count, 0)).toBe(7);
    expect(stats.byCourse).toEqual([
      { course: "Python", count: 2 },
      { course: "AWS", count: 1 },
      { course: "Data Science", count: 1 },
    ]);
    expect(stats.byForm).toEqual([
      { form: "registration", count: 4 },
      { form: "contact", count: 4 },
      { form: "course", count: 0 },
      { form: "corporate", count: 0 },
    ]);
    expect(stats.latest.map((e) => e.name)).toEqual(["Today A", "Today B (00:30 IST)", "Tuesday", "Monday 00:30 IST", "Sunday 23:30 IST, last week"]);

    // Through the API (the real clock): the same shape, and today's new enquiry shows.
    await insertEnquiry(t.app.db, contact("Right now"));
    const res = await t.app.inject({ method: "GET", url: "/api/enquiries/stats", headers: bearer(await signIn(t.app)) });
    expect(res.statusCode).toBe(200);
    const live = res.json().data as InboxStats;
    expect(live.today).toBe(1);
    expect(live.thisWeek).toBeGreaterThanOrEqual(1);
    expect(live.total).toBe(9);
    expect(live.weeks).toHaveLength(12);
    expect(live.latest[0]!.name).toBe("Right now");
  });
});
