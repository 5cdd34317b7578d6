import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadPayments } from "#contracts/payments";
import type { OwnerNumbers } from "#contracts/owner-numbers";
import { OWNER_PERIOD_MESSAGES } from "#contracts/owner-period";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, bearer, newStaff, signIn } from "#server/test/staff-api";
import { addActivity } from "../leads";

// The owner's numbers for a period (docs/decisions/072) on both databases: the
// days are Chennai's, so a payment at 11:50 pm IST on 30 April (18:20 UTC) is
// April's and one at 12:10 am IST on 1 May (18:40 UTC on 30 April) is May's;
// leads, enrolments, money received, visits and first replies follow the same
// edges. Bad periods answer 400 with the rule broken.

const KEYS = { keyId: "rzp_test_p3riod", keySecret: "s3cret-p3riod", webhookSecret: "wh00k-p3riod" };
const chennai = (local: string) => Date.parse(`${local}+05:30`);
const iso = (local: string) => new Date(chennai(local)).toISOString();
const MIN = 60_000;

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

describe.each(testDatabases)("the owner's numbers for a period on $name", (database) => {
  const clock = { now: chennai("2027-01-20T09:00:00") };
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
  const { send, newLead, detail, deliver, linkOf } = paymentKit(t, () => admin);
  const numbers = async (query = "") => {
    const res = await send("GET", `/api/reports/owner${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OwnerNumbers;
  };

  it("counts each figure on the Chennai day it happened, at both edges of a month", async () => {
    const counsellor = await newStaff(t.app, admin, "counsellor");
    /**
     * A lead that arrived at `arrived` (Chennai), first called `answeredAfter`
     * minutes later, and paid `rupees` at `paid`. The arrival and the call are
     * dated as setup (the form and the staff's calls take the wall clock); the
     * payment goes through the Razorpay stand-in at its own time.
     */
    const student = async (name: string, arrived: string, answeredAfter: number, rupees: number, paid: string) => {
      const lead = await newLead(name);
      const res = await send("PATCH", `/api/enquiries/${lead}`, admin, { revision: (await detail(lead)).revision, ownerId: counsellor.id });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.db
        .updateTable("enquiries")
        .set({ created_at: iso(arrived) })
        .where("id", "=", lead)
        .execute();
      const actor = { id: counsellor.id, username: counsellor.username };
      await addActivity(t.app.db, lead, actor, "call", "Called: Connected", { outcome: "connected" }, chennai(arrived) + answeredAfter * MIN);
      clock.now = chennai(arrived);
      const asked = await send("POST", `/api/enquiries/${lead}/payments`, admin, {
        description: "Course fee",
        instalments: [{ amountInr: rupees, dueDate: "2027-12-31" }],
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const [instalment] = (asked.json().data as LeadPayments).instalments;
      clock.now = chennai(paid);
      expect((await deliver(gateway.pay(await linkOf(instalment!.id), undefined, { paidAt: chennai(paid) }))).statusCode).toBe(200);
      expect((await detail(lead)).status).toBe("enrolled");
    };
    await student("January Student", "2027-01-20T10:00:00", 10, 3000, "2027-01-21T10:00:00");
    // The last evening of April, IST: still 30 April in UTC too.
    await student("April Student", "2027-04-30T23:30:00", 30, 5000, "2027-04-30T23:50:00");
    // Just after midnight on 1 May, IST: 30 April in UTC.
    await student("May Student", "2027-05-01T00:30:00", 90, 7000, "2027-05-01T00:40:00");
    // Counted visits, per Chennai day (setup: the counting itself is page-views.test's).
    await t.app.db
      .insertInto("page_views")
      .values([
        { day: "2027-04-30", page: "/courses/java", source: "newsletter", views: 3 },
        { day: "2027-05-01", page: "/courses/java", source: "newsletter", views: 5 },
      ])
      .execute();

    clock.now = chennai("2027-05-10T12:00:00");
    const totals = (paise: number, leads: number, visits: number) => ({
      collectedPaise: paise,
      duePaise: 0,
      overduePaise: 0,
      leads,
      enrolled: leads,
      enrolments: leads,
      visits,
    });

    // By default: this month, 1 to 10 May.
    const may = await numbers();
    expect(may.period).toEqual({ key: "this-month", from: "2027-05-01", to: "2027-05-10" });
    expect(may.totals).toEqual(totals(700_000, 1, 5));
    expect(may.counsellors).toEqual([
      expect.objectContaining({ id: counsellor.id, leads: 1, enrolled: 1, conversion: { percent: 100, note: null }, medianFirstResponseSeconds: 90 * 60 }),
    ]);
    expect(may.courses.map((c) => [c.course, c.leads, c.collectedPaise])).toEqual([["No course given", 1, 700_000]]);

    const april = await numbers("?period=last-month");
    expect(april.period).toEqual({ key: "last-month", from: "2027-04-01", to: "2027-04-30" });
    expect(april.totals).toEqual(totals(500_000, 1, 3));
    expect(april.counsellors[0]).toMatchObject({ leads: 1, medianFirstResponseSeconds: 30 * 60 });

    // One day each side of the edge, chosen by hand.
    expect((await numbers("?from=2027-04-30&to=2027-04-30")).totals).toEqual(totals(500_000, 1, 3));
    const first = await numbers("?period=custom&from=2027-05-01&to=2027-05-01");
    expect(first.period).toEqual({ key: "custom", from: "2027-05-01", to: "2027-05-01" });
    expect(first.totals).toEqual(totals(700_000, 1, 5));

    // 90 days back from 10 May is 10 February: January is out; this year has it.
    const ninety = await numbers("?period=last-90-days");
    expect(ninety.period).toEqual({ key: "last-90-days", from: "2027-02-10", to: "2027-05-10" });
    expect(ninety.totals).toEqual(totals(1_200_000, 2, 8));
    const year = await numbers("?period=this-year");
    expect(year.period).toEqual({ key: "this-year", from: "2027-01-01", to: "2027-05-10" });
    expect(year.totals).toEqual(totals(1_500_000, 3, 8));
    expect(year.counsellors[0]).toMatchObject({ leads: 3, enrolled: 3, medianFirstResponseSeconds: 30 * 60 });
    expect((await numbers("?period=all")).period).toEqual({ key: "all", from: null, to: null });

    // Seats and what is owed stay as of today, whatever the period: an unpaid fee shows in April's numbers too.
    clock.now = chennai("2027-05-02T10:00:00");
    const late = await newLead("Owing Student");
    const owing = await send("POST", `/api/enquiries/${late}/payments`, admin, {
      description: "Fee",
      instalments: [{ amountInr: 2000, dueDate: "2027-05-05" }],
    });
    expect(owing.statusCode, owing.body).toBe(201);
    clock.now = chennai("2027-05-10T12:00:00");
    expect((await numbers("?period=last-month")).totals).toMatchObject({ duePaise: 200_000, overduePaise: 200_000, collectedPaise: 500_000 });
  });

  it("answers a bad period with a 400 naming the rule", async () => {
    for (const [query, message] of [
      ["period=fortnight", OWNER_PERIOD_MESSAGES.period],
      ["from=2027-02-30&to=2027-03-01", OWNER_PERIOD_MESSAGES.from],
      ["from=2027-03-01&to=31-03-2027", OWNER_PERIOD_MESSAGES.to],
      ["from=2027-03-10&to=2027-03-01", OWNER_PERIOD_MESSAGES.order],
      ["period=custom&from=2027-03-01", OWNER_PERIOD_MESSAGES.bothDates],
      ["to=2027-03-01", OWNER_PERIOD_MESSAGES.bothDates],
      ["period=last-month&from=2027-03-01&to=2027-03-02", OWNER_PERIOD_MESSAGES.onlyCustom],
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/reports/owner?${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
