import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { type FakeWhatsApp, startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { ADMIN_ENV, randomAddress } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { newVisitor } from "#server/test/visitors";
import { claimJobs, JobRunner } from "../jobs";
import { DELIVERY_JOB } from "./repository";

// What "sent once" can honestly mean (docs/decisions/085): a WhatsApp send whose
// lease ran out while its first holder was still waiting for Meta. Another server
// takes the job over; the first holder's answer then arrives: it records Meta's
// wamid on the message (Meta did send it) but its "sent" on the outbox row is
// refused, the lease being no longer its own. The new holder finds the wamid and
// completes the delivery without sending the message again. Two real runners on
// the server's own handler, with a clock the test drives past the lease.

const META = { token: "EAAG-lease", appSecret: "lease-app-secret", phoneNumberId: "109800000087", verifyToken: "lease" };

let meta: FakeWhatsApp;
beforeAll(async () => {
  meta = await startFakeWhatsApp(META);
});
afterAll(() => meta.stop());

describe.each(testDatabases)("a delivery whose lease ran out mid-send on $name", (database) => {
  const env = withWhatsApp({ ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" }, META, () => meta);
  const t = useTestApp(database, env);

  it("refuses the late holder's 'sent' and does not send the message again once its wamid is recorded", async () => {
    // The server's own runner steps aside: two runners with a driven clock play two servers.
    await t.app.jobs.stop();
    const clock = { now: Date.now() };
    const handler = t.app.jobs.handlerOf(DELIVERY_JOB)!;
    const first = new JobRunner(t.app.db, t.app.log, { pollMs: 3_600_000, now: () => clock.now });
    const second = new JobRunner(t.app.db, t.app.log, { pollMs: 3_600_000, now: () => clock.now });
    first.register(DELIVERY_JOB, handler);
    second.register(DELIVERY_JOB, handler);

    // Meta takes the send but its answer (with the wamid) is held until the test lets it go.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    meta.beforeAnswer = () => held;
    try {
      const visitor = newVisitor({ form: "contact", name: "Lakshmi Narayanan", phone: "", email: "", message: "Evening batch?" });
      const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: visitor, remoteAddress: randomAddress() });
      expect(res.statusCode, res.body).toBe(201);
      const leadId = res.json().id as string;
      const sentTo = () => meta.sent.filter((m) => m.body.to === `91${visitor.phone}`);
      const row = () => t.app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", leadId).where("kind", "=", "whatsapp").executeTakeFirstOrThrow();
      const message = () => t.app.db.selectFrom("whatsapp_messages").selectAll().where("enquiry_id", "=", leadId).executeTakeFirstOrThrow();
      const job = async () =>
        t.app.db
          .selectFrom("jobs")
          .selectAll()
          .where("kind", "=", DELIVERY_JOB)
          .where("key", "=", (await row()).id)
          .executeTakeFirstOrThrow();

      // The first server sends; Meta has the message, our side waits for the answer.
      clock.now = Date.now() + 1_000;
      first.start();
      const firstDone = first.kick();
      await until("Meta to have the send", () => sentTo().length === 1);

      // Its lease runs out meanwhile, and the second server takes the job over.
      clock.now += handler.leaseMs + 1;
      const [takenOver] = await claimJobs(t.app.db, new Map([[DELIVERY_JOB, 1]]), clock.now, () => handler.leaseMs, 1);
      expect(takenOver?.key).toBe((await row()).id);

      // Meta's answer reaches the first server: the wamid is recorded, its "sent" is refused.
      answer();
      await firstDone;
      expect((await message()).wa_id).toBe(sentTo()[0]!.id);
      expect((await row()).status).toBe("pending");
      expect(await job()).toMatchObject({ status: "running", lease_token: takenOver!.lease_token });

      // The second server finds the wamid: done, and nothing is sent again.
      await second.runOne(takenOver!);
      expect(sentTo()).toHaveLength(1);
      expect(await row()).toMatchObject({ status: "sent" });
      expect(Number((await row()).attempts)).toBe(2);
      expect(await job()).toMatchObject({ status: "done", lease_token: null });
      expect(Number((await job()).attempts)).toBe(2);
      expect((await message()).status).toBe("sent");
    } finally {
      answer();
      meta.beforeAnswer = null;
      await first.stop();
    }
  });
});
