import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { addDays, instituteDay } from "#contracts/institute-time";
import { type AutomationSettings, type LeadWhatsApp, REFUSAL_WORDS } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, type SignedDelivery, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { type FakeRazorpay, startFakeRazorpay } from "#server/test/fake-razorpay";
import { startMailbox } from "#server/test/mailbox";
import { newVisitor, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { readMail } from "../mail";

// Email in place of WhatsApp (docs/decisions/066): an automatic message that
// cannot reach the student on WhatsApp goes by email, once, through the outbox,
// and the lead's timeline says why; through the real API on both databases,
// against local stand-ins for Meta's Cloud API and the mail server.

const META = { token: "EAAG-fallback", appSecret: "fallback-app-secret", phoneNumberId: "109800000066", verifyToken: "fallback" };
const RZP = { keyId: "rzp_test_fallback", keySecret: "rzp-fallback-secret", webhookSecret: "rzp-fallback-webhook" };
const NOT_ON_WHATSAPP = { message: "(#131026) Message undeliverable", code: 131026, details: "Message Undeliverable." };
const chennai = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);

const { received, port: smtpPort } = await startMailbox();
const mailsTo = (address: string) => received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address));

let meta: FakeWhatsApp;
let razorpay: FakeRazorpay;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
  razorpay = await startFakeRazorpay(RZP);
});
afterAll(async () => {
  await meta.stop();
  await razorpay.stop();
});

