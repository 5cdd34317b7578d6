import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HeldMessages } from "#contracts/auto-messages";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import type { WhatsAppHealth } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { newVisitor, uniqueEmail, uniquePhone } from "#server/test/visitors";
import { readMail } from "../mail";

// Automatic messages only where they help (docs/decisions/082), through the real
// API against local stand-ins for Meta's Cloud API and the mail server: one
// acknowledgement a day per student however often the form is sent, a day's cap
// on messages to numbers that never wrote to us (held for an admin past it, on
// two servers sharing one database), and no link or line of a visitor's name in
// what goes out.

const META = { token: "EAAG-limits", appSecret: "limits-app-secret", phoneNumberId: "109800000082", verifyToken: "limits" };
const NOT_ON_WHATSAPP = { message: "(#131026) Message undeliverable", code: 131026, details: "Message Undeliverable." };
const FAST_OUTBOX = { OUTBOX_POLL_MS: "25", OUTBOX_RETRY_BASE_MS: "15", OUTBOX_RETRY_MAX_MS: "60", OUTBOX_TIMEOUT_MS: "2000" };
const DAY = 24 * 3_600_000;

const { received, port: smtpPort } = await startMailbox();
const mailsTo = (address: string) => received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address));

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

const sentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`);
const paramsOf = (phone: string) => sentTo(phone).map((m) => m.body.template?.components?.[0]?.parameters.map((p) => p.text));
const env = (extra: Record<string, string> = {}) =>
  withWhatsApp(
    {
      ...ADMIN_ENV,
      ...FAST_OUTBOX,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Chennai Tech Academy <hello@chennaitech.example>",
      ...extra,
    },
    META,
    () => meta,
  );

describe.each(testDatabases)("one acknowledgement a day per student on $name", (database) => {
  const clock = { now: Date.now() };
  const t = useTestApp(database, env(), false, { now: () => clock.now });
  const enquire = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
  };
  const leadOf = (phone: string) => t.app.db.selectFrom("enquiries").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
  const queued = async (leadId: string, kind: "whatsapp" | "student_mail") =>
    (await t.app.db.selectFrom("outbox").select("id").where("enquiry_id", "=", leadId).where("kind", "=", kind).execute()).length;

  it("sends one template for three enquiries from one visitor, and another a day later", async () => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "contact", name: "Lakshmi Narayanan", phone: "", email: "", message: "Fees?" });
    await enquire(visitor);
    await enquire({ ...visitor, message: "Weekend batches?" });
    await enquire({ form: "registration", name: "Lakshmi N", mobile: visitor.phone, email: uniqueEmail(), course: "Python" });
    await expect.poll(() => sentTo(visitor.phone).length).toBe(1);
    const lead = await leadOf(visitor.phone);
    // Only one was ever queued: no second one can still be on its way.
    expect(await queued(lead.id, "whatsapp")).toBe(1);
    expect(paramsOf(visitor.phone)).toEqual([["Lakshmi", "our courses"]]);

    // A rolling day later by the server's clock, the next enquiry is acknowledged again.
    clock.now = Date.now() + DAY + 60_000;
    await enquire({ ...visitor, message: "Still interested" });
    await expect.poll(() => sentTo(visitor.phone).length).toBe(2);
    clock.now = Date.now();
  });

  it("emails one acknowledgement for three enquiries from a visitor WhatsApp cannot reach", async () => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "contact", name: "Senthil Kumar", phone: "", email: "", message: "Timings?" });
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    await enquire(visitor);
    await expect.poll(() => mailsTo(visitor.email).length, { timeout: 10_000 }).toBe(1);
    const lead = await leadOf(visitor.phone);
    expect(lead.whatsapp_unreachable_at).not.toBeNull();
    // The repeats would go by email at once (the number is known not to be on WhatsApp): none is queued.
    await enquire({ ...visitor, message: "Timings please?" });
    await enquire({ ...visitor, message: "Hello?" });
    expect(await queued(lead.id, "student_mail")).toBe(1);
    expect(await queued(lead.id, "whatsapp")).toBe(1);
    expect(mailsTo(visitor.email)).toHaveLength(1);
    expect(sentTo(visitor.phone)).toHaveLength(0);
  });

  it("greets a visitor whose name is a link as 'there': the link reaches neither WhatsApp nor the email", async () => {
    clock.now = Date.now();
    const phone = uniquePhone();
    await enquire({ form: "contact", name: "https://evil.example/pay-now", phone, email: uniqueEmail(), message: "Hi" });
    await expect.poll(() => sentTo(phone).length).toBe(1);
    expect(paramsOf(phone)).toEqual([["there", "our courses"]]);
    expect(JSON.stringify(sentTo(phone))).not.toContain("evil.example");

    // Corporate form, a number not on WhatsApp: the email copy greets "Hello," and carries no link either.
    const other = newVisitor({
      form: "corporate",
      firstName: "www.evil.example\r\nPay",
      lastName: "Now",
      email: "",
      phone: "",
      company: "Acme",
      peopleCount: "5",
    });
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    await enquire(other);
    await expect.poll(() => mailsTo(other.email).length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo(other.email)[0]!;
    expect(mail.text.split("\n")[0]).toBe("Dear Pay,");
    expect(mail.text).not.toContain("evil.example");
  });
});

const CAPPED = env({ AUTO_MESSAGES_PER_DAY: "3" });

// Two servers share one database on PostgreSQL only (docs/deploy.md, "Several
// instances on PostgreSQL"); on SQLite the one server takes every request.
describe.each(testDatabases.filter((d) => d.name === "postgres"))("a day's cap on automatic messages to new numbers, two servers on $name", (database) => {
  const clock = { now: Date.now() };
  const t = useTwoApps(database, CAPPED, { now: () => clock.now });
  capTests(() => t.apps, clock);
});
describe.each(testDatabases.filter((d) => d.name === "sqlite"))("a day's cap on automatic messages to new numbers, one server on $name", (database) => {
  const clock = { now: Date.now() };
  const t = useTestApp(database, CAPPED, false, { now: () => clock.now });
  capTests(() => [t.app, t.app], clock);
});

/** The cap's tests, spreading requests over `servers()` (`i % 2`), on the servers' `clock`. */
function capTests(servers: () => FastifyInstance[], clock: { now: number }) {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(servers()[0]!);
  });
  const api = (i: number) => servers()[i % 2]!;
  const held = async (i = 0) => {
    const res = await api(i).inject({ method: "GET", url: "/api/whatsapp/held", headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as HeldMessages;
  };
  const health = async (i = 0) => {
    const res = await api(i).inject({ method: "GET", url: "/api/whatsapp/health", headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WhatsAppHealth;
  };
  const sendNow = (i: number, id: string) => api(i).inject({ method: "POST", url: `/api/whatsapp/held/${id}/send`, headers: bearer(admin) });
  const outgoing = async () =>
    (await servers()[0]!.db.selectFrom("whatsapp_messages").select("enquiry_id").where("direction", "=", "out").execute()).map((r) => r.enquiry_id);

  it("sends 3 of 8 enquiries at once from new numbers, holds 5 for admins, and Send now sends one once", async () => {
    const phones = Array.from({ length: 8 }, () => uniquePhone());
    const answers = await Promise.all(
      phones.map((phone, i) =>
        api(i).inject({
          method: "POST",
          url: "/api/enquiries",
          payload: { form: "contact", name: `Visitor ${i}`, phone, email: uniqueEmail(), message: "Course list?" },
          remoteAddress: randomAddress(),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    await expect.poll(() => phones.filter((p) => sentTo(p).length > 0).length, { timeout: 20_000 }).toBe(3);
    // Only three were queued, so no other can still arrive.
    expect(await outgoing()).toHaveLength(3);
    expect(phones.reduce((n, p) => n + sentTo(p).length, 0)).toBe(3);

    const list = await held(1);
    expect(list.total).toBe(5);
    const heldPhones = phones.filter((p) => sentTo(p).length === 0);
    expect(list.messages.map((m) => m.to).sort()).toEqual([...heldPhones].sort());
    expect(list.messages.every((m) => m.channel === "whatsapp" && m.kind === "acknowledgement" && m.text.startsWith("Template enquiry_received:"))).toBe(true);
    expect((await health(0)).automatic).toEqual({ sentLast24h: 3, perDay: 3, held: 5 });
    const first = list.messages[0]!;
    const detail = (await api(0).inject({ method: "GET", url: `/api/enquiries/${first.enquiryId}`, headers: bearer(admin) })).json().data as EnquiryDetail;
    expect(detail.timeline.map((e) => e.text)).toContainEqual(
      expect.stringMatching(/^Acknowledgement held: the limit of automatic messages to new numbers in 24 hours/),
    );

    // Pressed on both servers at the same moment: one sends it, the other is told it went.
    const presses = await Promise.all([sendNow(0, first.id), sendNow(1, first.id)]);
    expect(presses.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    expect(presses.find((p) => p.statusCode === 409)!.json().message).toBe("This message has already been sent.");
    expect(presses.find((p) => p.statusCode === 200)!.json()).toMatchObject({ message: "Sent", data: { enquiryId: first.enquiryId, held: 4 } });
    await expect.poll(() => sentTo(first.to).length, { timeout: 20_000 }).toBe(1);
    expect(paramsOf(first.to)).toEqual([[first.name.split(" ")[0], "our courses"]]);
    expect((await outgoing()).filter((id) => id === first.enquiryId)).toHaveLength(1);
    expect((await held(0)).messages.map((m) => m.id)).not.toContain(first.id);
    expect((await health(1)).automatic).toEqual({ sentLast24h: 4, perDay: 3, held: 4 });
    expect((await sendNow(0, "no-such-message")).statusCode).toBe(404);
  });

  it("does not count a number that has written to us: its acknowledgement goes though the cap is reached", async () => {
    const phone = uniquePhone();
    const delivery = meta.incoming(`91${phone}`, "Hi, do you teach Tally?");
    // Taken by the jobs runner before the enquiry arrives (docs/decisions/085).
    expect((await deliverTo(api(1), delivery)).statusCode).toBe(200);
    const before = await health(0);
    expect(before.automatic.sentLast24h).toBeGreaterThanOrEqual(3);
    const res = await api(0).inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "registration", name: "Ravi Shankar", mobile: phone, email: uniqueEmail(), course: "Java" },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(() => sentTo(phone).length, { timeout: 20_000 }).toBe(1);
    expect(await health(1)).toMatchObject({ automatic: { sentLast24h: before.automatic.sentLast24h, held: before.automatic.held } });

    // A new number now is still held.
    const stranger = uniquePhone();
    await api(1).inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: "Stranger", phone: stranger, email: uniqueEmail(), message: "Hi" },
      remoteAddress: randomAddress(),
    });
    expect((await held(1)).messages.map((m) => m.to)).toContain(stranger);
  });

  it("replaces a lead's held acknowledgement with the newer one when the student enquires again a day later", async () => {
    const old = (await held(0)).messages.find((m) => m.channel === "whatsapp")!;
    clock.now = Date.now() + DAY + 60_000;
    const res = await api(1).inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { form: "contact", name: old.name, phone: old.to, email: uniqueEmail(), message: "Still there?" },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // A new day: the cap has room again, so the newer one goes, and the old one is no longer listed or sendable.
    await expect.poll(() => sentTo(old.to).length, { timeout: 20_000 }).toBe(1);
    expect((await held(0)).messages.map((m) => m.id)).not.toContain(old.id);
    const press = await sendNow(1, old.id);
    expect(press.statusCode).toBe(409);
    expect(press.json().message).toBe("This message is no longer held: the student enquired again and a newer acknowledgement took its place.");
    expect((await outgoing()).filter((id) => id === old.enquiryId)).toHaveLength(1);
    clock.now = Date.now();
  });
}
