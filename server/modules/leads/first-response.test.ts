import { describe, expect, it } from "vitest";
import type { EnquiryInput } from "#contracts/enquiry";
import { type FirstResponse, formatDuration } from "#contracts/first-response";
import { weekStart } from "#contracts/institute-time";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, signIn } from "#server/test/staff-api";
import { median } from "./first-response";
import { insertEnquiry } from "./lead-writes";
import { addActivity } from "./timeline";

// First-response time on the overview (docs/decisions/066): from the first
// enquiry to the first message that reached the student (WhatsApp we sent, the
// automatic email) or staff working with them (a call, a status change), as a
// median per Chennai week and per counsellor, on both databases.

const HOUR = 3_600_000;
const contact = (name: string): EnquiryInput => ({ form: "contact", name, phone: uniquePhone(), email: "s@example.in", message: "Hello" });
/** Seconds, give or take the moments the test's own requests take. */
const about = (seconds: number) => expect.closeTo(seconds, -1);

it("takes the median of an odd and an even number of times, and reads durations plainly", () => {
  expect(median([])).toBeNull();
  expect(median([30, 10, 20])).toBe(20);
  expect(median([40, 10, 30, 20])).toBe(25);
  expect([45, 720, 12_000, 7200, 3 * 86_400].map(formatDuration)).toEqual(["45 s", "12 min", "3 h 20 min", "2 h", "3 days"]);
});

describe.each(testDatabases)("first-response time on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  it("measures each lead to its first message or staff contact, per week and per counsellor, for staff only", async () => {
    const admin = await signIn(t.app);
    const meena = await newStaff(t.app, admin, "counsellor");
    const ravi = await newStaff(t.app, admin, "counsellor");
    const base = Date.now() - 2 * HOUR;
    const lead = async (name: string, at: number, owner: string | null) =>
      (
        await insertEnquiry(t.app.db, contact(name), at, {
          status: "new",
          owner_id: owner,
          respond_by: null,
          follow_up_at: null,
        })
      ).id;
    const called = await lead("Called by Meena", base, meena.id);
    const moved = await lead("Moved on by Meena", base, meena.id);
    const acknowledged = await lead("Acknowledged on WhatsApp", base, ravi.id);
    const emailed = await lead("Emailed instead", base, null);
    const waiting = await lead("Only a note", base, ravi.id);
    const lastWeek = await lead("Last week", base - 7 * 24 * HOUR, meena.id);

    // Staff through the API, now: two hours after the enquiry.
    const call = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${called}/activities`,
      headers: bearer(meena.token),
      payload: { kind: "call", outcome: "no_answer" },
    });
    expect(call.statusCode, call.body).toBe(201);
    const status = await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${moved}`,
      headers: bearer(admin),
      payload: { status: "contacted", revision: 1 },
    });
    expect(status.statusCode, status.body).toBe(200);
    // The lines the senders write: the student's own message first (not ours), then ours an hour in; the email a minute in.
    await addActivity(t.app.db, acknowledged, null, "whatsapp", "WhatsApp from the student: Hi", { direction: "in", waId: "x" }, base + 60_000);
    await addActivity(t.app.db, acknowledged, null, "whatsapp", "Automatic WhatsApp sent: Template enquiry_received", { direction: "out" }, base + HOUR);
    await addActivity(t.app.db, emailed, null, "whatsapp", 'Not on WhatsApp. Emailing "Enquiry received" instead.', { channel: "email", emailed: true }, base);
    await addActivity(
      t.app.db,
      emailed,
      null,
      "whatsapp",
      "Automatic email sent to s@example.in: Enquiry received",
      { channel: "email", sent: true },
      base + 60_000,
    );
    const note = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${waiting}/activities`,
      headers: bearer(ravi.token),
      payload: { kind: "note", text: "Ring after 6" },
    });
    expect(note.statusCode, note.body).toBe(201);
    await addActivity(
      t.app.db,
      lastWeek,
      { id: meena.id, username: meena.username },
      "call",
      "Called: Connected",
      { outcome: "connected" },
      base - 7 * 24 * HOUR + 600_000,
    );

    expect((await t.app.inject({ method: "GET", url: "/api/enquiries/first-response" })).statusCode).toBe(401);
    const editor = await newStaff(t.app, admin, "editor");
    expect((await t.app.inject({ method: "GET", url: "/api/enquiries/first-response", headers: bearer(editor.token) })).statusCode).toBe(403);
    const res = await t.app.inject({ method: "GET", url: "/api/enquiries/first-response", headers: bearer(ravi.token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as FirstResponse;

    expect(data.weeks).toHaveLength(12);
    const week = (at: number) => data.weeks.find((w) => w.start === weekStart(at));
    // 60 s, 1 h, 2 h, 2 h: the median is halfway between the middle two.
    expect(week(base)).toEqual({ start: weekStart(base), enquiries: 5, answered: 4, medianSeconds: about(5400) });
    expect(week(base - 7 * 24 * HOUR)).toEqual({ start: weekStart(base - 7 * 24 * HOUR), enquiries: 1, answered: 1, medianSeconds: 600 });
    expect(data.waiting).toBe(1);
    expect(data.counsellors).toEqual([
      { id: meena.id, name: meena.username, enquiries: 3, answered: 3, medianSeconds: about(7200) },
      { id: ravi.id, name: ravi.username, enquiries: 2, answered: 1, medianSeconds: 3600 },
      { id: null, name: "Unassigned", enquiries: 1, answered: 1, medianSeconds: 60 },
    ]);
  });
});
