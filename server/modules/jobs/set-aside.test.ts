import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAsideJobsSchema } from "#contracts/jobs";
import { whatsAppHealthSchema } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { newVisitor } from "#server/test/visitors";
import { enqueueMessage } from "../outbox";
import { enqueueJob } from "./repository";

// Stored work that cannot be read (docs/decisions/092): a row an older version
// wrote, or one cut short, is set aside by the jobs runner ("dead", with the
// reason), never half-run, never marked sent, never tried again blindly; the
// admin's health answer counts and lists it. Through the real API on both
// databases, against the local stand-in for Meta's Cloud API.

const META = { token: "EAAG-aside", appSecret: "aside-app-secret", phoneNumberId: "109800000092", verifyToken: "aside" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("stored work that cannot be read, on $name", (database) => {
  const env = withWhatsApp({ ...ADMIN_ENV, OUTBOX_POLL_MS: "25", OUTBOX_RETRY_BASE_MS: "15" }, META, () => meta);
  const t = useTestApp(database, env);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const setAside = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/jobs/set-aside", headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return setAsideJobsSchema.parse(JSON.parse(res.body).data);
  };
  const jobOf = (kind: string, key: string) =>
    t.app.db.selectFrom("jobs").select(["status", "attempts", "last_error"]).where("kind", "=", kind).where("key", "=", key).executeTakeFirstOrThrow();
  /** A lead whose acknowledgement has gone: answers its id and how many messages the stand-in has taken. */
  const lead = async () => {
    const visitor = newVisitor({ form: "contact", name: "Meena Iyer", phone: "", email: "", message: "Evening batches?" });
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(() => meta.sent.filter((m) => m.body.to === `91${visitor.phone}`).length, { timeout: 30_000 }).toBe(1);
    return z.string().parse(JSON.parse(res.body).id);
  };

  it.each([
    ["written by an older version (another shape)", (id: string) => ({ messageId: id }), /^The outbox row's payload could not be read: whatsappMessageId: /],
    ["cut short", null, /^The outbox row's payload could not be read: it is not JSON$/],
  ] as const)(
    "sets aside a WhatsApp delivery whose stored row was %s: nothing sent, nothing marked sent, listed for the admin",
    async (_how, shape, reason) => {
      const before = await setAside();
      const enquiryId = await lead();
      const sentBefore = meta.sent.length;
      const rowId = await enqueueMessage(t.app.db, enquiryId, "whatsapp", shape ? shape(enquiryId) : { whatsappMessageId: "waiting" });
      if (!shape) await t.app.db.updateTable("outbox").set({ payload: '{"whatsappMessageId":"wa' }).where("id", "=", rowId).execute();
      await expect.poll(async () => (await jobOf("delivery", rowId)).status, { timeout: 30_000 }).toBe("dead");

      const job = await jobOf("delivery", rowId);
      expect(Number(job.attempts)).toBe(1);
      expect(job.last_error).toMatch(reason);
      // Not half-processed: the row says why it failed (never "sent"), and nothing went to Meta.
      const row = await t.app.db.selectFrom("outbox").select(["status", "last_error"]).where("id", "=", rowId).executeTakeFirstOrThrow();
      expect(row.status).toBe("failed");
      expect(row.last_error).toMatch(reason);
      await t.app.jobs.kick();
      expect(meta.sent.length).toBe(sentBefore);

      const after = await setAside();
      expect(after.count).toBe(before.count + 1);
      expect(after.latest[0]).toMatchObject({ kind: "delivery", key: rowId });
      expect(after.latest[0]!.error).toMatch(reason);
      // Staff's "Retry now" does not run it blindly: a dead job stays set aside.
      const retried = await t.app.inject({ method: "POST", url: `/api/enquiries/${enquiryId}/retry`, headers: bearer(admin) });
      expect([200, 404, 409]).toContain(retried.statusCode);
      await t.app.jobs.kick();
      expect((await jobOf("delivery", rowId)).status).toBe("dead");
      expect(meta.sent.length).toBe(sentBefore);
    },
  );

  it("sets aside a stored webhook delivery cut short, takes nothing from it, and counts it on both health answers", async () => {
    const before = await setAside();
    const key = `cut-short:${Date.now()}`;
    await enqueueJob(t.app.db, { kind: "whatsapp-webhook", key, payload: '{"object":"whatsapp_business_account","entry":[{"id":"1' }, Date.now());
    await t.app.jobs.kick();
    const job = await jobOf("whatsapp-webhook", key);
    expect([job.status, Number(job.attempts)]).toEqual(["dead", 1]);
    expect(job.last_error).toBe("Its stored payload could not be read: payload: is not JSON");

    const after = await setAside();
    expect(after.count).toBe(before.count + 1);
    expect(after.latest[0]).toMatchObject({ kind: "whatsapp-webhook", key, error: job.last_error });
    const health = await t.app.inject({ method: "GET", url: "/api/whatsapp/health", headers: bearer(admin) });
    expect(whatsAppHealthSchema.parse(JSON.parse(health.body).data).webhookProblems.last?.error).toBe(job.last_error);
  });

  it("shows what was set aside to admins only", async () => {
    const counsellor = await newStaff(t.app, admin, "counsellor");
    expect((await t.app.inject({ method: "GET", url: "/api/jobs/set-aside", headers: bearer(counsellor.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/jobs/set-aside" })).statusCode).toBe(401);
  });
});
