import { describe, expect, it } from "vitest";
import { demoSlots } from "#contracts/demo-slots";
import type { EnquiryDetail, EnquirySummary, InboxStats } from "#contracts/enquiry-inbox";
import { addWorkingTime, instituteDay, parseOfficeHours } from "#contracts/institute-time";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor, uniqueEmail, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { respondBy } from "./due";

// The admissions pipeline (docs/decisions/022): assignment, duplicates, timeline, roles,
// follow-ups, merge, source, demo booking, templates and the funnel, through the
// real API on both databases.

const ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };
const contact = (name: string) => newVisitor({ form: "contact", name, phone: "", email: "", message: `Hello from ${name}` });

describe("working hours", () => {
  const office = parseOfficeHours("09:30-18:30")!;
  const chennai = (local: string) => Date.parse(`${local}+05:30`);
  it("counts only opening hours, Monday to Saturday", () => {
    // Monday 10:00 + 2 h = Monday 12:00.
    expect(addWorkingTime(chennai("2026-11-23T10:00:00"), 120, office).toISOString()).toBe(new Date(chennai("2026-11-23T12:00:00")).toISOString());
    // Saturday 18:00: 30 minutes that day, the rest on Monday from 09:30 (Sunday is closed).
    expect(addWorkingTime(chennai("2026-11-28T18:00:00"), 120, office).toISOString()).toBe(new Date(chennai("2026-11-30T11:00:00")).toISOString());
    // Before opening: the clock starts at 09:30.
    expect(addWorkingTime(chennai("2026-11-24T07:00:00"), 120, office).toISOString()).toBe(new Date(chennai("2026-11-24T11:30:00")).toISOString());
    expect(parseOfficeHours("18:30-09:30")).toBeNull();
  });
});

