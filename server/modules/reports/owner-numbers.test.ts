import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchSessions } from "#contracts/batches";
import type { Batch } from "#contracts/content";
import type { LeadPayments } from "#contracts/payments";
import { OVER_WHOLE_NOTE, type OwnerNumbers, UNCOUNTED_VISITS_NOTE } from "#contracts/owner-numbers";
import { useTestApp } from "#server/test/app";
import { useBuiltSite } from "#server/test/built-site";
import { testDatabases } from "#server/test/databases";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { newVisitor } from "#server/test/visitors";

// The owner's numbers (docs/decisions/070) through the real API on both
// databases: visits from real page loads of the built site, leads from the
// public form, fees asked and paid through the Razorpay stand-in, enrolments and
// attendance as staff make them; then every number of GET /api/reports/owner,
// exactly, and the >100 % enquiries-per-visit case with its reason.

const KEYS = { keyId: "rzp_test_0wner", keySecret: "s3cret-0wner", webhookSecret: "wh00k-0wner" };
const chennai = (local: string) => Date.parse(`${local}+05:30`);
const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36";
const MIN = 60_000;
/** Seconds, give or take the moments the test's own requests take. */
const about = (seconds: number) => expect.closeTo(seconds, -1);

// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

describe("the owner's numbers against the built site", () => {
  const site = useBuiltSite();

  describe.each(testDatabases)("on $name", (database) => {
    const T0 = chennai("2027-03-20T11:00:00");
    const clock = { now: T0 };
    const env = {
      ...ADMIN_ENV,
      BUILD_DIR: site.clientDir,
      PAGE_VIEWS_FLUSH_MS: "3600000",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      ...gateway.env,
    };
    const t = useTestApp(database, env, true, { now: () => clock.now });
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(t.app);
    });
    const { send, detail, deliver, linkOf } = paymentKit(t, () => admin);

    const visit = (url: string, headers: InjectOptions["headers"] = {}) =>
      t.app.inject({ method: "GET", url, remoteAddress: randomAddress(), headers: { "user-agent": BROWSER, ...headers } });
    const enquire = async (name: string, fields: Record<string, string>) => {
      const all: Record<string, string> = { form: "course", name, email: "", phone: "", course: "Java", page: "/courses/java", ...fields };
      // An empty field is left out (the contact form names no course).
      const payload = newVisitor(Object.fromEntries(Object.entries(all).filter(([k, v]) => v !== "" || k === "email" || k === "phone")));
      const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const newBatch = async (fields: Partial<Batch>) => {
      const res = await send("POST", "/api/content/batches", admin, { schedule: "weekday", timing: "7:00 am – 9:00 am", mode: "classroom", ...fields });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Batch;
    };
    const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>, status = 200) => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
      return r;
    };
    const owner = async (lead: string, ownerId: string) =>
      ok(send("PATCH", `/api/enquiries/${lead}`, admin, { revision: (await detail(lead)).revision, ownerId }));
    const askFee = async (lead: string, instalments: { amountInr: number; dueDate: string }[], batchId?: string) =>
      (
        (await ok(send("POST", `/api/enquiries/${lead}/payments`, admin, { description: "Course fee", instalments, ...(batchId && { batchId }) }), 201)).json()
          .data as LeadPayments
      ).instalments;

    // Dozens of calls and a built site's render: more than the default 20 s beside a browser run on a busy machine.
    it(
      "counts fill, attendance and fees per batch, money per course and source, and each counsellor's conversion and first-reply time",
      { timeout: 90_000 },
      async () => {
        // Nothing yet: every list empty, every total zero.
        // All time: the form and the staff's calls take the wall clock, the app the driven one (periods: owner-period.test.ts).
        const empty = (await send("GET", "/api/reports/owner?period=all")).json().data as OwnerNumbers;
        expect(empty).toEqual({
          today: "2027-03-20",
          period: { key: "all", from: null, to: null },
          totals: { collectedPaise: 0, duePaise: 0, overduePaise: 0, leads: 0, enrolled: 0, enrolments: 0, visits: 0 },
          batches: [],
          courses: [],
          sources: [],
          counsellors: [],
        });

        // Visits: two loads from the newsletter, four from Bing (what the page request counts).
        for (let i = 0; i < 2; i++) await ok(visit("/courses/java?utm_source=newsletter"));
        for (let i = 0; i < 4; i++) await ok(visit("/courses/python", { referer: "https://www.bing.com/search?q=python" }));
        await t.app.pageViews!.flush();

        // Five leads before any counsellor takes new leads: three from the newsletter, one from Bing, one direct.
        const asha = await enquire("Asha Owner", { utmSource: "newsletter", utmMedium: "email" });
        const bala = await enquire("Bala Owner", { utmSource: "newsletter", utmMedium: "email" });
        const chitra = await enquire("Chitra Owner", { utmSource: "newsletter", utmMedium: "email" });
        const dinesh = await enquire("Dinesh Owner", { course: "Python", page: "/courses/python", referrerHost: "www.bing.com" });
        const ezhil = await enquire("Ezhil Owner", { form: "contact", course: "", page: "/contact", message: "Timings?" });

        const [ravi, meena] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
        for (const lead of [asha, bala, ezhil]) await owner(lead, ravi.id);
        for (const lead of [chitra, dinesh]) await owner(lead, meena.id);

        // First replies. Enquiries and staff's calls are stamped with the server's clock:
        // each lead is dated back by the wait before its call (setup only).
        // Ravi calls Asha after 20 minutes and Bala after 40, Meena Chitra after 90; Ezhil and Dinesh wait.
        const call = async (lead: string, token: string, minutes: number) => {
          await t.app.db
            .updateTable("enquiries")
            .set({ created_at: new Date(clock.now - minutes * MIN).toISOString() })
            .where("id", "=", lead)
            .execute();
          await ok(send("POST", `/api/enquiries/${lead}/activities`, token, { kind: "call", outcome: "connected" }), 201);
        };
        await call(asha, ravi.token, 20);
        await call(bala, ravi.token, 40);
        await call(chitra, meena.token, 90);

        const java = await newBatch({ courseId: "java", startDate: "2027-03-15", duration: "2 weeks", capacity: 4 });
        const python = await newBatch({ courseId: "python", startDate: "2027-04-05", duration: "3 months", capacity: 10 });

        // Asha: a fee in two parts against the Java batch, the first paid: enrolled by the payment.
        const ashaFee = await askFee(
          asha,
          [
            { amountInr: 9000, dueDate: "2027-03-20" },
            { amountInr: 9000, dueDate: "2027-04-18" },
          ],
          java.id,
        );
        expect((await deliver(gateway.pay(await linkOf(ashaFee[0]!.id)))).statusCode).toBe(200);
        // Dinesh: the Python fee in one part against the Python batch, paid.
        const dineshFee = await askFee(dinesh, [{ amountInr: 12000, dueDate: "2027-03-25" }], python.id);
        expect((await deliver(gateway.pay(await linkOf(dineshFee[0]!.id)))).statusCode).toBe(200);
        // Chitra and Bala enrolled by the office, Bala with a fee asked without a batch, due on Monday.
        await ok(send("POST", `/api/batches/${java.id}/students`, admin, { leadId: chitra }), 201);
        await ok(send("POST", `/api/batches/${java.id}/students`, admin, { leadId: bala }), 201);
        await askFee(bala, [{ amountInr: 15000, dueDate: "2027-03-22" }]);
        expect((await detail(asha)).status).toBe("enrolled");
        expect((await detail(dinesh)).status).toBe("enrolled");

        // The Java batch met Monday to Friday; Bala missed Tuesday and Wednesday, Chitra Wednesday.
        const sessions = (await send("GET", `/api/batches/${java.id}/sessions`)).json().data as BatchSessions;
        const held = sessions.sessions.filter((s) => s.date < "2027-03-20");
        expect(held.map((s) => s.date)).toEqual(["2027-03-15", "2027-03-16", "2027-03-17", "2027-03-18", "2027-03-19"]);
        await ok(send("PUT", `/api/sessions/${held[1]!.id}/attendance`, admin, { absent: [bala] }));
        await ok(send("PUT", `/api/sessions/${held[2]!.id}/attendance`, admin, { absent: [bala, chitra] }));

        // A week later: Bala's fee is overdue, the batch's second week held in full. Every other
        // class's register was saved with nobody absent: a class counts once it is (docs/decisions/084).
        clock.now = chennai("2027-03-27T10:00:00");
        const unsaved = ((await send("GET", `/api/batches/${java.id}/sessions`)).json().data as BatchSessions).sessions.filter((s) => s.markedAt === null);
        expect(unsaved).toHaveLength(8);
        for (const s of unsaved) await ok(send("PUT", `/api/sessions/${s.id}/attendance`, admin, { absent: [] }));
        const res = await send("GET", "/api/reports/owner?period=all");
        expect(res.statusCode, res.body).toBe(200);
        const numbers = res.json().data as OwnerNumbers;
        const none = { percent: null, note: null };
        const pct = (percent: number) => ({ percent, note: null });

        expect(numbers.today).toBe("2027-03-27");
        expect(numbers.totals).toEqual({
          collectedPaise: 2_100_000,
          duePaise: 2_400_000,
          overduePaise: 1_500_000,
          leads: 5,
          enrolled: 4,
          enrolments: 4,
          visits: 6,
        });
        expect(numbers.batches).toEqual([
          {
            id: python.id,
            courseTitle: "Python",
            startDate: "2027-04-05",
            schedule: "weekday",
            timing: "7:00 am – 9:00 am",
            capacity: 10,
            enrolled: 1,
            fill: pct(10),
            attendance: { attended: 0, held: 0, rate: none },
            collectedPaise: 1_200_000,
            duePaise: 0,
            overduePaise: 0,
          },
          {
            id: java.id,
            courseTitle: "Java",
            startDate: "2027-03-15",
            schedule: "weekday",
            timing: "7:00 am – 9:00 am",
            capacity: 4,
            enrolled: 3,
            fill: pct(75),
            // 3 students × 10 classes, 3 absences.
            attendance: { attended: 27, held: 30, rate: pct(90) },
            collectedPaise: 900_000,
            duePaise: 2_400_000,
            overduePaise: 1_500_000,
          },
        ]);
        expect(numbers.courses).toEqual([
          { course: "Python", leads: 1, enrolled: 1, conversion: pct(100), collectedPaise: 1_200_000, duePaise: 0, overduePaise: 0 },
          { course: "Java", leads: 3, enrolled: 3, conversion: pct(100), collectedPaise: 900_000, duePaise: 2_400_000, overduePaise: 1_500_000 },
          { course: "No course given", leads: 1, enrolled: 0, conversion: pct(0), collectedPaise: 0, duePaise: 0, overduePaise: 0 },
        ]);
        expect(numbers.sources).toEqual([
          {
            source: "bing",
            visits: 4,
            leads: 1,
            enquiryRate: pct(25),
            enrolled: 1,
            conversion: pct(100),
            collectedPaise: 1_200_000,
            duePaise: 0,
            overduePaise: 0,
          },
          {
            source: "newsletter",
            visits: 2,
            leads: 3,
            // Three enquiries from two counted visits: above 100 %, and it says why.
            enquiryRate: { percent: 150, note: UNCOUNTED_VISITS_NOTE },
            enrolled: 3,
            conversion: pct(100),
            collectedPaise: 900_000,
            duePaise: 2_400_000,
            overduePaise: 1_500_000,
          },
          {
            source: "direct",
            visits: 0,
            leads: 1,
            enquiryRate: { percent: null, note: UNCOUNTED_VISITS_NOTE },
            enrolled: 0,
            conversion: pct(0),
            collectedPaise: 0,
            duePaise: 0,
            overduePaise: 0,
          },
        ]);
        expect(numbers.counsellors).toEqual(
          [
            // Ravi: three leads, two enrolled; first replies after 20 and 40 minutes (Ezhil still waits).
            { id: ravi.id, name: ravi.username, leads: 3, enrolled: 2, conversion: pct(67), medianFirstResponseSeconds: about(30 * 60) },
            // Meena: both enrolled; Chitra called after 90 minutes, Dinesh only paid.
            { id: meena.id, name: meena.username, leads: 2, enrolled: 2, conversion: pct(100), medianFirstResponseSeconds: about(90 * 60) },
          ].sort((a, b) => b.leads - a.leads),
        );
        expect(JSON.stringify(numbers)).not.toContain(OVER_WHOLE_NOTE);
      },
    );

    it("is for admins only: a counsellor and a trainer are refused, a visitor must log in", async () => {
      for (const role of ["counsellor", "trainer", "editor"] as const) {
        const staff = await newStaff(t.app, admin, role);
        const res = await t.app.inject({ method: "GET", url: "/api/reports/owner", headers: bearer(staff.token) });
        expect(res.statusCode, role).toBe(403);
      }
      expect((await t.app.inject({ method: "GET", url: "/api/reports/owner" })).statusCode).toBe(401);
    });
  });
});
