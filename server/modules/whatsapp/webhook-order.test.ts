import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadWhatsApp, WhatsAppHealth } from "#contracts/whatsapp";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, type SignedDelivery, type SentMessage, deliverTo, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { until } from "#server/test/until";
import { enqueueJob } from "../jobs";
import { newVisitor, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";

// Meta's webhook as it really arrives (docs/decisions/073): delivery reports and
// lead-ads events count as the webhook working on the admin's health card, and a
// report that reaches us before the outbox has written our send's wamid is kept
// and applied once it is, never moving the message backwards. Through the real
// API on both databases against the local stand-in for Meta's Cloud API, which
// delivers its reports while our send still waits for its answer.

const META = { token: "EAAG-order", appSecret: "order-app-secret", phoneNumberId: "109800000073", verifyToken: "order", pageToken: "EAAG-order-page" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("WhatsApp webhook order and health on $name", (database) => {
  // Well ahead of the wall clock, so each test's webhook is the latest one whatever ran before it.
  const clock = { now: Date.now() + 24 * 3_600_000 };
  const env = withWhatsApp({ ...ADMIN_ENV, OUTBOX_POLL_MS: "25", OUTBOX_RETRY_BASE_MS: "15", META_PAGE_TOKEN: META.pageToken }, META, () => meta);
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const deliver = (d: SignedDelivery) => deliverTo(t.app, d);
  /** Meta's delivery while our send waits for its answer: answered at once, taken by the runner beside the send. */
  const deliverDuringSend = (d: SignedDelivery) => t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", payload: d.body, headers: d.headers });
  const health = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/whatsapp/health", headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WhatsAppHealth;
  };
  const conversation = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/enquiries/${id}/whatsapp`, headers: bearer(admin) })).json().data as LeadWhatsApp;
  /** An enquiry whose acknowledgement the stand-in takes; answers the lead and, once sent, Meta's record of it. */
  const enquire = async (name: string) => {
    const visitor = newVisitor({ form: "contact", name, phone: "", email: "", message: "Weekend batches?" });
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    const sent = async () => {
      await expect.poll(() => meta.sent.filter((m) => m.body.to === `91${visitor.phone}`).length, { timeout: 30_000 }).toBe(1);
      return meta.sent.find((m) => m.body.to === `91${visitor.phone}`)!;
    };
    return { id: res.json().id as string, sent };
  };
  const early = (waId: string) => t.app.db.selectFrom("whatsapp_early_statuses").select(["status"]).where("wa_id", "=", waId).orderBy("status").execute();
  const tick = () => (clock.now += 60_000);

  it("moves 'last word from the webhook' on a status-only delivery and a lead-ads event, never on a forged one", async () => {
    const lead = await enquire("Anitha Raman");
    const ours = await lead.sent();
    await expect.poll(async () => (await conversation(lead.id)).messages[0]?.status).toBe("sent");

    tick();
    expect((await deliver(meta.status(ours.id, "delivered"))).statusCode).toBe(200);
    expect((await health()).lastWebhook).toEqual({ at: new Date(clock.now).toISOString(), kind: "statuses" });
    const statusAt = clock.now;

    tick();
    const forged = meta.signed(JSON.parse(meta.status(ours.id, "read").body), "not-the-app-secret");
    expect((await deliver(forged)).statusCode).toBe(401);
    const forgedLead = meta.signed(JSON.parse(meta.leadgen("7300001").body), "not-the-app-secret");
    expect((await deliver(forgedLead)).statusCode).toBe(401);
    expect((await health()).lastWebhook).toEqual({ at: new Date(statusAt).toISOString(), kind: "statuses" });
    expect((await conversation(lead.id)).messages[0]!.status).toBe("delivered");

    tick();
    expect((await deliver(meta.leadgen(`73${Date.now()}`))).statusCode).toBe(200);
    expect((await health()).lastWebhook).toEqual({ at: new Date(clock.now).toISOString(), kind: "leadgen" });
  });

  it("keeps 'last message sent' at Meta's acceptance: a later 'read' does not move it", async () => {
    const lead = await enquire("Bharath Kumar");
    const ours = await lead.sent();
    await expect.poll(async () => (await conversation(lead.id)).messages[0]?.status).toBe("sent");
    const row = await t.app.db.selectFrom("whatsapp_messages").select(["sent_at"]).where("wa_id", "=", ours.id).executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    const before = await health();
    expect(before.lastSentAt! >= row.sent_at!).toBe(true);

    clock.now += 3 * 3_600_000;
    expect((await deliver(meta.status(ours.id, "read"))).statusCode).toBe(200);
    const after = await health();
    expect(after.lastSentAt).toBe(before.lastSentAt);
    expect(after.lastWebhook).toEqual({ at: new Date(clock.now).toISOString(), kind: "statuses" });
  });

  it("keeps 'delivered' and 'read' that arrive before the wamid is written, applies them once it is, and stores a replay once", async () => {
    let keptWhileSending: { status: string }[] = [];
    meta.beforeAnswer = async (message: SentMessage) => {
      // Meta reports on the message while our outbox still waits for the answer carrying its wamid; each report twice.
      for (const status of ["delivered", "read", "delivered", "read"] as const)
        expect((await deliverDuringSend(meta.status(message.id, status))).statusCode).toBe(200);
      await until("the reports to be kept", async () => (await early(message.id)).length === 2);
      keptWhileSending = await early(message.id);
    };
    try {
      const lead = await enquire("Chitra Devi");
      const ours = await lead.sent();
      await expect.poll(async () => (await conversation(lead.id)).messages[0]?.status).toBe("read");
      expect(keptWhileSending).toEqual([{ status: "delivered" }, { status: "read" }]);
      expect(await early(ours.id)).toEqual([]);

      // Meta delivers them all again, and its own "sent" last: nothing is stored, nothing moves back.
      meta.beforeAnswer = null;
      for (const status of ["delivered", "read", "sent"] as const) expect((await deliver(meta.status(ours.id, status))).statusCode).toBe(200);
      expect(await early(ours.id)).toEqual([]);
      const [message] = (await conversation(lead.id)).messages;
      expect([message!.status, message!.error]).toEqual(["read", null]);
    } finally {
      meta.beforeAnswer = null;
    }
  });

  it("keeps an early 'failed' with Meta's reason and shows it once the wamid is written", async () => {
    meta.beforeAnswer = async (message: SentMessage) => {
      const failed = meta.status(message.id, "failed", {
        error: { code: 131049, title: "This message was not delivered to maintain healthy ecosystem engagement." },
      });
      expect((await deliverDuringSend(failed)).statusCode).toBe(200);
      await until("the report to be kept", async () => (await early(message.id)).length === 1);
    };
    try {
      const lead = await enquire("Dinesh Babu");
      const ours = await lead.sent();
      await expect.poll(async () => (await conversation(lead.id)).messages[0]?.status).toBe("failed");
      const [message] = (await conversation(lead.id)).messages;
      expect(message!.error).toContain("healthy ecosystem engagement");
      expect(await early(ours.id)).toEqual([]);
    } finally {
      meta.beforeAnswer = null;
    }
  });

  it("sets a stored delivery it cannot read aside, takes nothing from it, and counts it on the health card", async () => {
    const before = await health();
    expect(before.webhookProblems).toEqual({ count: 0, last: null });
    // As an older server (or a damaged row) could leave one: stored, its body no webhook we know.
    tick();
    const garbled = JSON.stringify({ object: "whatsapp_business_account", entry: "not a list" });
    await enqueueJob(t.app.db, { kind: "whatsapp-webhook", key: `test:${clock.now}`, payload: garbled }, clock.now);
    await t.app.jobs.kick();
    const after = await health();
    expect(after.webhookProblems.count).toBe(1);
    expect(after.webhookProblems.last!.error).toMatch(/^Its stored payload could not be read: entry: /);
    // Nothing was taken from it: not even its arrival.
    expect(after.lastWebhook).toEqual(before.lastWebhook);
    const job = await t.app.db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("kind", "=", "whatsapp-webhook")
      .where("key", "=", `test:${clock.now}`)
      .executeTakeFirstOrThrow();
    expect([job.status, Number(job.attempts)]).toEqual(["dead", 1]);
  });

  it("takes each student's deliveries in the order they arrived (STOP then START ends as START), other students' beside them", async () => {
    const phones = Array.from({ length: 8 }, () => uniquePhone());
    const at = Date.now();
    // All stored before any is taken: answered at once, taken by the runner after.
    for (const phone of phones) {
      expect((await deliverDuringSend(meta.incoming(`91${phone}`, "STOP", { at }))).statusCode).toBe(200);
      expect((await deliverDuringSend(meta.incoming(`91${phone}`, "START", { at: at + 1000 }))).statusCode).toBe(200);
    }
    await t.app.jobs.kick();
    for (const phone of phones) {
      const leads = await t.app.db.selectFrom("enquiries").select(["id", "whatsapp_opt_out_at"]).where("phone", "=", phone).execute();
      expect(leads).toHaveLength(1);
      expect(leads[0]!.whatsapp_opt_out_at).toBeNull();
      const lines = await t.app.db
        .selectFrom("enquiry_activities")
        .select("text")
        .where("enquiry_id", "=", leads[0]!.id)
        .where("text", "like", "Asked for%")
        .orderBy("at")
        .execute();
      expect(lines.map((l) => l.text)).toEqual(["Asked for no more automatic WhatsApp messages (STOP)", "Asked for automatic WhatsApp messages again (START)"]);
    }
  });
});