describe.each(testDatabases)("admissions pipeline on $name", (database) => {
  const t = useTestApp(database, ENV);
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
  const send = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const detail = async (id: string, token: string) => (await send("GET", `/api/enquiries/${id}`, token)).json().data as EnquiryDetail;
  const setAvailable = async (id: string, token: string, available: boolean) =>
    expect((await send("PUT", `/api/counsellors/${id}/availability`, token, { available })).statusCode).toBe(200);

  it("assigns new leads round robin among available counsellors only, even when they arrive at once", async () => {
    const admin = await signIn(t.app);
    const [a, b, away] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    await setAvailable(away.id, away.token, false);

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(contact(`Round ${i}`))));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const owners = await Promise.all(answers.map(async (r) => (await detail(r.json().id, admin)).owner?.username));
    const share = (name: string) => owners.filter((o) => o === name).length;
    expect([share(a.username), share(b.username), share(away.username)]).toEqual([6, 6, 0]);

    const first = await detail(answers[0]!.json().id, admin);
    expect(first.timeline.map((e) => e.kind)).toEqual(["submission", "assignment"]);
    expect(first.timeline[1]!.text).toMatch(/^Assigned to .+ \(round robin\)$/);

    const counsellors = (await send("GET", "/api/counsellors", a.token)).json().data as { username: string; available: boolean; openLeads: number }[];
    expect(counsellors.find((c) => c.username === a.username)).toMatchObject({ available: true, openLeads: 6 });
    expect(counsellors.find((c) => c.username === away.username)).toMatchObject({ available: false, openLeads: 0 });

    // A counsellor sets only their own availability.
    const refused = await send("PUT", `/api/counsellors/${b.id}/availability`, a.token, { available: false });
    expect(refused.statusCode).toBe(403);
    expect((await send("PUT", `/api/counsellors/${b.id}/availability`, a.token, { available: "no" })).statusCode).toBe(400);

    // Nobody available: the lead waits unassigned, in the Unassigned view.
    for (const c of [a, b]) await setAvailable(c.id, admin, false);
    const orphan = (await post(contact("Nobody home"))).json().id as string;
    expect((await detail(orphan, admin)).owner).toBeNull();
    const unassigned = (await send("GET", "/api/enquiries?view=unassigned&limit=100", admin)).json().data as EnquirySummary[];
    expect(unassigned.map((r) => r.id)).toContain(orphan);
    for (const c of [a, b]) await setAvailable(c.id, admin, true);
  });

  it("a known phone or email joins the visitor's lead: kept on the timeline, back on top", async () => {
    const admin = await signIn(t.app);
    const phone = uniquePhone();
    const email = uniqueEmail("repeat");
    const first = await post({ form: "contact", name: "Repeat Visitor", phone, email, message: "Weekend batches?" });
    const id = first.json().id as string;
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("enquiries")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const other = (await post(contact("Someone else"))).json().id as string;

    // Same email in capitals, another phone, another form: the same lead.
    const again = await post({
      form: "course",
      name: "Repeat Visitor",
      phone: uniquePhone(),
      email: email.toUpperCase(),
      course: "Python",
      page: "/courses/python",
    });
    expect(again.statusCode).toBe(201);
    // Same phone written as autofill writes it.
    expect(
      (await post({ form: "registration", name: "R V", mobile: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, email: uniqueEmail(), course: "Java" }))
        .statusCode,
    ).toBe(201);
    expect(await count()).toBe(before + 1);

    const lead = await detail(id, admin);
    expect(lead.timeline.filter((e) => e.kind === "submission").map((e) => e.text)).toEqual([
      "Sent through the Contact form",
      "Sent again through the Course enquiry form",
      "Sent again through the Course registration form",
    ]);
    expect(lead.timeline.find((e) => e.text.startsWith("Sent again through the Course enquiry"))!.detail).toMatchObject({
      form: "course",
      fields: { course: "Python" },
      origin: { source_page: "/courses/python" },
    });
    // Back on top of the inbox, above the newer lead of someone else.
    const top = (await send("GET", "/api/enquiries?limit=2", admin)).json().data as EnquirySummary[];
    expect(top[0]!.id).toBe(id);
    expect(top.map((r) => r.id)).toContain(other);
    expect(lead.lastSubmittedAt > lead.createdAt).toBe(true);

    // An open lead that writes again waits for an answer again.
    await send("POST", `/api/enquiries/${id}/activities`, admin, { kind: "note", text: "Answered" });
    expect((await detail(id, admin)).dueAt).toBeNull();
    await post({ form: "contact", name: "Repeat Visitor", phone, email, message: "One more question" });
    expect((await detail(id, admin)).dueAt).not.toBeNull();
  });

  it("logs notes, calls and WhatsApp messages on the timeline with who and when; bad input is a 400", async () => {
    const admin = await signIn(t.app);
    const counsellor = await newStaff(t.app, admin, "counsellor");
    for (const other of (await send("GET", "/api/counsellors", admin)).json().data as { id: string }[]) {
      if (other.id !== counsellor.id) await setAvailable(other.id, admin, false);
    }
    const id = (await post(contact("Timeline Person"))).json().id as string;
    expect((await detail(id, admin)).owner?.username).toBe(counsellor.username);

    const log = (payload: object) => send("POST", `/api/enquiries/${id}/activities`, counsellor.token, payload);
    expect((await log({ kind: "call", outcome: "no_answer" })).statusCode).toBe(201);
    expect((await log({ kind: "note", text: "Prefers evening calls" })).json().message).toBe("Note added");
    const wa = await log({ kind: "whatsapp", templateId: "template-1", text: "Hello Timeline, this is a test" });
    expect(wa.statusCode).toBe(201);
    const entries = (wa.json().data as EnquiryDetail).timeline.slice(-4);
    expect(entries.map((e) => [e.kind, e.text, e.by?.username])).toEqual([
      ["call", "Called: No answer", counsellor.username],
      ["note", "Prefers evening calls", counsellor.username],
      ["whatsapp", "WhatsApp message: Hello Timeline, this is a test", counsellor.username],
      ["status", "Status: New → Contacted", counsellor.username],
    ]);
    // Answered: no first-answer deadline left, nothing due until a follow-up is set.
    const answered = await detail(id, admin);
    expect(answered.dueAt).toBeNull();
    // An unanswered call left the lead new; the WhatsApp message moved it to contacted.
    expect(answered.status).toBe("contacted");

    for (const [payload, message] of [
      [{ kind: "note", text: "  " }, "Write a note"],
      [{ kind: "call", outcome: "maybe" }, "Choose how the call went"],
      [{ kind: "email", text: "x" }, "Kind must be note, call or whatsapp"],
      [{ kind: "whatsapp", text: "" }, "The message is empty"],
    ] as const) {
      const res = await log(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await send("POST", "/api/enquiries/no-such-id/activities", admin, { kind: "note", text: "x" })).statusCode).toBe(404);
    for (const c of (await send("GET", "/api/counsellors", admin)).json().data as { id: string }[]) await setAvailable(c.id, admin, true);
  });

  it("follow-ups make a lead due; the Due view and count list what needs a counsellor today, most urgent first", async () => {
    const admin = await signIn(t.app);
    const id = (await post(contact("Due Person"))).json().id as string;
    const fresh = await detail(id, admin);
    // The first answer is due within the configured working hours of its arrival.
    expect(fresh.dueAt).toBe(respondBy(t.config, Date.parse(fresh.createdAt)));
    await send("POST", `/api/enquiries/${id}/activities`, admin, { kind: "note", text: "Called back at once" });

    const past = new Date(Date.now() - 3600_000).toISOString();
    const set = await send("PATCH", `/api/enquiries/${id}`, admin, { followUpAt: past });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ followUpAt: past, dueAt: past, overdue: true });
    const due = (await send("GET", "/api/enquiries?view=due&limit=100", admin)).json();
    expect(due.data.map((r: EnquirySummary) => r.id)).toContain(id);
    expect(due.dueCount).toBeGreaterThanOrEqual(1);
    const dueTimes = due.data.map((r: EnquirySummary) => r.dueAt);
    expect(dueTimes).toEqual([...dueTimes].sort());
    // A follow-up next week is not due today.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await send("PATCH", `/api/enquiries/${id}`, admin, { followUpAt: nextWeek });
    expect(((await send("GET", "/api/enquiries?view=due&limit=100", admin)).json().data as EnquirySummary[]).map((r) => r.id)).not.toContain(id);
    // Enrolled: a follow-up already past was the sale's and is cleared; nothing is due (docs/decisions/072).
    await send("PATCH", `/api/enquiries/${id}`, admin, { followUpAt: past });
    const enrolled = await send("PATCH", `/api/enquiries/${id}`, admin, { status: "enrolled" });
    expect(enrolled.json().data).toMatchObject({ status: "enrolled", dueAt: null, overdue: false });
    expect((await send("PATCH", `/api/enquiries/${id}`, admin, { followUpAt: "tomorrow" })).json().message).toBe("Follow-up must be a date and time");
  });

  it("a counsellor works their own and unassigned leads only; reassigning, merging and deleting are an admin's", async () => {
    const admin = await signIn(t.app);
    const [mine, theirs] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    const editor = await newStaff(t.app, admin, "editor");
    const id = (await post(contact("Owned Lead"))).json().id as string;
    expect((await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId: theirs.id })).json().data.owner.username).toBe(theirs.username);

    const refused = await send("PATCH", `/api/enquiries/${id}`, mine.token, { status: "contacted" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`This lead belongs to ${theirs.username}. Ask an admin to reassign it.`);
    expect((await send("POST", `/api/enquiries/${id}/activities`, mine.token, { kind: "note", text: "x" })).statusCode).toBe(403);
    expect((await send("PATCH", `/api/enquiries/${id}`, mine.token, { ownerId: mine.id })).json().message).toBe("Only an admin can reassign a lead.");
    expect((await send("DELETE", `/api/enquiries/${id}`, theirs.token)).statusCode).toBe(403);
    expect((await send("POST", `/api/enquiries/${id}/merge`, theirs.token, { otherId: id })).statusCode).toBe(403);
    expect((await send("POST", `/api/enquiries/${id}/retry`, theirs.token)).statusCode).toBe(403);
    // Editors have no business with visitors' details.
    expect((await send("GET", `/api/enquiries/${id}`, editor.token)).statusCode).toBe(403);
    expect((await send("GET", "/api/counsellors", editor.token)).statusCode).toBe(403);
    // The owner can; admins see deliveries, counsellors do not.
    expect((await send("PATCH", `/api/enquiries/${id}`, theirs.token, { status: "contacted" })).statusCode).toBe(200);
    expect((await detail(id, theirs.token)).outbox).toBeNull();
    expect((await detail(id, admin)).outbox).toEqual([]);
    // Admins assign only to counsellors.
    const adminId = (await send("GET", "/api/auth/users", admin)).json().data.find((u: { role: string }) => u.role === "admin")._id;
    const notCounsellor = await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId: adminId });
    expect(notCounsellor.statusCode).toBe(400);

    // An unassigned lead: the first counsellor to work it takes it.
    const open = (await post(contact("Open Lead"))).json().id as string;
    await send("PATCH", `/api/enquiries/${open}`, admin, { ownerId: null });
    const taken = await send("POST", `/api/enquiries/${open}/activities`, mine.token, { kind: "call", outcome: "connected" });
    expect(taken.json().data.owner.username).toBe(mine.username);
    expect(taken.json().data.timeline.map((e: { text: string }) => e.text)).toContain(`${mine.username} took the lead`);
    // "Mine" lists it for them.
    const myList = (await send("GET", "/api/enquiries?view=mine&limit=100", mine.token)).json().data as EnquirySummary[];
    expect(myList.map((r) => r.id)).toContain(open);
    expect(myList.every((r) => r.owner?.id === mine.id)).toBe(true);
  });

  it("merges two leads of one person by hand: timelines join, the other is gone", async () => {
    const admin = await signIn(t.app);
    const keep = (await post(contact("Merge Keep"))).json().id as string;
    const gone = (await post({ ...contact("Merge Gone"), utmSource: "instagram" })).json().id as string;
    await send("POST", `/api/enquiries/${gone}/activities`, admin, { kind: "note", text: "Note on the second lead" });
    const merged = await send("POST", `/api/enquiries/${keep}/merge`, admin, { otherId: gone });
    expect(merged.statusCode, merged.body).toBe(200);
    const lead = merged.json().data as EnquiryDetail;
    expect(lead.timeline.map((e) => e.text)).toContain("Note on the second lead");
    expect(lead.timeline.at(-1)!.text).toMatch(/^Merged with the lead of Merge Gone \(/);
    expect(lead.origin.utmSource).toBe("instagram");
    expect((await send("GET", `/api/enquiries/${gone}`, admin)).statusCode).toBe(404);
    expect((await send("POST", `/api/enquiries/${keep}/merge`, admin, { otherId: keep })).statusCode).toBe(400);
    expect((await send("POST", `/api/enquiries/${keep}/merge`, admin, { otherId: gone })).statusCode).toBe(404);
  });

  it("records where the visit came from, drops malformed values, and counts conversions per source and course", async () => {
    const admin = await signIn(t.app);
    const res = await post({
      ...contact("Source Person"),
      page: "/courses/java",
      referrerHost: "WWW.Google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali",
    });
    const lead = await detail(res.json().id, admin);
    expect(lead.origin).toEqual({ page: "/courses/java", referrerHost: "www.google.com", utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali" });
    expect(lead.source).toBe("newsletter");
    const odd = await post({ ...contact("Odd Source"), page: "javascript:alert(1)", referrerHost: "not a host!", utmSource: { x: 1 } });
    expect(odd.statusCode).toBe(201);
    expect((await detail(odd.json().id, admin)).origin).toEqual({ page: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null });

    await send("PATCH", `/api/enquiries/${res.json().id}`, admin, { status: "enrolled" });
    const stats = (await send("GET", "/api/enquiries/stats", admin)).json().data as InboxStats;
    expect(stats.conversionBySource.find((c) => c.label === "newsletter")).toEqual({ label: "newsletter", leads: 1, enrolled: 1 });
    expect(stats.conversionBySource.find((c) => c.label === "Direct")!.leads).toBeGreaterThan(0);
    const steps = Object.fromEntries(stats.funnel.map((s) => [s.status, s.count]));
    expect(steps.new).toBe(stats.total);
    expect(steps.contacted).toBeGreaterThanOrEqual(steps.demo_scheduled!);
    expect(steps.demo_scheduled).toBeGreaterThanOrEqual(steps.enrolled!);
    expect(steps.enrolled).toBeGreaterThanOrEqual(1);

    const csv = (await send("GET", `/api/enquiries/export.csv?q=Source%20Person`, admin)).rawPayload.toString("utf8");
    // Status, owner, next follow-up (none) and source columns.
    expect(csv).toMatch(/"Enrolled","[^"]+","","newsletter"/);
  });

  it("stores an enquiry whose campaign data holds NUL, control characters or over-long values, dropping or shortening only those", async () => {
    const admin = await signIn(t.app);
    // What a landing link like `/?utm_source=%00` used to send: the whole enquiry was refused.
    const nul = await post({ ...contact("Nul Campaign"), page: "/contact", utmSource: "\u0000", utmMedium: "e\u0000mail", utmCampaign: "diwali\u0000" });
    expect(nul.statusCode, nul.body).toBe(201);
    const nulLead = await detail(nul.json().id, admin);
    expect(nulLead.origin).toEqual({ page: "/contact", referrerHost: null, utmSource: null, utmMedium: "email", utmCampaign: "diwali" });
    expect(nulLead.source).toBe("Direct");
    expect(nulLead.name).toBe("Nul Campaign");

    const long = await post({
      ...contact("Long Campaign"),
      page: `/courses/${"p".repeat(5000)}`,
      referrerHost: `${"a".repeat(5000)}.example.com`,
      utmSource: `\u202Enews\tletter\r\n${"x".repeat(5000)}`,
      utmMedium: "\u0007\u001B",
      utmCampaign: `a${"🎉".repeat(60)}`,
    });
    expect(long.statusCode, long.body).toBe(201);
    const longLead = await detail(long.json().id, admin);
    expect(longLead.origin).toEqual({
      page: `/courses/${"p".repeat(200 - "/courses/".length)}`,
      // A shortened host would name another site: dropped instead.
      referrerHost: null,
      utmSource: `news letter ${"x".repeat(100 - "news letter ".length)}`,
      utmMedium: null,
      // Cut at 100 UTF-16 units, which falls inside an emoji: its half is dropped.
      utmCampaign: `a${"🎉".repeat(49)}`,
    });
    const summaries = (await send("GET", "/api/enquiries?q=Long%20Campaign", admin)).json().data as EnquirySummary[];
    expect(summaries.map((s) => [s.id, s.source])).toEqual([[long.json().id, longLead.origin.utmSource]]);

    // The form's own fields keep their rules: a NUL in the name is still refused.
    const badName = await post({ ...contact("Ravi\u0000Kumar"), utmSource: "\u0000" });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors).toHaveProperty("name");
  });

  it("books a free demo for an offered slot: demo scheduled, follow-up at the demo; a time not offered is refused", async () => {
    const admin = await signIn(t.app);
    const start = new Date(Date.now() + 10 * 86_400_000);
    const batch = { courseId: "python", startDate: instituteDay(start), schedule: "weekday", timing: "7:00 am – 9:00 am", mode: "both", duration: "3 months" };
    const created = await send("POST", "/api/content/batches", admin, batch);
    expect(created.statusCode, created.body).toBe(201);
    const slots = demoSlots([{ ...batch, id: created.json().data.id }]);
    const firstClass = slots.find((s) => s.batchId !== null)!;
    expect(firstClass.label).toMatch(/first class of the weekday batch/);

    const booked = await post({ ...newVisitor({ form: "course", name: "Demo Student", email: "", phone: "", course: "Python" }), demoAt: firstClass.at });
    expect(booked.statusCode, booked.body).toBe(201);
    const lead = await detail(booked.json().id, admin);
    expect(lead).toMatchObject({ status: "demo_scheduled", followUpAt: firstClass.at });
    expect(lead.timeline[0]!.text).toMatch(/^Sent through the Course enquiry form · demo class booked for /);

    for (const demoAt of ["2020-01-01T05:30:00.000Z", "not a time", new Date(Date.parse(firstClass.at) + 60_000).toISOString()]) {
      const res = await post({ ...newVisitor({ form: "course", name: "Demo Student", email: "", phone: "", course: "Python" }), demoAt });
      expect(res.statusCode, demoAt).toBe(400);
      expect(res.json().message).toBe("Please choose one of the demo times offered");
    }
  });

  it("staff edit WhatsApp templates with clear messages", async () => {
    const admin = await signIn(t.app);
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const list = async () => (await send("GET", "/api/message-templates", counsellor.token)).json().data as { id: string; name: string; body: string }[];
    expect((await list()).map((x) => x.name)).toEqual(["First reply", "Demo reminder", "Batch details"]);
    const added = await send("POST", "/api/message-templates", counsellor.token, { name: "Fees", body: "Hello {name}, the fee for {course} is …" });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as string;
    expect((await send("PUT", `/api/message-templates/${id}`, counsellor.token, { name: "Fees", body: "Updated {name}" })).json().data.body).toBe(
      "Updated {name}",
    );
    expect((await send("POST", "/api/message-templates", counsellor.token, { name: "", body: "x" })).json()).toMatchObject({ message: "Name the template" });
    expect((await send("POST", "/api/message-templates", counsellor.token, { name: "x", body: "" })).json()).toMatchObject({ message: "Write the message" });
    expect((await send("DELETE", `/api/message-templates/${id}`, counsellor.token)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/message-templates/${id}`, counsellor.token)).statusCode).toBe(404);
    expect((await list()).map((x) => x.id)).not.toContain(id);
  });
});
