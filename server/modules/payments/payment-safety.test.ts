import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#contracts/audit";
import { PAYMENT_MESSAGES, type PaymentSummary, type Receipt } from "#contracts/payments";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, signIn } from "#server/test/staff-api";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { z } from "#contracts/zod";

/** One line of the server's JSON log. */
const logLine = z.object({ level: z.number(), msg: z.string(), missing: z.array(z.string()).optional() });

// Payments that cannot be lost or doubled (docs/decisions/056), through the real
// API on both databases against the local Razorpay stand-in.

const KEYS = { keyId: "rzp_test_safety", keySecret: "safety-key-secret-7d1e", webhookSecret: "safety-webhook-secret-c20a" };
const chennai = (local: string) => Date.parse(`${local}+05:30`);

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

describe.each(testDatabases)("payments that cannot be lost or doubled, on $name", (database) => {
  const clock = { now: chennai("2027-03-20T11:00:00") };
  const env = {
    ...ADMIN_ENV,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
    ...gateway.env,
  };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin = "";
  beforeAll(async () => {
    admin = await signIn(t.app);
  });
  const { send, newLead, payments, detail, deliver, linkOf } = paymentKit(t, () => admin);
  const ask = (lead: string, body: object) => send("POST", `/api/enquiries/${lead}/payments`, admin, body);
  const fee = (description: string, amountInr: number, dueDate = "2027-04-10") => ({ description, instalments: [{ amountInr, dueDate }] });
  const linksAtGateway = (lead: string) => [...gateway.links.values()].filter((l) => (l.request.notes as Record<string, string>).enquiry_id === lead);
  const summary = async () => (await send("GET", "/api/payments/summary")).json().data as PaymentSummary;
  const audit = async (action: string) => ((await send("GET", `/api/audit?limit=100`)).json().data as AuditEntry[]).filter((e) => e.action === action);

  it("refuses to delete a lead with an open or paid link (409), and deletes it once its only link is cancelled", async () => {
    const open = await newLead("Delete Open Devi");
    const inst = (await ask(open, fee("Java fee", 5000))).json().data.instalments[0];
    const refused = await send("DELETE", `/api/enquiries/${open}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.leadHasPayments);
    expect((await detail(open)).name).toBe("Delete Open Devi");

    const paid = await newLead("Delete Paid Prakash");
    const paidInst = (await ask(paid, fee("Java fee", 800))).json().data.instalments[0];
    expect((await deliver(gateway.pay(await linkOf(paidInst.id)))).statusCode).toBe(200);
    expect((await send("DELETE", `/api/enquiries/${paid}`)).statusCode).toBe(409);

    expect((await send("POST", `/api/payments/instalments/${inst.id}/cancel`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/enquiries/${open}`)).statusCode).toBe(200);
  });

  it("records a payment on a link whose lead was deleted, issues its receipt and keeps it in the fee summary", async () => {
    const lead = await newLead("Gone Gowri");
    const inst = (await ask(lead, fee("Tally fee", 4000))).json().data.instalments[0];
    const link = await linkOf(inst.id);
    // Staff cancel the link while the student's payment, started before, is being captured…
    expect((await send("POST", `/api/payments/instalments/${inst.id}/cancel`)).statusCode).toBe(200);
    const event = gateway.pay(link);
    // …and delete the lead before Razorpay's webhook for that payment arrives.
    expect((await send("DELETE", `/api/enquiries/${lead}`)).statusCode).toBe(200);
    const before = await summary();

    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe("queued");
    const after = await summary();
    expect(after.collectedPaise - before.collectedPaise).toBe(400_000);
    const kept = after.attention.find((a) => a.id === inst.id);
    expect(kept).toMatchObject({ enquiryId: null, name: "Gone Gowri", description: "Tally fee" });
    expect(kept!.reason).toContain("The lead was deleted");
    const receipt = (await send("GET", `/api/payments/receipts/${kept!.receipts[0]!.id}`)).json().data as Receipt;
    expect(receipt).toMatchObject({ studentName: "Gone Gowri", amountPaise: 400_000, description: "Tally fee" });
    // Razorpay's retry of the same event is a replay, not a second receipt.
    expect((await deliver(event)).json().outcome).toBe("replay");
  });

  it("makes one set of links for three identical requests at once; a retry answers the same links; another amount for the same fee is a 409", async () => {
    const lead = await newLead("Triple Tara");
    const body = {
      description: "Full Stack fee",
      instalments: [
        { amountInr: 15000, dueDate: "2027-04-01" },
        { amountInr: 10000, dueDate: "2027-05-01" },
      ],
    };
    const answers = await Promise.all([ask(lead, body), ask(lead, body), ask(lead, body)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 200 || c === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toMatch(/^A payment request for “Full Stack fee”|open payment request/);
    expect(linksAtGateway(lead)).toHaveLength(2);
    const first = await payments(lead);
    expect(first.instalments).toHaveLength(2);

    // A retry (a double click, a resent request) once the first is done: the same links, nothing new at Razorpay.
    const retry = await ask(lead, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.instalments.map((i: { shortUrl: string }) => i.shortUrl)).toEqual(first.instalments.map((i) => i.shortUrl));
    expect(linksAtGateway(lead)).toHaveLength(2);

    const other = await ask(lead, { ...body, description: "  full   stack FEE ", instalments: [{ amountInr: 25000, dueDate: "2027-04-01" }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.openRequest("full   stack FEE", "20 Mar 2027"));
    // Another fee is another request.
    expect((await ask(lead, fee("Exam fee", 1500))).statusCode).toBe(201);
  });

  it("cancels an open link at Razorpay and re-issues it, audited and on the timeline", async () => {
    const lead = await newLead("Reissue Revathi");
    const created = (await ask(lead, fee("AWS fee", 7000))).json().data.instalments[0];
    const oldLink = await linkOf(created.id);

    const reissued = await send("POST", `/api/payments/instalments/${created.id}/reissue`, admin, { dueDate: "2027-04-30" });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const [old, fresh] = reissued.json().data.instalments;
    expect(old).toMatchObject({ id: created.id, status: "cancelled", replacedBy: fresh.id });
    expect(fresh).toMatchObject({ status: "created", amountPaise: 700_000, dueDate: "2027-04-30", replacedBy: null });
    expect(gateway.links.get(oldLink)!.status).toBe("cancelled");
    expect(gateway.requests.some((r) => r.method === "POST" && r.path === `/v1/payment_links/${oldLink}/cancel`)).toBe(true);

    const cancelled = await send("POST", `/api/payments/instalments/${fresh.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(gateway.links.get(await linkOf(fresh.id))!.status).toBe("cancelled");
    // A cancelled link cannot be cancelled twice.
    expect((await send("POST", `/api/payments/instalments/${fresh.id}/cancel`)).statusCode).toBe(409);

    const timeline = (await detail(lead)).timeline.filter((e) => e.kind === "payment").map((e) => e.text);
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Payment link cancelled to re-issue it: AWS fee$/),
        expect.stringMatching(/^Payment link re-issued: ₹7,000 for AWS fee · .*\/l\/plink_/),
        "Payment link cancelled: ₹7,000 for AWS fee",
      ]),
    );
    expect((await audit("payment.reissue")).map((e) => e.target)).toContain(created.id);
    expect((await audit("payment.cancel")).map((e) => e.target)).toContain(fresh.id);
    // The fee is free again: a new request for it is made.
    expect((await ask(lead, fee("AWS fee", 6500))).statusCode).toBe(201);
  });

  it("cancels the links already made at Razorpay when saving them fails (the lead was deleted meanwhile)", async () => {
    const lead = await newLead("Failed Save Fathima");
    gateway.beforeCreate = async () => {
      gateway.beforeCreate = null;
      expect((await send("DELETE", `/api/enquiries/${lead}`)).statusCode).toBe(200);
    };
    const res = await ask(lead, {
      description: "Python fee",
      instalments: [
        { amountInr: 3000, dueDate: "2027-04-01" },
        { amountInr: 3000, dueDate: "2027-05-01" },
      ],
    });
    expect(res.statusCode).toBe(404);
    const made = linksAtGateway(lead);
    expect(made).toHaveLength(2);
    expect(made.map((l) => l.status)).toEqual(["cancelled", "cancelled"]);
    expect(await t.app.db.selectFrom("payment_instalments").select("id").where("enquiry_id", "=", lead).execute()).toEqual([]);
  });

  it("records a 'paid' event for 1 paisa on a ₹5,000 instalment but flags it: not paid, lead not enrolled, shown on the lead and in the summary", async () => {
    const lead = await newLead("Paisa Pavithra");
    const inst = (await ask(lead, fee("Excel fee", 5000))).json().data.instalments[0];
    const res = await deliver(gateway.pay(await linkOf(inst.id), 1, { event: "paid" }));
    expect(res.statusCode).toBe(200);
    const after = (await payments(lead)).instalments[0]!;
    expect(after).toMatchObject({ status: "partially_paid", amountPaidPaise: 1 });
    expect(after.flag).toBe("Razorpay reported ₹0.01 paid on this ₹5,000 link. Check the payment with the student and in Razorpay; it is not marked paid.");
    expect(after.receipts.map((r) => r.amountPaise)).toEqual([1]);
    const d = await detail(lead);
    expect(d.status).not.toBe("enrolled");
    expect(d.timeline.some((e) => e.text.startsWith("Payment to check: Excel fee."))).toBe(true);
    expect((await summary()).attention.find((a) => a.id === inst.id)).toMatchObject({ enquiryId: lead, name: "Paisa Pavithra", reason: after.flag });
  });

  it("accepts due dates up to 2 years ahead and refuses 9999-12-31 with a 400 naming the field", async () => {
    const lead = await newLead("Far Future Farooq");
    const far = await ask(lead, fee("Diploma fee", 2000, "9999-12-31"));
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({
      message: PAYMENT_MESSAGES.dueTooFar("20 Mar 2029"),
      errors: { "instalments.0.dueDate": PAYMENT_MESSAGES.dueTooFar("20 Mar 2029") },
    });
    expect((await ask(lead, fee("Diploma fee", 2000, "2029-03-21"))).statusCode).toBe(400);
    expect(linksAtGateway(lead)).toEqual([]);
    expect((await ask(lead, fee("Diploma fee", 2000, "2029-03-20"))).statusCode).toBe(201);
  });

  it("numbers a receipt in the financial year of the payment, not of the webhook's arrival", async () => {
    const lead = await newLead("March End Meera");
    const inst = (await ask(lead, fee("Year-end fee", 1200, "2027-03-31"))).json().data.instalments[0];
    // Paid at 23:58 on 31 March (Chennai); Razorpay's webhook arrives after midnight.
    const event = gateway.pay(await linkOf(inst.id), undefined, { paidAt: chennai("2027-03-31T23:58:00") });
    clock.now = chennai("2027-04-01T00:07:00");
    try {
      expect((await deliver(event)).statusCode).toBe(200);
    } finally {
      clock.now = chennai("2027-03-20T11:00:00");
    }
    const receipt = (await payments(lead)).instalments[0]!.receipts[0]!;
    expect(receipt.number).toMatch(/^2026-27\/\d{4}$/);
    expect(receipt.paidAt).toBe(new Date(chennai("2027-03-31T23:58:00")).toISOString());
  });
});

describe.each(testDatabases)("payments half set up, on $name", (database) => {
  const log: string[] = [];
  // The keys without the webhook secret: links could be sent but never recorded.
  const t = useTestApp(
    database,
    { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000", RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret },
    false,
    { logger: { level: "info", stream: { write: (line: string) => void log.push(line) } } },
  );
  let admin = "";
  beforeAll(async () => {
    admin = await signIn(t.app);
  });
  const { send, newLead } = paymentKit(t, () => admin);

  it("says at start what is missing (names only), tells admins, and the payment endpoints answer what to set", async () => {
    const warning = log.map((l) => logLine.parse(JSON.parse(l))).find((l) => l.msg.startsWith("Payments: half configured"));
    expect(warning).toMatchObject({
      level: 40,
      missing: ["RAZORPAY_WEBHOOK_SECRET"],
      msg: "Payments: half configured, set RAZORPAY_WEBHOOK_SECRET (it stays off until then)",
    });
    expect(log.join("\n")).not.toContain(KEYS.keySecret);

    const integrations = await send("GET", "/api/integrations");
    // Every integration is listed; the others (WhatsApp, lead ads) are off here.
    expect(integrations.json().data).toEqual([
      { id: "razorpay", name: "Payments", state: "half", missing: ["RAZORPAY_WEBHOOK_SECRET"] },
      { id: "whatsapp", name: "WhatsApp messages", state: "off", missing: [] },
      { id: "lead-ads", name: "Facebook and Instagram lead ads", state: "off", missing: [] },
    ]);
    expect(integrations.body).not.toContain(KEYS.keySecret);

    const lead = await newLead("Half Hema");
    const before = gateway.requests.length;
    const asked = await send("POST", `/api/enquiries/${lead}/payments`, admin, {
      description: "Fee",
      instalments: [{ amountInr: 100, dueDate: "2027-01-10" }],
    });
    expect(asked.statusCode).toBe(503);
    expect(asked.json().message).toBe("Payments are not set up: set RAZORPAY_WEBHOOK_SECRET.");
    expect(gateway.requests.length).toBe(before);
    const hook = await t.app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", payload: { event: "payment_link.paid" } });
    expect(hook.statusCode).toBe(503);
    expect(hook.json().message).toBe("Payments are not set up: set RAZORPAY_WEBHOOK_SECRET.");
    expect((await send("GET", `/api/enquiries/${lead}/payments`)).json().data.configured).toBe(false);
  });
});
