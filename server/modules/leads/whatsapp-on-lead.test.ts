import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTable } from "#contracts/api-table";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { newVisitor, uniquePhone } from "#server/test/visitors";

// The lead's own read carries its WhatsApp conversation (docs/decisions/065), and
// the inbox counts and lists the students' messages still waiting for a person's
// answer. Through the real API on both databases, against the local stand-in for
// Meta's Cloud API (server/test/fake-whatsapp.ts).

const META = { token: "EAAG-lead-view-token", appSecret: "lead-view-app-secret", phoneNumberId: "109876500001", verifyToken: "lead-view-handshake" };
const FAST_OUTBOX = { OUTBOX_POLL_MS: "25", OUTBOX_RETRY_BASE_MS: "15", OUTBOX_RETRY_MAX_MS: "60", OUTBOX_TIMEOUT_MS: "2000" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("WhatsApp on the lead's read on $name", (database) => {
  const env = withWhatsApp({ ...ADMIN_ENV, ...FAST_OUTBOX, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, META, () => meta);
  // Meta's times are whole seconds: each test puts the student's messages and our answers seconds apart on this clock.
  const clock = { now: Date.now() };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const deliver = async (d: { body: string; headers: Record<string, string> }) => {
    const res = await deliverTo(t.app, d);
    expect(res.statusCode, res.body).toBe(200);
  };
  const detail = async (id: string, token = admin) => {
    const res = await t.app.inject({ method: "GET", url: `/api/enquiries/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as EnquiryDetail;
  };
  const inbox = async (token: string, query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/enquiries?limit=100${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return apiTable["GET /api/enquiries"].response.parse(res.json());
  };
  const reply = async (id: string, payload: object, token = admin) => {
    const res = await t.app.inject({ method: "POST", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(token), payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  const leadByPhone = (phone: string) =>
    t.app.db.selectFrom("enquiries").selectAll().where("phone", "=", phone).orderBy("created_at", "desc").executeTakeFirstOrThrow();
  const sentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`);
  const assign = async (id: string, ownerId: string) => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/enquiries/${id}`,
      headers: bearer(admin),
      payload: { ownerId, revision: (await detail(id)).revision },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("carries the messages with their delivery states, Meta's reason for a failure and the opt-out, for admins and counsellors", async () => {
    const visitor = newVisitor({ form: "contact", name: "Lakshmi Narayanan", phone: "", email: "", message: "Is there a Tally batch in the evening?" });
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    const lead = await leadByPhone(visitor.phone);
    await expect.poll(async () => (await detail(lead.id)).whatsapp.messages.map((m) => [m.direction, m.status, m.automatic])).toEqual([["out", "sent", true]]);
    const before = await detail(lead.id);
    expect(before.whatsapp).toMatchObject({ configured: true, optedOutAt: null, freeTextUntil: null });
    expect(before.whatsapp.messages[0]!.text).toBe("Template enquiry_received: Lakshmi · our courses");

    // Meta's reports move the acknowledgement to "read" on the lead's own read.
    await deliver(meta.status(sentTo(visitor.phone)[0]!.id, "read"));
    expect((await detail(lead.id)).whatsapp.messages[0]!.status).toBe("read");

    // The student writes: the window opens; a counsellor's answer that WhatsApp could not deliver shows why.
    const wroteAt = Date.now() + 2000;
    await deliver(meta.incoming(`91${visitor.phone}`, "Yes, after 6 pm please", { at: wroteAt }));
    clock.now = wroteAt + 5000;
    const counsellor = await newStaff(t.app, admin, "counsellor");
    await reply(lead.id, { text: "We have a 6:30 pm batch on weekdays." }, counsellor.token);
    await expect.poll(() => sentTo(visitor.phone).length).toBe(2);
    // Meta's report names the id our outbox writes once Meta has answered the send: wait for it.
    await expect.poll(async () => (await detail(lead.id)).whatsapp.messages.at(-1)?.status).toBe("sent");
    await deliver(meta.status(sentTo(visitor.phone)[1]!.id, "failed", { error: { code: 131026, title: "Message undeliverable" } }));
    const seen = await detail(lead.id, counsellor.token);
    expect(seen.outbox).toBeNull();
    expect(seen.whatsapp.freeTextUntil).not.toBeNull();
    expect(seen.whatsapp.messages.map((m) => [m.direction, m.status, m.by, m.error])).toEqual([
      ["out", "read", null, null],
      ["in", "received", null, null],
      ["out", "failed", counsellor.username, "(131026) Message undeliverable"],
    ]);

    // STOP is on the lead's read, and START takes it away.
    await deliver(meta.incoming(`91${visitor.phone}`, "Stop"));
    expect((await detail(lead.id)).whatsapp.optedOutAt).not.toBeNull();
    await deliver(meta.incoming(`91${visitor.phone}`, "START"));
    expect((await detail(lead.id)).whatsapp.optedOutAt).toBeNull();
  });

  it("counts the students' messages waiting for a person's answer and lists their leads under \"awaiting our reply\"", async () => {
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const other = await newStaff(t.app, admin, "counsellor");
    const phone = uniquePhone();
    const start = Date.now();
    clock.now = start;
    await deliver(meta.incoming(`91${phone}`, "Hello, do you teach AutoCAD?", { name: "Suresh Babu", at: start }));
    await deliver(meta.incoming(`91${phone}`, "And what is the fee?", { at: start }));
    const lead = await leadByPhone(phone);
    await assign(lead.id, counsellor.id);
    const adminBefore = (await inbox(admin)).awaitingCount;

    const mine = await inbox(counsellor.token);
    expect(mine.awaitingCount).toBe(2);
    expect((await inbox(other.token)).awaitingCount).toBe(0);
    expect((await inbox(counsellor.token, "&view=awaiting")).data.map((r) => r.id)).toContain(lead.id);

    // A person's answer answers both.
    clock.now = start + 5000;
    await reply(lead.id, { text: "Yes! AutoCAD is ₹12,000, weekday or weekend batches." }, counsellor.token);
    expect((await inbox(counsellor.token)).awaitingCount).toBe(0);
    expect((await inbox(admin)).awaitingCount).toBe(adminBefore - 2);
    expect((await inbox(counsellor.token, "&view=awaiting")).data.map((r) => r.id)).not.toContain(lead.id);

    // The student writes again; an automatic message (the acknowledgement of a new enquiry) answers nothing.
    await deliver(meta.incoming(`91${phone}`, "Can I come tomorrow?", { at: start + 10_000 }));
    clock.now = start + 15_000;
    const again = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { ...newVisitor({ form: "contact", name: "Suresh Babu", phone: "", email: "", message: "Tomorrow at 11?" }), phone },
      remoteAddress: randomAddress(),
    });
    expect(again.statusCode, again.body).toBe(201);
    await expect.poll(async () => (await detail(lead.id)).whatsapp.messages.filter((m) => m.automatic && m.status === "sent").length).toBe(1);
    expect((await inbox(counsellor.token)).awaitingCount).toBe(1);
    expect((await inbox(admin, "&view=awaiting")).data.map((r) => r.id)).toContain(lead.id);
  });
});

describe.each(testDatabases)("WhatsApp not set up, on the lead's read on $name", (database) => {
  const off = useTestApp(database, ADMIN_ENV);

  it("says it is not configured, with no messages", async () => {
    const admin = await signIn(off.app);
    const res = await off.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name: "Priya", phone: "", email: "", message: "Hi" }),
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const read = await off.app.inject({ method: "GET", url: `/api/enquiries/${res.json().id}`, headers: bearer(admin) });
    expect(read.json().data.whatsapp).toEqual({ configured: false, optedOutAt: null, freeTextUntil: null, messages: [] });
    expect((await off.app.inject({ method: "GET", url: "/api/enquiries?limit=1", headers: bearer(admin) })).json().awaitingCount).toBe(0);
  });
});