describe.each(testDatabases)("email in place of WhatsApp on $name", (database) => {
  const clock = { now: Date.now() };
  const env = withWhatsApp(
    {
      ...ADMIN_ENV,
      OUTBOX_POLL_MS: "25",
      OUTBOX_RETRY_BASE_MS: "15",
      OUTBOX_RETRY_MAX_MS: "60",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Chennai Tech Academy <hello@chennaitech.example>",
      RAZORPAY_KEY_ID: RZP.keyId,
      RAZORPAY_KEY_SECRET: RZP.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RZP.webhookSecret,
      get RAZORPAY_API_BASE() {
        return razorpay.url;
      },
    },
    META,
    () => meta,
  );
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const deliver = (d: SignedDelivery) => deliverTo(t.app, d);
  const sentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`);
  const detail = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/enquiries/${id}`, headers: bearer(admin) })).json().data as EnquiryDetail;
  const conversation = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(admin) })).json().data as LeadWhatsApp;
  const lines = async (id: string) => (await detail(id)).timeline.filter((e) => e.kind === "whatsapp").map((e) => e.text);
  const enquire = async (payload: Record<string, unknown>, at = Date.now()) => {
    clock.now = at;
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const lead = (id: string) => t.app.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("emails the acknowledgement once when Meta says the number is not on WhatsApp, and says so on the lead", async () => {
    const visitor = newVisitor({ form: "registration", name: "Vignesh Kumar", mobile: "", email: "", course: "Python" });
    const email = visitor.email;
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    const id = await enquire(visitor);
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe("We got your enquiry about Python");
    expect(mail!.text).toContain("Dear Vignesh,");
    // Refused for good at once: not tried again, and never sent on WhatsApp.
    expect(sentTo(visitor.mobile)).toHaveLength(0);
    const whatsappRow = await t.app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).where("kind", "=", "whatsapp").executeTakeFirstOrThrow();
    expect(whatsappRow).toMatchObject({ status: "failed", attempts: 1 });
    const [message] = (await conversation(id)).messages;
    expect(message).toMatchObject({ status: "failed", error: expect.stringContaining("131026") });
    await expect
      .poll(() => lines(id))
      .toEqual([
        expect.stringMatching(/^WhatsApp message not delivered: .*131026.*\. Emailing "Enquiry received" to .* instead\.$/),
        `Automatic email sent to ${email}: Enquiry received`,
      ]);
    expect((await detail(id)).outbox).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "student_mail", status: "sent" }),
        expect.objectContaining({ kind: "whatsapp", status: "failed" }),
      ]),
    );
    expect((await lead(id)).whatsapp_unreachable_at).not.toBeNull();

    // The student asks again a day later (one acknowledgement a day, docs/decisions/082): WhatsApp is not tried, the email goes at once.
    await enquire({ ...visitor, course: "Java" }, Date.now() + 25 * 3_600_000);
    await expect.poll(() => mailsTo(email).map((m) => m.subject)).toEqual(["We got your enquiry about Python", "We got your enquiry about Java"]);
    expect(sentTo(visitor.mobile)).toHaveLength(0);

    // Then they write to us on WhatsApp: plainly on it, so automatic messages go there again.
    expect((await deliver(meta.incoming(`91${visitor.mobile}`, "Hi, I have WhatsApp now"))).statusCode).toBe(200);
    expect((await lead(id)).whatsapp_unreachable_at).toBeNull();
  });

  it("emails an automatic message Meta reports failed, once however often the report comes; a counsellor's failed message is only shown", async () => {
    const visitor = newVisitor({ form: "contact", name: "Anitha Raman", phone: "", email: "", message: "Timings?" });
    const email = visitor.email;
    const id = await enquire(visitor);
    await expect.poll(() => sentTo(visitor.phone).length).toBe(1);
    await expect.poll(async () => (await conversation(id)).messages[0]?.status).toBe("sent");
    const report = meta.status(sentTo(visitor.phone)[0]!.id, "failed", { error: { code: 131026, title: "Message undeliverable" } });
    expect((await deliver(report)).statusCode).toBe(200);
    expect((await deliver(report)).statusCode).toBe(200);
    await expect.poll(() => mailsTo(email).map((m) => m.subject)).toEqual(["We got your enquiry about our courses"]);
    expect((await conversation(id)).messages[0]).toMatchObject({ status: "failed", error: "(131026) Message undeliverable" });

    // A counsellor's reply that fails: the reason is on the lead, nothing is emailed in its name.
    clock.now = Date.now();
    expect((await deliver(meta.incoming(`91${visitor.phone}`, "Hello?"))).statusCode).toBe(200);
    const reply = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${id}/whatsapp`,
      headers: bearer(admin),
      payload: { text: "Classes run 7 to 9 am." },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await expect.poll(() => sentTo(visitor.phone).length).toBe(2);
    const failedReply = meta.status(sentTo(visitor.phone)[1]!.id, "failed", { error: { code: 131047, title: "Re-engagement message" } });
    expect((await deliver(failedReply)).statusCode).toBe(200);
    await expect.poll(async () => (await lines(id)).filter((l) => l.startsWith("WhatsApp message not delivered"))).toHaveLength(2);
    // In plain words first (docs/decisions/086), then Meta's.
    expect(await lines(id)).toContain(`WhatsApp message not delivered: ${REFUSAL_WORDS.needs_template} Meta's words: (131047) Re-engagement message`);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("does not email a message that failed too long after it was queued, and says so", async () => {
    const visitor = newVisitor({ form: "contact", name: "Bala Murali", phone: "", email: "", message: "Fees?" });
    const id = await enquire(visitor);
    await expect.poll(async () => (await conversation(id)).messages[0]?.status).toBe("sent");
    clock.now = Date.now() + 13 * 3_600_000;
    const report = meta.status(sentTo(visitor.phone)[0]!.id, "failed", { error: { code: 131026, title: "Message undeliverable" } });
    expect((await deliver(report)).statusCode).toBe(200);
    expect(await lines(id)).toContain("WhatsApp message not delivered: (131026) Message undeliverable. Too late to email it instead: please call the student.");
    expect(await t.app.db.selectFrom("outbox").select("id").where("enquiry_id", "=", id).where("kind", "=", "student_mail").execute()).toEqual([]);
    expect(mailsTo(visitor.email)).toHaveLength(0);
  });

  it("sends nothing automatic by email to a student who wrote STOP", async () => {
    const visitor = newVisitor({ form: "contact", name: "Hari Prasad", phone: "", email: "", message: "Fees?" });
    const email = visitor.email;
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    const id = await enquire(visitor);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect((await deliver(meta.incoming(`91${visitor.phone}`, "STOP"))).statusCode).toBe(200);
    await enquire({ ...visitor, message: "One more question" });
    // The repeat is stored, with no acknowledgement by either channel.
    expect((await t.app.db.selectFrom("outbox").select("kind").where("enquiry_id", "=", id).execute()).map((r) => r.kind).sort()).toEqual([
      "student_mail",
      "whatsapp",
    ]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("reminds of a demo by email when WhatsApp cannot reach the student, and says so when there is no address either", async () => {
    // Reminders on: the day-before demo reminder with its template.
    const current = (await t.app.inject({ method: "GET", url: "/api/whatsapp/automations", headers: bearer(admin) })).json().data as AutomationSettings;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/automations",
      headers: bearer(admin),
      payload: {
        revision: current.revision,
        automations: current.automations.map((a) => (a.kind === "demo_day_before" ? { ...a, enabled: true, template: "demo_tomorrow" } : a)),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // A student whose number is not on WhatsApp, with an email address.
    const visitor = newVisitor({ form: "registration", name: "Kavya Srinivasan", mobile: "", email: "", course: "Data Science" });
    const email = visitor.email;
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    const withEmail = await enquire(visitor);
    await expect.poll(() => mailsTo(email).length).toBe(1);

    // A lead that wrote to us first on WhatsApp: no email address was ever asked for.
    const phone = uniquePhone();
    clock.now = Date.now();
    expect((await deliver(meta.incoming(`91${phone}`, "Demo class?", { name: "Senthil" }))).statusCode).toBe(200);
    const fromWhatsApp = (await t.app.db.selectFrom("enquiries").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;

    const day = addDays(instituteDay(Date.now()), 4);
    for (const id of [withEmail, fromWhatsApp]) {
      const booked = await t.app.inject({
        method: "PATCH",
        url: `/api/enquiries/${id}`,
        headers: bearer(admin),
        payload: { status: "demo_scheduled", followUpAt: new Date(chennai(day, "11:00")).toISOString() },
      });
      expect(booked.statusCode, booked.body).toBe(200);
    }
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    for (const time of ["10:00", "10:05"]) {
      clock.now = chennai(addDays(day, -1), time);
      await t.app.whatsappReminders.kick();
      await t.app.outbox.kick();
    }
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject))
      .toEqual(["We got your enquiry about Data Science", "Your Data Science demo class is tomorrow"]);
    expect(mailsTo(email)[1]!.text).toMatch(/11:00 am/);
    // Tried on WhatsApp (it was the student's first chance), refused, and nobody to email.
    await expect
      .poll(() => lines(fromWhatsApp))
      .toContain(
        'WhatsApp message not delivered: WhatsApp refused the message (400, code 131026): (#131026) Message undeliverable: Message Undeliverable. There is no email address on the lead to send "Demo class tomorrow" to instead: please call the student.',
      );
    expect(sentTo(visitor.mobile)).toHaveLength(0);
  });
  it("reminds of a fee by email, with what is left and the payment link, when WhatsApp cannot reach the student", async () => {
    const current = (await t.app.inject({ method: "GET", url: "/api/whatsapp/automations", headers: bearer(admin) })).json().data as AutomationSettings;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/automations",
      headers: bearer(admin),
      payload: {
        revision: current.revision,
        automations: current.automations.map((a) => (a.kind === "fee_three_days" ? { ...a, enabled: true, template: "fee_due_soon" } : a)),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const visitor = newVisitor({ form: "registration", name: "Deepa Venkat", mobile: "", email: "", course: "Python" });
    meta.refuseNext(1, 400, NOT_ON_WHATSAPP);
    const id = await enquire(visitor);
    await expect.poll(() => mailsTo(visitor.email).length).toBe(1);
    const due = addDays(instituteDay(Date.now()), 10);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${id}/payments`,
      headers: bearer(admin),
      payload: { description: "Tally course fee", instalments: [{ amountInr: 5000, dueDate: due }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = [...razorpay.links.values()].find((l) => (l.request.notes as Record<string, string>).enquiry_id === id)!;
    for (const at of [chennai(addDays(due, -3), "10:00"), chennai(addDays(due, -3), "10:05")]) {
      clock.now = at;
      await t.app.whatsappReminders.kick();
      await t.app.outbox.kick();
    }
    await expect.poll(() => mailsTo(visitor.email).map((m) => m.subject)).toContain("Fee reminder: Tally course fee");
    const reminder = mailsTo(visitor.email).find((m) => m.subject === "Fee reminder: Tally course fee")!;
    expect(reminder.text).toContain("₹5,000 for Tally course fee is due on");
    expect(reminder.text).toContain(`Pay online here: ${razorpay.url}/l/${link.id}`);
    expect(mailsTo(visitor.email).filter((m) => m.subject === "Fee reminder: Tally course fee")).toHaveLength(1);
    expect(sentTo(visitor.mobile)).toHaveLength(0);
  });
});
