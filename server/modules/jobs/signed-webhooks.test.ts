import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#server/test/databases";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { startFakeWhatsApp, withWhatsApp } from "#server/test/fake-whatsapp";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { newVisitor, uniquePhone } from "#server/test/visitors";

// The one signed-webhook helper (docs/decisions/085) with two servers on one
// database: Meta's and Razorpay's event, each delivered several times at once to
// both servers (as a sender retrying a slow answer does), is stored once, answered
// "stored" once, and taken once by the two servers' runners.

const META = { token: "EAAG-twice", appSecret: "twice-app-secret", phoneNumberId: "109800000086", verifyToken: "twice" };
const KEYS = { keyId: "rzp_test_twice", keySecret: "twice-key-secret", webhookSecret: "twice-webhook-secret" };

const gateway = await startFakeRazorpay(KEYS);
const meta = await startFakeWhatsApp(META);
afterAll(async () => {
  await gateway.stop();
  await meta.stop();
});

describe.each(testDatabases)("signed webhooks on two servers on $name", (database) => {
  const env = withWhatsApp({ ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000", ...gateway.env }, META, () => meta);
  const t = useTwoApps(database, env);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.apps[0]);
  });
  const post = (i: number, url: string, d: { body: string; headers: Record<string, string> }) =>
    t.apps[i % 2].inject({ method: "POST", url, payload: d.body, headers: d.headers });
  const jobsOf = (kind: string) => t.apps[0].db.selectFrom("jobs").select(["key", "status"]).where("kind", "=", kind).execute();

  it("takes a student's message delivered six times at once to two servers once", async () => {
    const phone = uniquePhone();
    const d = meta.incoming(`91${phone}`, "Is the Python batch full?", { id: `wamid.twice-${phone}` });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(i, "/api/whatsapp/webhook", d)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await Promise.all(t.apps.map((app) => app.jobs.kick()));
    await until("the message to be taken", async () => (await jobsOf("whatsapp-webhook")).every((j) => j.status === "done"));
    const messages = await t.apps[1].db.selectFrom("whatsapp_messages").select("enquiry_id").where("wa_id", "=", `wamid.twice-${phone}`).execute();
    expect(messages).toHaveLength(1);
    expect(await t.apps[1].db.selectFrom("enquiries").select("id").where("phone", "=", phone).execute()).toHaveLength(1);
    expect((await jobsOf("whatsapp-webhook")).filter((j) => j.status === "done")).toHaveLength(1);
  });

  it("stores a payment event delivered six times at once to two servers once, answers 'queued' once, and issues one receipt", async () => {
    const lead = await t.apps[0].inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name: "Twice Tamil", phone: "", email: "", message: "Fees?" }),
      remoteAddress: randomAddress(),
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const asked = await t.apps[1].inject({
      method: "POST",
      url: `/api/enquiries/${lead.json().id}/payments`,
      headers: bearer(admin),
      payload: { description: "Tally fee", instalments: [{ amountInr: 5000, dueDate: "2027-04-01" }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const instalment = asked.json().data.instalments[0].id as string;
    const { link_id } = await t.apps[0].db.selectFrom("payment_instalments").select("link_id").where("id", "=", instalment).executeTakeFirstOrThrow();
    const event = gateway.pay(link_id!);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(i, "/api/payments/razorpay/webhook", event)));
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(["queued", "replay", "replay", "replay", "replay", "replay"]);
    await Promise.all(t.apps.map((app) => app.jobs.kick()));
    await until("the payment to be applied", async () => (await jobsOf("razorpay-webhook")).every((j) => j.status === "done"));
    const row = await t.apps[1].db
      .selectFrom("payment_instalments")
      .select(["status", "amount_paid_paise"])
      .where("id", "=", instalment)
      .executeTakeFirstOrThrow();
    expect([row.status, Number(row.amount_paid_paise)]).toEqual(["paid", 500_000]);
    expect(await t.apps[0].db.selectFrom("payment_receipts").select("id").where("instalment_id", "=", instalment).execute()).toHaveLength(1);
  });
});
