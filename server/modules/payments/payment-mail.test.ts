import { startMailbox } from "#server/test/mailbox";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadPayments } from "#contracts/payments";
import { buildApp } from "#server/app";
import { testConfig, testDatabases } from "#server/test/databases";
import { newVisitor, uniqueEmail } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { readMail } from "../mail";
import { until } from "#server/test/fake-form-provider";
import { startFakeRazorpay } from "#server/test/fake-razorpay";

// What the student receives (the payment links, then a receipt per payment) over a
// real SMTP conversation with a local server, through the outbox (retried when the
// mail server refuses, docs/decisions/056), and what the server's log shows
// meanwhile, at its most talkative level: never a Razorpay secret.

const KEYS = { keyId: "rzp_test_mailkey", keySecret: "mail-test-key-secret-9f2c", webhookSecret: "mail-test-webhook-secret-41ab" };

const { received, port: smtpPort, refuseNext } = await startMailbox();

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

const mailsTo = (address: string) => received.map(readMail).filter((m) => (m.headers.to ?? "").includes(address));

describe.each(testDatabases)("payment emails and the log on $name", (database) => {
  let app: FastifyInstance;
  let drop = async () => {};
  const log: string[] = [];
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const config = testConfig(created.database, {
      ...ADMIN_ENV,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Chennai Tech Academy <fees@chennaitech.example>",
      ...gateway.env,
      OUTBOX_POLL_MS: "25",
      OUTBOX_RETRY_BASE_MS: "15",
      OUTBOX_RETRY_MAX_MS: "60",
    });
    ({ app } = await buildApp(config, { serveWeb: false, logger: { level: "trace", stream: { write: (line: string) => void log.push(line) } } }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  it("emails the links and then a receipt through the outbox, again after the mail server refused them, and logs no secret even when Razorpay fails", async () => {
    const admin = await signIn(app);
    const email = uniqueEmail("student");
    const lead = (
      await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: { ...newVisitor({ form: "contact", name: "Meena Sundar", phone: "", email: "", message: "Fee?" }), email },
        remoteAddress: randomAddress(),
      })
    ).json().id as string;
    const create = (payload: object) => app.inject({ method: "POST", url: `/api/enquiries/${lead}/payments`, headers: bearer(admin), payload });
    // The mail server refuses the first two attempts: the outbox tries again.
    refuseNext(2);
    const res = await create({ description: "Python course fee", instalments: [{ amountInr: 15000, dueDate: "2027-01-10" }] });
    expect(res.statusCode, res.body).toBe(201);
    const inst = (res.json().data as LeadPayments).instalments[0]!;

    const outbox = () => app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", lead).execute();
    // Sent once the mail server took it (the row is marked just after the message arrived).
    await until(async () => (await outbox())[0]?.status === "sent", 20_000, "the links' email marked sent");
    expect((await outbox()).map((o) => [o.kind, o.status, Number(o.attempts)])).toEqual([["payment_links", "sent", 3]]);
    const links = mailsTo(email);
    expect(links).toHaveLength(1);
    expect(links[0]!.subject).toBe("Fee payment: Python course fee");
    expect(links[0]!.text).toContain(`₹15,000, due 10 Jan 2027: ${inst.shortUrl}`);

    const plink = (await app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", inst.id).executeTakeFirstOrThrow()).link_id;
    refuseNext(1);
    const event = gateway.pay(plink);
    const hook = await app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", payload: event.body, headers: event.headers });
    expect(hook.statusCode).toBe(200);
    await until(async () => mailsTo(email).some((m) => m.subject.startsWith("Receipt ")), 20_000, "the receipt's email");
    const receipt = mailsTo(email).find((m) => m.subject.startsWith("Receipt "));
    expect(receipt?.subject).toMatch(/^Receipt \d{4}-\d{2}\/\d{4}: Chennai Tech Academy$/);
    expect(receipt!.text).toContain("We received ₹15,000 for Python course fee. Thank you.");
    const timelineOf = async () =>
      ((await app.inject({ method: "GET", url: `/api/enquiries/${lead}`, headers: bearer(admin) })).json().data.timeline as { text: string }[]).map(
        (e) => e.text,
      );
    await until(async () => (await timelineOf()).some((t) => t.startsWith("Receipt ")), 20_000, "the receipt's timeline line");
    expect(await timelineOf()).toEqual(
      expect.arrayContaining([`Payment links emailed to ${email}`, expect.stringMatching(/^Receipt \d{4}-\d{2}\/\d{4} emailed to /)]),
    );
    expect(mailsTo(email)).toHaveLength(2);

    // A failure at Razorpay is logged, without the keys.
    gateway.failCreation(1);
    expect((await create({ description: "Second fee", instalments: [{ amountInr: 100, dueDate: "2027-01-10" }] })).statusCode).toBe(502);
    const output = log.join("\n");
    expect(output).toContain("payments: creating a payment link failed");
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret, Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")]) {
      expect(output).not.toContain(secret);
    }
  });
});
