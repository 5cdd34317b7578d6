import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { type LeadWhatsApp, REFUSAL_WORDS } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, type SignedDelivery, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { startMailbox } from "#server/test/mailbox";
import { newVisitor, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { readMail } from "../mail";

// STOP as phones write it, and Meta's answers handled as Meta means them
// (docs/decisions/086), through the real API and webhook on both databases,
// against the local stand-in for Meta's Cloud API (told to refuse a number with a
// given code) and a local mail server. What the student gets is what reached the
// stand-in; what staff see is the lead's conversation and timeline.

const META = { token: "EAAG-answers-token", appSecret: "answers-app-secret", phoneNumberId: "109800000086", verifyToken: "answers" };
/** The outbox's first retry comes this long after a refusal (wall clock), doubling from there. */
const BACKOFF_MS = 1000;

const ERRORS = {
  reEngagement: {
    message: "(#131047) Re-engagement message",
    code: 131047,
    details: "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
  },
  marketingStopped: {
    message: "(#131050) Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.",
    code: 131050,
  },
  rateLimit: { message: "(#130429) Rate limit hit", code: 130429, details: "Cloud API message throughput has been reached." },
};

const { received, port: smtpPort } = await startMailbox();
const mailsTo = (address: string) => received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address));

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("Meta's answers and STOP on $name", (database) => {
  const clock = { now: Date.now() };
  const env = withWhatsApp(
    {
      ...ADMIN_ENV,
      OUTBOX_POLL_MS: "25",
      OUTBOX_RETRY_BASE_MS: String(BACKOFF_MS),
      OUTBOX_RETRY_MAX_MS: String(BACKOFF_MS * 4),
      OUTBOX_TIMEOUT_MS: "2000",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Chennai Tech Academy <hello@chennaitech.example>",
    },
    META,
    () => meta,
  );
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  // The webhook stores the delivery and answers; the jobs runner takes it (docs/decisions/085).
  const deliver = (d: SignedDelivery) => deliverTo(t.app, d);
  const conversation = async (id: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as LeadWhatsApp;
  };
  const lines = async (id: string) =>
    ((await t.app.inject({ method: "GET", url: `/api/enquiries/${id}`, headers: bearer(admin) })).json().data as EnquiryDetail).timeline
      .filter((e) => e.kind === "whatsapp")
      .map((e) => e.text);
  const reply = (id: string, payload: object) => t.app.inject({ method: "POST", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(admin), payload });
  const sentTo = (phone: string) => meta.sent.filter((m) => m.body.to === `91${phone}`);
  const attemptsTo = (phone: string) => meta.attempts.filter((a) => a.to === `91${phone}`);
  const enquire = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const leadOf = async (phone: string) => (await t.app.db.selectFrom("enquiries").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  /** A student who wrote to us just now (a new lead): free text may go to them. */
  const studentWrote = async (text = "Hello, I have a question") => {
    const phone = uniquePhone();
    expect((await deliver(meta.incoming(`91${phone}`, text, { at: clock.now }))).statusCode).toBe(200);
    return { phone, id: await leadOf(phone) };
  };
  /** Nothing of this lead's is left for the outbox to try. */
  const settled = (id: string) =>
    expect
      .poll(async () => (await t.app.db.selectFrom("outbox").select("id").where("enquiry_id", "=", id).where("status", "=", "pending").execute()).length, {
        timeout: 20_000,
      })
      .toBe(0);
  const failedReport = (waId: string, code: number, title: string) => meta.status(waId, "failed", { error: { code, title, message: title } });

  it("opts out a student whose STOP is full width, hides a zero-width space, or goes on with words; 'bus stop' mid-sentence does not", async () => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "contact", name: "Revathi Shankar", phone: "", email: "", message: "Course list?" });
    const id = await enquire(visitor);
    await expect.poll(() => sentTo(visitor.phone).length).toBe(1);
    expect((await deliver(meta.incoming(`91${visitor.phone}`, "ＳＴ\u200BＯＰ please"))).statusCode).toBe(200);
    expect((await conversation(id)).optedOutAt).not.toBeNull();
    expect(await lines(id)).toContain("Asked for no more automatic WhatsApp messages (STOP)");
    // The same student enquires again: stored, with no acknowledgement.
    await enquire({ ...visitor, message: "One more question" });
    expect(await t.app.db.selectFrom("whatsapp_messages").select("id").where("enquiry_id", "=", id).where("direction", "=", "out").execute()).toHaveLength(1);
    // START, folded the same way, lets them go again.
    expect((await deliver(meta.incoming(`91${visitor.phone}`, "ＳＴＡＲＴ"))).statusCode).toBe(200);
    expect((await conversation(id)).optedOutAt).toBeNull();

    for (const [text, optedOut] of [
      ["Stop sending me messages", true],
      ["நிறு\u200Bத்து", true],
      ["When does the bus stop? I come by the 21G", false],
    ] as const) {
      const student = await studentWrote(text);
      expect((await conversation(student.id)).optedOutAt !== null, text).toBe(optedOut);
    }
  });

  it("sends an automatic template again, once, when Meta reports it failed as outside the 24-hour window (131047)", async () => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "registration", name: "Lakshmi Narayanan", mobile: "", email: "", course: "Python" });
    const id = await enquire(visitor);
    await expect.poll(async () => (await conversation(id)).messages[0]?.status).toBe("sent");
    const [first] = sentTo(visitor.mobile);
    const report = failedReport(first!.id, 131047, "Re-engagement message");
    expect((await deliver(report)).statusCode).toBe(200);
    await expect.poll(() => sentTo(visitor.mobile).length).toBe(2);
    const again = sentTo(visitor.mobile)[1]!;
    expect(again.body.type).toBe("template");
    expect(again.body.template).toEqual(first!.body.template);
    await expect.poll(async () => (await conversation(id)).messages.map((m) => [m.status, m.error, m.refusal])).toEqual([["sent", null, null]]);
    // Meta delivers its report again: the old wamid fails nothing, and nothing more goes.
    expect((await deliver(report)).statusCode).toBe(200);
    await settled(id);
    expect(sentTo(visitor.mobile)).toHaveLength(2);
    expect((await conversation(id)).messages.map((m) => m.status)).toEqual(["sent"]);
    expect(mailsTo(visitor.email)).toHaveLength(0);
  });

  it("tries a template Meta refuses at once as outside the window (131047) one more time only, then says a template is needed", async () => {
    clock.now = Date.now();
    const visitor = newVisitor({ form: "registration", name: "Murugan Pillai", mobile: "", email: "", course: "Java" });
    meta.refuseFor(visitor.mobile, 400, ERRORS.reEngagement, 2);
    const id = await enquire(visitor);
    await expect.poll(async () => (await conversation(id)).messages[0]?.status, { timeout: 20_000 }).toBe("failed");
    await settled(id);
    const tries = attemptsTo(visitor.mobile);
    expect(tries.map((a) => a.code)).toEqual([131047, 131047]);
    // The second try came after the outbox's back-off, not at once.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(BACKOFF_MS);
    const [message] = (await conversation(id)).messages;
    expect(message!.refusal).toBe("needs_template");
    expect(message!.error!.startsWith(REFUSAL_WORDS.needs_template)).toBe(true);
    expect(message!.error).toContain("131047");
  });

  it("fails a counsellor's free text Meta refuses as outside the window (131047), in plain words, and offers only templates", async () => {
    clock.now = Date.now();
    // Reported failed after Meta took it, as Meta mostly does.
    const late = await studentWrote();
    expect((await reply(late.id, { text: "Our next Python batch starts Monday." })).statusCode).toBe(201);
    await expect.poll(() => sentTo(late.phone).length).toBe(1);
    await expect.poll(async () => (await conversation(late.id)).messages[1]?.status).toBe("sent");
    expect((await deliver(failedReport(sentTo(late.phone)[0]!.id, 131047, "Re-engagement message"))).statusCode).toBe(200);
    // Refused at once.
    const atOnce = await studentWrote();
    meta.refuseFor(atOnce.phone, 400, ERRORS.reEngagement);
    expect((await reply(atOnce.id, { text: "Our next Python batch starts Monday." })).statusCode).toBe(201);

    for (const student of [late, atOnce]) {
      await expect.poll(async () => (await conversation(student.id)).messages[1]?.status, { timeout: 20_000 }).toBe("failed");
      await settled(student.id);
      const talk = await conversation(student.id);
      expect(talk.messages[1]).toMatchObject({ status: "failed", refusal: "needs_template" });
      expect(talk.messages[1]!.error!.startsWith(REFUSAL_WORDS.needs_template)).toBe(true);
      expect(await lines(student.id)).toContain(`WhatsApp message not delivered: ${talk.messages[1]!.error}`);
      // Meta's clock decides: only a template now, though the student wrote minutes ago.
      expect(talk.freeTextUntil).toBeNull();
      const text = await reply(student.id, { text: "Hello again" });
      expect(text.statusCode).toBe(409);
    }
    // Free text is not sent again: one try each.
    expect(attemptsTo(late.phone)).toHaveLength(1);
    expect(attemptsTo(atOnce.phone)).toHaveLength(1);
    // The counsellor picks a template, and it goes.
    meta.refuseFor(atOnce.phone, 400, ERRORS.reEngagement, 0);
    expect((await reply(atOnce.id, { template: "batch_starting", params: ["Python"] })).statusCode).toBe(201);
    await expect.poll(() => sentTo(atOnce.phone).map((m) => m.body.template?.name)).toEqual(["batch_starting"]);
  });

  it("does not send again what Meta held back (131049) or what a student who stopped marketing messages refused (131050)", async () => {
    clock.now = Date.now();
    const held = await studentWrote();
    expect((await reply(held.id, { template: "new_batch_offer", params: ["Data Science"] })).statusCode).toBe(201);
    await expect.poll(async () => (await conversation(held.id)).messages[1]?.status).toBe("sent");
    const report = failedReport(sentTo(held.phone)[0]!.id, 131049, "This message was not delivered to maintain healthy ecosystem engagement.");
    expect((await deliver(report)).statusCode).toBe(200);
    await settled(held.id);
    const heldMessage = (await conversation(held.id)).messages[1]!;
    expect(heldMessage).toMatchObject({ status: "failed", refusal: "held" });
    expect(heldMessage.error!.startsWith(REFUSAL_WORDS.held)).toBe(true);
    expect(sentTo(held.phone)).toHaveLength(1);

    const visitor = newVisitor({ form: "contact", name: "Selvi Arumugam", phone: "", email: "", message: "Weekend batch?" });
    meta.refuseFor(visitor.phone, 400, ERRORS.marketingStopped);
    const id = await enquire(visitor);
    await expect.poll(async () => (await conversation(id)).messages[0]?.status, { timeout: 20_000 }).toBe("failed");
    await settled(id);
    const [stopped] = (await conversation(id)).messages;
    expect(stopped).toMatchObject({ status: "failed", refusal: "marketing_stopped" });
    expect(stopped!.error!.startsWith(REFUSAL_WORDS.marketing_stopped)).toBe(true);
    // Tried once on WhatsApp; the acknowledgement they asked for goes by email instead (docs/decisions/066).
    expect(attemptsTo(visitor.phone).map((a) => a.code)).toEqual([131050]);
    await expect.poll(() => mailsTo(visitor.email).map((m) => m.subject)).toEqual(["We got your enquiry about our courses"]);
  });

  it("retries a rate-limited message (130429) after the back-off, before the student's next one, without holding another student's", async () => {
    clock.now = Date.now();
    const limited = await studentWrote();
    const other = await studentWrote();
    meta.refuseFor(limited.phone, 400, ERRORS.rateLimit, 1);
    expect((await reply(limited.id, { text: "First: the fee is ₹12,000." })).statusCode).toBe(201);
    clock.now += 1000;
    expect((await reply(limited.id, { text: "Second: it can be paid in two parts." })).statusCode).toBe(201);
    expect((await reply(other.id, { text: "Your demo is at 10 am." })).statusCode).toBe(201);
    await expect.poll(() => sentTo(limited.phone).length, { timeout: 20_000 }).toBe(2);
    await settled(limited.id);
    // In the order they were written, though the first had to wait.
    expect(sentTo(limited.phone).map((m) => m.body.text?.body)).toEqual(["First: the fee is ₹12,000.", "Second: it can be paid in two parts."]);
    const [refused, retried] = attemptsTo(limited.phone);
    expect(refused!.code).toBe(130429);
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(BACKOFF_MS);
    // The other student's message went meanwhile.
    const otherSent = attemptsTo(other.phone)[0]!;
    expect(otherSent.status).toBe(200);
    expect(otherSent.at).toBeLessThan(retried!.at);
    expect((await conversation(limited.id)).messages.map((m) => [m.status, m.error])).toEqual([
      ["received", null],
      ["sent", null],
      ["sent", null],
    ]);
  });

  it("queues a message Meta reports failed for the pair rate limit (131056) again after the back-off", async () => {
    clock.now = Date.now();
    const student = await studentWrote();
    expect((await reply(student.id, { text: "See you at the demo." })).statusCode).toBe(201);
    await expect.poll(async () => (await conversation(student.id)).messages[1]?.status).toBe("sent");
    // The send that follows is held at the stand-in until the waiting message has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    meta.beforeAnswer = () => held;
    try {
      const reportedAt = Date.now();
      const report = failedReport(sentTo(student.phone)[0]!.id, 131056, "(Business Account, Consumer Account) pair rate limit hit");
      expect((await deliver(report)).statusCode).toBe(200);
      const waiting = (await conversation(student.id)).messages[1]!;
      expect(waiting).toMatchObject({ status: "queued", refusal: "rate_limited" });
      expect(waiting.error!.startsWith(REFUSAL_WORDS.rate_limited)).toBe(true);
      await expect.poll(() => sentTo(student.phone).length, { timeout: 20_000 }).toBe(2);
      expect(attemptsTo(student.phone)[1]!.at - reportedAt).toBeGreaterThanOrEqual(BACKOFF_MS);
    } finally {
      meta.beforeAnswer = null;
      release();
    }
    await expect.poll(async () => (await conversation(student.id)).messages[1]).toMatchObject({ status: "sent", error: null, refusal: null });
  });
});
