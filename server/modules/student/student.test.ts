import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_IDS } from "#contracts/courses";
import type { LeadPayments } from "#contracts/payments";
import { STUDENT_CODE_TRIES, STUDENT_CODES_PER_WINDOW, STUDENT_CODE_REQUESTS_PER_ADDRESS, STUDENT_MESSAGES, type StudentPage } from "#contracts/student";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { uniqueEmail } from "#server/test/visitors";
import { readMail } from "../mail";

// The student's sign-in and page through the API (docs/decisions/068), on both
// databases: codes mailed through a real SMTP conversation with the local
// stand-in, fees asked and paid through the Razorpay stand-in, the clock driven
// for expiry. The page's own form posts are in ./page.test.ts.

const KEYS = { keyId: "rzp_test_student", keySecret: "student-test-secret", webhookSecret: "student-test-webhook" };
const { received, port: smtpPort } = await startMailbox();
// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

/** The codes mailed to an address, oldest first. */
const codesTo = (address: string) =>
  received
    .map(readMail)
    .filter((m) => (m.headers.to ?? "").toLowerCase().includes(address.toLowerCase()))
    .map((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1])
    .filter((c): c is string => Boolean(c));

describe.each(testDatabases)("student sign-in and page on $name", (database) => {
  const clock = { now: Date.parse("2027-03-20T11:00:00+05:30") };
  const t = useTestApp(
    database,
    {
      ...ADMIN_ENV,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...gateway.env,
    },
    false,
    { now: () => clock.now },
  );
  let admin: string;
  const { send, newLead, deliver, linkOf } = paymentKit(t, () => admin);

  /** A lead asked for a fee in two parts, the first paid: a student with a receipt. */
  const newStudent = async (name: string) => {
    const email = uniqueEmail();
    const id = await newLead(name, email);
    const asked = await send("POST", `/api/enquiries/${id}/payments`, admin, {
      description: "Python course fee",
      instalments: [
        { amountInr: 9000, dueDate: "2027-03-25" },
        { amountInr: 9000, dueDate: "2027-04-25" },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [first] = (asked.json().data as LeadPayments).instalments;
    expect((await deliver(gateway.pay(await linkOf(first!.id)))).statusCode).toBe(200);
    const receipt = await t.app.db.selectFrom("payment_receipts").select("id").where("enquiry_id", "=", id).executeTakeFirstOrThrow();
    return { id, email, receiptId: receipt.id };
  };

  const askCode = (email: string, remoteAddress = randomAddress()) =>
    t.app.inject({ method: "POST", url: "/api/student/code", payload: { email }, remoteAddress });
  const signInWith = (email: string, code: string, remoteAddress = randomAddress()) =>
    t.app.inject({ method: "POST", url: "/api/student/session", payload: { email, code }, remoteAddress });
  /** Asks for a code and waits for the mail server to receive it. */
  const mailedCode = async (email: string) => {
    const before = codesTo(email).length;
    expect((await askCode(email)).statusCode).toBe(202);
    await until("the code's email", () => codesTo(email).length > before);
    return codesTo(email).at(-1)!;
  };
  const me = (token: string) => t.app.inject({ method: "GET", url: "/api/student/me", headers: bearer(token) });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  let kavya: Awaited<ReturnType<typeof newStudent>>;
  let other: Awaited<ReturnType<typeof newStudent>>;
  beforeAll(async () => {
    admin = await signIn(t.app);
    kavya = await newStudent("Kavya Raman");
    other = await newStudent("Other Student");
  });

  it("mails a student a code for the address typed in any case, and the code opens their page: fees, receipts, certificate", async () => {
    const issued = await send("POST", "/api/certificates", admin, {
      studentName: "Kavya Raman",
      course: "Python",
      startDate: "2026-12-01",
      endDate: "2027-03-01",
      leadId: kavya.id,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const code = await mailedCode(kavya.email.toUpperCase());
    // Kept only as a salted hash: no column of any code row holds the code.
    const rows = await t.app.db.selectFrom("student_codes").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
    const session = await signInWith(` ${kavya.email} `, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(session.statusCode, session.body).toBe(201);
    const { token } = session.json();
    expect(token).toMatch(/^stu_[A-Za-z0-9_-]{43}$/);
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as StudentPage;
    expect(page.student).toEqual({ name: "Kavya Raman", email: kavya.email });
    expect(page.fees.paidPaise).toBe(900_000);
    expect(page.fees.duePaise).toBe(900_000);
    expect(page.fees.instalments.map((i) => [i.position, i.state, Boolean(i.payUrl)])).toEqual([
      [1, "paid", false],
      [2, "due", true],
    ]);
    expect(page.receipts).toEqual([expect.objectContaining({ id: kavya.receiptId, amountPaise: 900_000 })]);
    expect(page.certificates).toEqual([
      expect.objectContaining({ course: "Python", revoked: false, verifyUrl: expect.stringMatching(/\/verify\/CTA-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/) }),
    ]);
    // Only their own: the other student's receipt is not there.
    expect(JSON.stringify(page)).not.toContain(other.receiptId);
  });

  it("answers an unknown address and a lead that is no student exactly as a student, and sends them nothing", async () => {
    const enquirer = uniqueEmail();
    await newLead("Just Asking", enquirer);
    const unknown = uniqueEmail();
    const answers = await Promise.all([askCode(other.email), askCode(enquirer), askCode(unknown)]);
    for (const a of answers) {
      expect(a.statusCode).toBe(202);
      expect(a.json()).toEqual({ success: true, message: STUDENT_MESSAGES.codeSent });
    }
    await until("the student's code", () => codesTo(other.email).length > 0);
    expect(codesTo(enquirer)).toEqual([]);
    expect(codesTo(unknown)).toEqual([]);
    // Signing in answers alike too: a wrong code, its tries counted.
    for (const address of [enquirer, unknown]) {
      const res = await signInWith(address, "123456");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STUDENT_MESSAGES.wrongCode(STUDENT_CODE_TRIES - 1));
    }
  });

  it("lets a code work for 10 minutes, once", async () => {
    const code = await mailedCode(kavya.email);
    clock.now += 10 * 60_000 - 1_000;
    expect((await signInWith(kavya.email, code)).statusCode).toBe(201);
    const again = await signInWith(kavya.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STUDENT_MESSAGES.expired);

    clock.now += 20 * 60_000;
    const late = await mailedCode(kavya.email);
    clock.now += 10 * 60_000;
    const res = await signInWith(kavya.email, late);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: STUDENT_MESSAGES.expired, errors: { code: STUDENT_MESSAGES.expired } });
    clock.now += 20 * 60_000;
  });

  it(`ends a code at the ${STUDENT_CODE_TRIES}th wrong try, even for the right code after it`, async () => {
    const code = await mailedCode(kavya.email);
    for (let left = STUDENT_CODE_TRIES - 1; left >= 1; left--) {
      const res = await signInWith(kavya.email, wrong(code));
      expect(res.json().message).toBe(STUDENT_MESSAGES.wrongCode(left));
    }
    expect((await signInWith(kavya.email, wrong(code))).json().message).toBe(STUDENT_MESSAGES.noTriesLeft);
    const right = await signInWith(kavya.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(STUDENT_MESSAGES.noTriesLeft);
    // Only the latest code counts: an older one no longer signs in.
    const older = await mailedCode(kavya.email);
    await mailedCode(kavya.email);
    expect((await signInWith(kavya.email, older)).statusCode).toBe(400);
    clock.now += 20 * 60_000;
  });

  it("limits codes per email address, student or not, and requests per client address", async () => {
    const mailed = codesTo(kavya.email).length;
    for (const address of [kavya.email, uniqueEmail()]) {
      for (let i = 0; i < STUDENT_CODES_PER_WINDOW; i++) expect((await askCode(address)).statusCode).toBe(202);
      const refused = await askCode(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(STUDENT_MESSAGES.tooManyCodes);
    }
    clock.now += 15 * 60_000 + 1_000;
    expect((await askCode(kavya.email)).statusCode).toBe(202);
    // Every code asked for here reaches the mailbox before the next test reads the newest one.
    await until("the codes' emails", () => codesTo(kavya.email).length >= mailed + STUDENT_CODES_PER_WINDOW + 1);

    const from = randomAddress();
    for (let i = 0; i < STUDENT_CODE_REQUESTS_PER_ADDRESS; i++) expect((await askCode(uniqueEmail(), from)).statusCode).toBe(202);
    const refused = await askCode(uniqueEmail(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(STUDENT_MESSAGES.tooManyRequests);
    clock.now += 20 * 60_000;
  });

  it("keeps student and staff sessions apart: a student token opens no staff endpoint, a staff token no student one", async () => {
    const { token } = (await signInWith(kavya.email, await mailedCode(kavya.email))).json();
    for (const url of ["/api/enquiries", `/api/enquiries/${kavya.id}`, `/api/payments/receipts/${kavya.receiptId}`, "/api/certificates"]) {
      expect((await t.app.inject({ method: "GET", url, headers: bearer(token) })).statusCode, url).toBe(401);
    }
    const staff = await me(admin);
    expect(staff.statusCode).toBe(401);
    expect(staff.json().message).toBe(STUDENT_MESSAGES.signInRequired);
    expect((await t.app.inject({ method: "GET", url: `/api/student/receipts/${kavya.receiptId}`, headers: bearer(admin) })).statusCode).toBe(401);
    clock.now += 20 * 60_000;
  });

  it("opens a student's own receipts only, and signing out ends the session", async () => {
    const { token } = (await signInWith(kavya.email, await mailedCode(kavya.email))).json();
    const own = await t.app.inject({ method: "GET", url: `/api/student/receipts/${kavya.receiptId}`, headers: bearer(token) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: kavya.receiptId, studentName: "Kavya Raman", amountPaise: 900_000 });
    for (const id of [other.receiptId, "no-such-receipt"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/student/receipts/${id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STUDENT_MESSAGES.receiptNotFound);
    }
    expect((await t.app.inject({ method: "DELETE", url: "/api/student/session", headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    clock.now += 20 * 60_000;
  });

  it("shows a student on a batch's class list their batch, next class and attendance", async () => {
    const created = await send("POST", "/api/content/batches", admin, {
      courseId: COURSE_IDS[0],
      startDate: "2027-03-01",
      schedule: "weekday",
      timing: "7:00 pm – 9:00 pm",
      mode: "classroom",
      duration: "3 months",
    });
    expect(created.statusCode, created.body).toBe(201);
    const batchId = created.json().data.id as string;
    // Enrolled and nothing else (no fee asked): a student all the same.
    const email = uniqueEmail();
    const leadId = await newLead("Arun Prakash", email);
    const enrolled = await send("POST", `/api/batches/${batchId}/students`, admin, { leadId });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const session = await signInWith(email, await mailedCode(email));
    expect(session.statusCode, session.body).toBe(201);
    const { batch } = (await me(session.json().token)).json().data as StudentPage;
    expect(batch).toMatchObject({ batchId, courseId: COURSE_IDS[0], startDate: "2027-03-01", schedule: "weekday", mode: "classroom" });
    // Saturday 20 March 2027 in Chennai: the next class is on Monday at 7 pm. Three weeks of weekdays
    // went by; the two classes whose register was saved count, one of them missed (docs/decisions/084).
    expect(batch!.nextSession).toMatchObject({ date: "2027-03-22", startsAt: "19:00" });
    expect(batch!.attendance).toEqual({ attended: 0, held: 0 });
    const [first, second] = (await send("GET", `/api/batches/${batchId}/sessions`, admin)).json().data.sessions as { id: string }[];
    expect((await send("PUT", `/api/sessions/${first!.id}/attendance`, admin, { absent: [leadId] })).statusCode).toBe(200);
    expect((await send("PUT", `/api/sessions/${second!.id}/attendance`, admin, { absent: [] })).statusCode).toBe(200);
    expect(((await me(session.json().token)).json().data as StudentPage).batch!.attendance).toEqual({ attended: 1, held: 2 });
    clock.now += 20 * 60_000;
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const bad = await askCode("not an email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: STUDENT_MESSAGES.email });
    const short = await signInWith(kavya.email, "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ code: STUDENT_MESSAGES.code });
    const lead = await send("POST", "/api/certificates", admin, {
      studentName: "X",
      course: "Y",
      startDate: "2027-01-01",
      endDate: "2027-02-01",
      leadId: "nobody",
    });
    expect(lead.statusCode).toBe(400);
  });
});
