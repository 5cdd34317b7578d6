import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadPayments, PAYMENT_MESSAGES, type PaymentSummary, type Receipt } from "#contracts/payments";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { digestMessage } from "../leads";
import { overdueInstalmentLines } from "./summary";
import { sign, startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";

// Fee payments through Razorpay Payment Links (docs/decisions/054), through the
// real API on both databases, against a local stand-in for Razorpay that checks
// Basic auth, records what we asked for and signs the webhooks it sends.

const KEYS = { keyId: "rzp_test_k3y1d", keySecret: "s3cret-key-never-shown", webhookSecret: "wh00k-s3cret-never-shown" };
const chennai = (local: string) => Date.parse(`${local}+05:30`);

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

describe.each(testDatabases)("fee payments on $name", (database) => {
  const clock = { now: chennai("2027-03-20T11:00:00") };
  const env = {
    ...ADMIN_ENV,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
    ...gateway.env,
  };
  const t = useTestApp(database, env, false, { now: () => clock.now });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const { send, newLead, payments, detail, deliver, count } = paymentKit(t, () => admin);
  const plan = { description: "Full Stack Java course fee", instalments: [{ amountInr: 10000 }, { amountInr: 8000.5 }, { amountInr: 6000 }] };
  const withDates = (dates: string[]) => ({ ...plan, instalments: plan.instalments.map((p, i) => ({ ...p, dueDate: dates[i]! })) });

  it("creates one Payment Link per instalment with Basic auth, stores them and logs the request on the timeline", async () => {
    const lead = await newLead("Kavya Raman");
    const before = gateway.requests.length;
    const res = await send("POST", `/api/enquiries/${lead}/payments`, admin, withDates(["2027-03-25", "2027-04-25", "2027-05-25"]));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as LeadPayments;
    expect(data.configured).toBe(true);
    expect(data.instalments.map((i) => [i.position, i.parts, i.amountPaise, i.dueDate, i.status])).toEqual([
      [1, 3, 1_000_000, "2027-03-25", "created"],
      [2, 3, 800_050, "2027-04-25", "created"],
      [3, 3, 600_000, "2027-05-25", "created"],
    ]);
    const sent = gateway.requests.slice(before);
    expect(sent).toHaveLength(3);
    for (const [i, r] of sent.entries()) {
      expect(r.method).toBe("POST");
      expect(r.path).toBe("/v1/payment_links");
      expect(r.authorization).toBe(`Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`);
      expect(r.body).toMatchObject({
        amount: data.instalments[i]!.amountPaise,
        currency: "INR",
        reference_id: data.instalments[i]!.id,
        notify: { sms: false, email: false },
        description: `Full Stack Java course fee (instalment ${i + 1} of 3)`,
        customer: { name: "Kavya Raman" },
      });
      expect(r.body!.expire_by).toBeGreaterThan(clock.now / 1000);
      expect(data.instalments[i]!.shortUrl).toMatch(/\/l\/plink_/);
    }
    const timeline = (await detail(lead)).timeline;
    expect(timeline.at(-1)).toMatchObject({
      kind: "payment",
      text: expect.stringMatching(/^Payment requested: ₹24,000\.50 in 3 instalments for Full Stack Java course fee/),
    });
  });

  it("refuses bad input with a 400 naming the field, a counsellor on a lead not theirs with a 403, and stores nothing", async () => {
    const lead = await newLead("Refused Ravi");
    const before = { gateway: gateway.requests.length, rows: await count("payment_instalments") };
    const bad = [
      { description: "", instalments: [{ amountInr: 100, dueDate: "2027-04-01" }] },
      { description: "Fee", instalments: [] },
      { description: "Fee", instalments: [{ amountInr: 0, dueDate: "2027-04-01" }] },
      { description: "Fee", instalments: [{ amountInr: 10.005, dueDate: "2027-04-01" }] },
      { description: "Fee", instalments: [{ amountInr: 100, dueDate: "2027-02-30" }] },
      { description: "Fee", instalments: [{ amountInr: 100, dueDate: "2027-03-19" }] },
    ];
    for (const body of bad) {
      const res = await send("POST", `/api/enquiries/${lead}/payments`, admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const refused = await send("POST", `/api/enquiries/${lead}/payments`, counsellor.token, withDates(["2027-04-01", "2027-05-01", "2027-06-01"]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.notYourLead);
    expect(gateway.requests.length).toBe(before.gateway);
    expect(await count("payment_instalments")).toBe(before.rows);

    // Once the lead is theirs, they may.
    expect((await send("PATCH", `/api/enquiries/${lead}`, admin, { ownerId: counsellor.id })).statusCode).toBe(200);
    const own = await send("POST", `/api/enquiries/${lead}/payments`, counsellor.token, {
      description: "Fee",
      instalments: [{ amountInr: 500, dueDate: "2027-04-01" }],
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it("stores nothing when Razorpay fails part-way, and cancels the link it had already made", async () => {
    const lead = await newLead("Gateway Geetha");
    const before = gateway.requests.length;
    // The first link is made, the second creation fails.
    gateway.failCreation(2);
    const res = await send("POST", `/api/enquiries/${lead}/payments`, admin, withDates(["2027-04-01", "2027-05-01", "2027-06-01"]));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.gatewayFailed);
    expect((await payments(lead)).instalments).toEqual([]);
    const made = [...gateway.links.values()].filter((l) => (l.request.notes as Record<string, string>).enquiry_id === lead);
    expect(made.map((l) => l.status)).toEqual(["cancelled"]);
    expect(gateway.requests.slice(before).map((r) => r.path)).toEqual(["/v1/payment_links", "/v1/payment_links", `/v1/payment_links/${made[0]!.id}/cancel`]);
  });

  it("refuses a forged or missing signature and stores nothing", async () => {
    const lead = await newLead("Forged Farhan");
    const link = (
      await send("POST", `/api/enquiries/${lead}/payments`, admin, { description: "Fee", instalments: [{ amountInr: 100, dueDate: "2027-04-01" }] })
    ).json().data.instalments[0];
    const plinkId = (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", link.id).executeTakeFirstOrThrow()).link_id;
    const before = { events: await count("payment_events"), receipts: await count("payment_receipts") };
    const forged = gateway.pay(plinkId, undefined, { secret: "not-the-secret" });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("The signature does not match this body.");
    const tampered = gateway.pay(plinkId, 1);
    expect((await deliver({ ...tampered, body: tampered.body.replace('"amount":1,', '"amount":2,') })).statusCode).toBe(401);
    const { "x-razorpay-signature": _dropped, ...unsigned } = tampered.headers;
    expect((await t.app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", payload: tampered.body, headers: unsigned })).statusCode).toBe(400);
    expect({ events: await count("payment_events"), receipts: await count("payment_receipts") }).toEqual(before);
    expect((await payments(lead)).instalments[0]!.status).toBe("created");
  });

  it("records payments once (replays change nothing), never moves back on an out-of-order event, and enrols the lead when the first instalment is paid", async () => {
    const lead = await newLead("Order Oviya");
    const created = (await send("POST", `/api/enquiries/${lead}/payments`, admin, withDates(["2027-03-25", "2027-04-25", "2027-05-25"]))).json()
      .data as LeadPayments;
    const linkOf = async (id: string) =>
      (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", id).executeTakeFirstOrThrow()).link_id;
    const [one, two, three] = await Promise.all(created.instalments.map((i) => linkOf(i.id)));

    // Instalment 1 paid at once; the same event again (Razorpay retries) and the same payment under a new event id.
    const paid = gateway.pay(one!);
    expect((await deliver(paid)).json()).toEqual({ success: true, outcome: "queued" });
    const receiptsAfterFirst = await count("payment_receipts");
    expect((await deliver(paid)).json()).toEqual({ success: true, outcome: "replay" });
    expect((await deliver(paid, { "x-razorpay-event-id": "evt_resent_under_new_id" })).json().outcome).toBe("queued");
    expect(await count("payment_receipts")).toBe(receiptsAfterFirst);

    // Instalment 2 in two payments whose events arrive the wrong way round: "paid" first, then "partially_paid".
    const partial = gateway.pay(two!, 300_000);
    const rest = gateway.pay(two!);
    expect((await deliver(rest)).statusCode).toBe(200);
    expect((await deliver(partial)).statusCode).toBe(200);
    let state = await payments(lead);
    expect(state.instalments[1]).toMatchObject({ status: "paid", amountPaidPaise: 800_050 });
    expect(state.instalments[1]!.receipts.map((r) => r.amountPaise).sort()).toEqual([300_000, 500_050]);
    // The first instalment paid made the lead Enrolled (docs/decisions/067), once.
    expect((await detail(lead)).status).toBe("enrolled");

    // An expiry arriving after the link was paid changes nothing.
    expect((await deliver(gateway.close(one!, "expired"))).statusCode).toBe(200);
    expect((await payments(lead)).instalments[0]!.status).toBe("paid");

    expect((await deliver(gateway.pay(three!))).statusCode).toBe(200);
    state = await payments(lead);
    expect(state.instalments.map((i) => i.status)).toEqual(["paid", "paid", "paid"]);
    expect(state.instalments.flatMap((i) => i.receipts)).toHaveLength(4);
    const enrolled = await detail(lead);
    expect(enrolled.status).toBe("enrolled");
    expect(enrolled.timeline.filter((e) => e.kind === "status").map((e) => e.text)).toEqual([expect.stringMatching(/→ Enrolled \(payment received\)$/)]);
    expect(enrolled.timeline.filter((e) => e.kind === "payment" && e.text.startsWith("Payment received"))).toHaveLength(4);
  });

  it("takes the same event sent twice at the same moment once, and answers 400 to a signed body that is not an event", async () => {
    const lead = await newLead("Twice Tharun");
    const inst = (
      await send("POST", `/api/enquiries/${lead}/payments`, admin, { description: "Fee", instalments: [{ amountInr: 700, dueDate: "2027-04-01" }] })
    ).json().data.instalments[0];
    const plink = (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", inst.id).executeTakeFirstOrThrow()).link_id;
    const event = gateway.pay(plink);
    const outcomes = (await Promise.all([deliver(event), deliver(event)])).map((r) => r.json().outcome).sort();
    expect(outcomes).toEqual(["queued", "replay"]);
    expect((await payments(lead)).instalments[0]!.receipts).toHaveLength(1);

    const before = await count("payment_events");
    const body = "not json at all";
    const res = await deliver({
      body,
      headers: { ...event.headers, "x-razorpay-signature": sign(body, KEYS.webhookSecret), "x-razorpay-event-id": "evt_garbage" },
    });
    expect(res.statusCode).toBe(400);
    expect(await count("payment_events")).toBe(before);
  });

  it("moves the fees with the lead when two leads are merged", async () => {
    const keep = await newLead("Merge Keep");
    const other = await newLead("Merge Other");
    await send("POST", `/api/enquiries/${other}/payments`, admin, { description: "Merged fee", instalments: [{ amountInr: 300, dueDate: "2027-04-01" }] });
    expect((await send("POST", `/api/enquiries/${keep}/merge`, admin, { otherId: other })).statusCode).toBe(200);
    expect((await payments(keep)).instalments.map((i) => i.description)).toEqual(["Merged fee"]);
  });

  it("records partial payments and expiry of a link left unpaid", async () => {
    const lead = await newLead("Expiry Ezhil");
    const inst = (
      await send("POST", `/api/enquiries/${lead}/payments`, admin, { description: "Tally fee", instalments: [{ amountInr: 9000, dueDate: "2027-03-28" }] })
    ).json().data.instalments[0];
    const plink = (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", inst.id).executeTakeFirstOrThrow()).link_id;
    await deliver(gateway.pay(plink, 200_000));
    expect((await payments(lead)).instalments[0]).toMatchObject({ status: "partially_paid", amountPaidPaise: 200_000 });
    await deliver(gateway.close(plink, "expired"));
    const after = (await payments(lead)).instalments[0]!;
    expect(after).toMatchObject({ status: "expired", amountPaidPaise: 200_000 });
    expect(after.receipts).toHaveLength(1);
    const d = await detail(lead);
    expect(d.status).not.toBe("enrolled");
    expect(d.timeline.at(-1)!.text).toBe("Payment link expired: Tally fee");
  });

  it("numbers receipts per financial year without gaps, also for two webhooks at once, and freezes the GST break-up", async () => {
    // A GSTIN in site facts: receipts from now on show GST at 18 % inclusive.
    const site = (await send("GET", "/api/content/documents/site", admin)).json().data;
    const saved = await send("PUT", "/api/content/documents/site", admin, {
      data: { ...site.data, gstin: "33abcde1234f1z5", gstRate: 18 },
      revision: site.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const lead = await newLead("Year End Yamini");
    const created = (
      await send("POST", `/api/enquiries/${lead}/payments`, admin, {
        description: "Data Science fee",
        instalments: [
          { amountInr: 11800, dueDate: "2027-03-31" },
          { amountInr: 11800, dueDate: "2027-04-30" },
          { amountInr: 100, dueDate: "2027-04-30" },
          { amountInr: 100, dueDate: "2027-04-30" },
        ],
      })
    ).json().data as LeadPayments;
    const links = await Promise.all(
      created.instalments.map(
        async (i) => (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", i.id).executeTakeFirstOrThrow()).link_id,
      ),
    );

    // 23:59 on 31 March, Chennai: the last receipt of 2026-27.
    clock.now = chennai("2027-03-31T23:59:00");
    const lastOfYear = (await t.app.db.selectFrom("receipt_counters").select("last").where("year", "=", "2026-27").executeTakeFirst())?.last ?? 0;
    await deliver(gateway.pay(links[0]!, undefined, { paidAt: clock.now }));
    // 00:01 on 1 April: the new year starts at 0001.
    clock.now = chennai("2027-04-01T00:01:00");
    await deliver(gateway.pay(links[1]!, undefined, { paidAt: clock.now }));
    // Two webhooks at the same moment: consecutive numbers, none shared or skipped.
    await Promise.all([deliver(gateway.pay(links[2]!, undefined, { paidAt: clock.now })), deliver(gateway.pay(links[3]!, undefined, { paidAt: clock.now }))]);

    const numbers = (await payments(lead)).instalments.map((i) => i.receipts[0]!.number);
    expect(numbers[0]).toBe(`2026-27/${String(Number(lastOfYear) + 1).padStart(4, "0")}`);
    expect(numbers[1]).toBe("2027-28/0001");
    expect([numbers[2], numbers[3]].sort()).toEqual(["2027-28/0002", "2027-28/0003"]);

    const receipt = (await send("GET", `/api/payments/receipts/${created.instalments[1]!.id}`, admin)).statusCode;
    expect(receipt).toBe(404);
    const id = (await payments(lead)).instalments[1]!.receipts[0]!.id;
    const r = (await send("GET", `/api/payments/receipts/${id}`, admin)).json().data as Receipt;
    expect(r).toMatchObject({
      number: "2027-28/0001",
      studentName: "Year End Yamini",
      amountPaise: 1_180_000,
      description: "Data Science fee (instalment 2 of 4)",
      gst: { gstin: "33ABCDE1234F1Z5", ratePercent: 18, taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000 },
    });
    expect(r.institute.name).toBe("Chennai Tech Academy");

    // Removing the GSTIN later does not change a receipt already issued.
    const again = (await send("GET", "/api/content/documents/site", admin)).json().data;
    const { gstin: _g, gstRate: _r, ...withoutGst } = again.data;
    expect((await send("PUT", "/api/content/documents/site", admin, { data: withoutGst, revision: again.revision })).statusCode).toBe(200);
    expect(((await send("GET", `/api/payments/receipts/${id}`, admin)).json().data as Receipt).gst?.gstin).toBe("33ABCDE1234F1Z5");
    clock.now = chennai("2027-03-20T11:00:00");
  });

  it("shows the admin collected, due and overdue instalments, and the digest lists the overdue ones", async () => {
    const lead = await newLead("Overdue Oscar");
    await send("POST", `/api/enquiries/${lead}/payments`, admin, { description: "AWS fee", instalments: [{ amountInr: 5000, dueDate: "2027-03-22" }] });
    clock.now = chennai("2027-03-26T10:00:00");
    const summary = (await send("GET", "/api/payments/summary", admin)).json().data as PaymentSummary;
    expect(summary.configured).toBe(true);
    expect(summary.collectedPaise).toBeGreaterThan(0);
    expect(summary.overdue.find((o) => o.enquiryId === lead)).toMatchObject({ name: "Overdue Oscar", dueDate: "2027-03-22", outstandingPaise: 500_000 });
    expect(summary.overdueCount).toBeGreaterThanOrEqual(1);
    expect(summary.dueCount).toBeGreaterThanOrEqual(1);
    const digest = await digestMessage({ db: t.app.db, config: t.config, overdueInstalments: overdueInstalmentLines }, clock.now);
    expect(digest!.text).toContain("Overdue fee instalments (");
    expect(digest!.text).toMatch(/- Overdue Oscar \(\d+\): ₹5,000 for AWS fee · due 22 Mar 2027 · /);
    clock.now = chennai("2027-03-20T11:00:00");
  });

  it("never answers the Razorpay secrets to the dashboard", async () => {
    const lead = await newLead("Secret Selvi");
    const created = await send("POST", `/api/enquiries/${lead}/payments`, admin, {
      description: "Fee",
      instalments: [{ amountInr: 100, dueDate: "2027-04-01" }],
    });
    const answers = [
      created.body,
      (await send("GET", `/api/enquiries/${lead}/payments`, admin)).body,
      (await send("GET", "/api/payments/summary", admin)).body,
    ];
    answers.push((await send("GET", `/api/enquiries/${lead}`, admin)).body);
    for (const body of answers) {
      expect(body).not.toContain(KEYS.keySecret);
      expect(body).not.toContain(KEYS.webhookSecret);
      expect(body).not.toContain(Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64"));
    }
  });
});

describe.each(testDatabases)("fee payments not configured, on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" });

  it("shows no payment buttons and answers 409 / 404 with a clear message", async () => {
    const admin = await signIn(t.app);
    const lead = (
      await t.app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: newVisitor({ form: "contact", name: "Plain Priya", phone: "", email: "", message: "Hi" }),
        remoteAddress: randomAddress(),
      })
    ).json().id as string;
    const state = (await t.app.inject({ method: "GET", url: `/api/enquiries/${lead}/payments`, headers: bearer(admin) })).json().data as LeadPayments;
    expect(state).toMatchObject({ configured: false, instalments: [] });
    const create = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${lead}/payments`,
      headers: bearer(admin),
      payload: { description: "Fee", instalments: [{ amountInr: 100, dueDate: "2027-01-01" }] },
    });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe(PAYMENT_MESSAGES.notConfigured);
    const hook = await t.app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", payload: { event: "payment_link.paid" } });
    expect(hook.statusCode).toBe(404);
    expect(hook.json().message).toBe(PAYMENT_MESSAGES.webhookNotConfigured);
    expect(((await t.app.inject({ method: "GET", url: "/api/payments/summary", headers: bearer(admin) })).json().data as PaymentSummary).configured).toBe(
      false,
    );
  });
});
