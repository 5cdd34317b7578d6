import { describe, expect, it } from "vitest";
import { demoCalendarHref } from "#contracts/demo-calendar";
import { siteView } from "#contracts/site-view";
import { seedSiteFacts } from "../content";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV } from "#server/test/staff-api";
import { DEMO_TIME_MESSAGE } from "./demo-calendar";

const seedSite = siteView(seedSiteFacts);

// "Add to calendar" on a booked demo's confirmation: a phone's calendar must open
// the file as one event at the booked instant, at the institute, naming the
// course; the link itself must carry nothing about the visitor.

/** The file's lines, with RFC 5545 folded lines joined again. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const field = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
/** Undoes RFC 5545 text escaping. */
const text = (value: string | undefined) => value?.replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");

describe.each(testDatabases)("the demo class calendar file on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("is one event at the booked UTC instant, an hour long, at the institute's address, for the course", async () => {
    const at = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
    const href = demoCalendarHref("python", at);
    expect(href).not.toMatch(/name|phone|email|mobile/i);
    const res = await get(href);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="demo-class-python.ics"');
    expect(res.body).toContain("\r\n");
    const lines = unfold(res.body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    const stamp = at.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
    expect(field(lines, "DTSTART")).toBe(stamp);
    expect(field(lines, "DURATION")).toBe("PT60M");
    expect(text(field(lines, "SUMMARY"))).toBe(`Free demo class: Python at ${seedSite.name}`);
    expect(text(field(lines, "LOCATION"))).toBe(`${seedSite.name}, ${seedSite.fullAddress}`);
    expect(text(field(lines, "DESCRIPTION"))).toContain(seedSite.phoneDisplay);
  });

  it("refuses a time that is not a date, or far from now, and a course the site does not show", async () => {
    for (const at of [
      "tomorrow",
      "2026-13-40T99:00:00Z",
      new Date(Date.now() - 30 * 86_400_000).toISOString(),
      new Date(Date.now() + 500 * 86_400_000).toISOString(),
    ]) {
      const res = await get(demoCalendarHref("python", at));
      expect(res.statusCode, at).toBe(400);
      expect(res.json().message).toBe(DEMO_TIME_MESSAGE);
    }
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    expect((await get(demoCalendarHref("no-such-course", soon))).statusCode).toBe(404);
    expect((await get(demoCalendarHref("../etc", soon))).statusCode).toBe(400);
    expect((await get("/api/demo-class.ics")).statusCode).toBe(400);
  });
});
