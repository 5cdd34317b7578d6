import { describe, expect, it } from "vitest";
import { demoSlots } from "#contracts/demo-slots";
import type { EnquiryDetail, InboxStats } from "#contracts/enquiry-inbox";
import { instituteDay } from "#contracts/institute-time";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";

// The public can add, never change (docs/decisions/035). Anyone who knows a
// student's phone number or email can send a form in their name: it joins the
// known lead only as a new attempt on its timeline, with what was sent. The
// lead's status, follow-up and owner stay as staff left them, and the answer is
// the same as for a stranger, so it tells nothing about existing leads.

const ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };

describe.each(testDatabases)("anonymous submissions for a known visitor on $name", (database) => {
  const t = useTestApp(database, ENV);
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
  const send = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const detail = async (id: string, token: string) => (await send("GET", `/api/enquiries/${id}`, token)).json().data as EnquiryDetail;
  const enrolledCount = async (token: string) =>
    ((await send("GET", "/api/enquiries/stats", token)).json().data as InboxStats).funnel.find((s) => s.status === "enrolled")!.count;

  /** A demo slot the course page offers now, so the booking itself is valid. */
  async function demoSlot(admin: string) {
    const batch = {
      courseId: "python",
      startDate: instituteDay(Date.now() + 12 * 86_400_000),
      schedule: "weekend",
      timing: "9:00 am – 12:00 pm",
      mode: "classroom",
      duration: "3 months",
    };
    const created = await send("POST", "/api/content/batches", admin, batch);
    expect(created.statusCode, created.body).toBe(201);
    return demoSlots([created.json().data]).find((s) => s.batchId !== null)!.at;
  }

  it("an enrolled lead stays enrolled with its owner and follow-up; the attempt and its fields are on the timeline", async () => {
    const admin = await signIn(t.app);
    const owner = await newStaff(t.app, admin, "counsellor");
    const phone = uniquePhone();
    const email = uniqueEmail("enrolled");
    const id = (await post({ form: "contact", name: "Kavya Student", phone, email, message: "Fees?" })).json().id as string;
    const followUp = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId: owner.id, followUpAt: followUp, status: "enrolled" })).statusCode).toBe(200);
    const before = await detail(id, admin);
    const enrolled = await enrolledCount(admin);

    // Someone who knows only the phone number books a demo class and writes a message.
    const demoAt = await demoSlot(admin);
    const tampering = { form: "course", name: "Not Kavya", phone, email: uniqueEmail("stranger"), course: "Python", demoAt };
    expect((await post(tampering)).statusCode).toBe(201);
    expect(
      (await post({ form: "contact", name: "Not Kavya", phone: uniquePhone(), email: email.toUpperCase(), message: "Cancel my admission" })).statusCode,
    ).toBe(201);

    const after = await detail(id, admin);
    // Due at its follow-up only: a student owes no first answer, however often someone writes (docs/decisions/072).
    expect(after).toMatchObject({ status: "enrolled", followUpAt: followUp, owner: { id: owner.id }, name: "Kavya Student", dueAt: followUp });
    expect(await enrolledCount(admin)).toBe(enrolled);
    const attempts = after.timeline.slice(before.timeline.length);
    expect(attempts.map((e) => e.kind)).toEqual(["submission", "submission"]);
    expect(attempts[0]!.text).toMatch(/^Sent again through the Course enquiry form · asked for a demo class on .+ \(not booked: staff to confirm\)$/);
    expect(attempts[0]!.detail).toMatchObject({ form: "course", fields: { name: "Not Kavya", phone, course: "Python", demoAt } });
    expect(attempts[1]!.detail).toMatchObject({ form: "contact", fields: { name: "Not Kavya", message: "Cancel my admission" } });
    expect(attempts.every((e) => e.by === null)).toBe(true);
  });

  it("a lost lead stays lost with its reason; an open lead keeps its status, follow-up and owner but waits for an answer again", async () => {
    const admin = await signIn(t.app);
    const phone = uniquePhone();
    const lost = (await post({ form: "contact", name: "Lost Lead", phone, email: uniqueEmail(), message: "x" })).json().id as string;
    await send("PATCH", `/api/enquiries/${lost}`, admin, { status: "lost", lostReason: "Joined another institute" });
    await post({ form: "contact", name: "Lost Lead", phone, email: uniqueEmail(), message: "Again" });
    expect(await detail(lost, admin)).toMatchObject({ status: "lost", lostReason: "Joined another institute", dueAt: null });

    const openPhone = uniquePhone();
    const open = (await post({ form: "contact", name: "Open Lead", phone: openPhone, email: uniqueEmail(), message: "x" })).json().id as string;
    const followUp = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await send("PATCH", `/api/enquiries/${open}`, admin, { status: "contacted", followUpAt: followUp });
    const before = await detail(open, admin);
    await post({ form: "course", name: "Open Lead", phone: openPhone, email: uniqueEmail(), course: "Python", demoAt: await demoSlot(admin) });
    const after = await detail(open, admin);
    expect(after).toMatchObject({ status: "contacted", followUpAt: followUp, owner: before.owner });
    // Due again within the first-answer time, before the follow-up.
    expect(after.dueAt! < followUp).toBe(true);
    expect(after.lastSubmittedAt > before.lastSubmittedAt).toBe(true);
  });

  it("a repeat enquiry does not bump the lead's revision: a counsellor's save on the revision they read still goes through", async () => {
    const admin = await signIn(t.app);
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const phone = uniquePhone();
    const id = (await post({ form: "contact", name: "Meena Raj", phone, email: uniqueEmail(), message: "Weekend batch?" })).json().id as string;
    expect((await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId: counsellor.id })).statusCode).toBe(200);
    // The counsellor opens the lead, and starts writing a follow-up…
    const read = await detail(id, counsellor.token);
    // …while the same visitor enquires again through a public form.
    expect((await post({ form: "contact", name: "Meena Raj", phone, email: uniqueEmail(), message: "Any update?" })).statusCode).toBe(201);
    expect((await detail(id, counsellor.token)).revision).toBe(read.revision);

    const followUp = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const saved = await send("PATCH", `/api/enquiries/${id}`, counsellor.token, { status: "contacted", followUpAt: followUp, revision: read.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await detail(id, counsellor.token);
    expect(after).toMatchObject({ status: "contacted", followUpAt: followUp, revision: read.revision + 1 });
    const repeat = after.timeline.filter((e) => e.kind === "submission");
    expect(repeat).toHaveLength(2);
    expect(repeat.find((e) => e.text.startsWith("Sent again"))!.detail).toMatchObject({ fields: { message: "Any update?" } });
  });

  it("answers a known visitor exactly like a stranger: no lead id, nothing that links a phone to an email", async () => {
    const phone = uniquePhone();
    const email = uniqueEmail("known");
    const first = await post({ form: "contact", name: "Known Person", phone, email, message: "Hello" });
    const stranger = await post({ form: "contact", name: "New Person", phone: uniquePhone(), email: uniqueEmail(), message: "Hello" });
    const byPhone = await post({ form: "contact", name: "Probe", phone, email: uniqueEmail("probe"), message: "Hello" });
    const byEmail = await post({ form: "contact", name: "Probe", phone: uniquePhone(), email, message: "Hello" });

    const shape = (r: typeof first) => ({ status: r.statusCode, keys: Object.keys(r.json()).sort(), message: r.json().message, id: typeof r.json().id });
    for (const known of [byPhone, byEmail]) expect(shape(known)).toEqual(shape(stranger));
    const ids = [first, stranger, byPhone, byEmail].map((r) => r.json().id as string);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Both probes joined the first lead, which the answers never named.
    const admin = await signIn(t.app);
    const lead = await detail(first.json().id, admin);
    expect(lead.timeline.filter((e) => e.kind === "submission")).toHaveLength(3);
  });
});
