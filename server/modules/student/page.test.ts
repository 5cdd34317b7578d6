import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadPayments } from "#contracts/payments";
import { STUDENT_MESSAGES } from "#contracts/student";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { startMailbox } from "#server/test/mailbox";
import { startFakeRazorpay } from "#server/test/fake-razorpay";
import { paymentKit } from "#server/test/payment-kit";
import { ADMIN_ENV, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/until";
import { uniqueEmail } from "#server/test/visitors";
import { readMail } from "../mail";
import { escapeHtml } from "../certificates";
import { STUDENT_COOKIE } from "./page";

// /my as a browser without JavaScript uses it (docs/decisions/068): plain form
// posts, a cookie that only this page reads, the student's own records only.
// The API it shares its work with is tested in ./student.test.ts.

const KEYS = { keyId: "rzp_test_mypage", keySecret: "my-page-secret", webhookSecret: "my-page-webhook" };
const { received, port: smtpPort } = await startMailbox();
// Started before the tests are collected, so its address is known when their settings are written.
const gateway = await startFakeRazorpay(KEYS);
afterAll(() => gateway.stop());

const codesTo = (address: string) =>
  received
    .map(readMail)
    .filter((m) => (m.headers.to ?? "").includes(address))
    .map((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1])
    .filter((c): c is string => Boolean(c));

/** A Chennai-ish date some days ahead (the server's real clock runs here). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases)("the /my page on $name", (database) => {
  const t = useTestApp(database, {
    ...ADMIN_ENV,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...gateway.env,
  });
  let admin: string;
  const { send, newLead, deliver, linkOf } = paymentKit(t, () => admin);
  const students: { id: string; email: string; receiptId: string }[] = [];
  beforeAll(async () => {
    admin = await signIn(t.app);
    for (const name of ["Meena Kumari", "Someone Else"]) {
      const email = uniqueEmail();
      const id = await newLead(name, email);
      const asked = await send("POST", `/api/enquiries/${id}/payments`, admin, {
        description: "Data Science course fee",
        instalments: [
          { amountInr: 12000, dueDate: inDays(10) },
          { amountInr: 6000, dueDate: inDays(40) },
        ],
      });
      expect(asked.statusCode, asked.body).toBe(201);
      expect((await deliver(gateway.pay(await linkOf((asked.json().data as LeadPayments).instalments[0]!.id)))).statusCode).toBe(200);
      const receipt = await t.app.db.selectFrom("payment_receipts").select("id").where("enquiry_id", "=", id).executeTakeFirstOrThrow();
      students.push({ id, email, receiptId: receipt.id });
    }
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
      remoteAddress: randomAddress(),
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie: `${STUDENT_COOKIE}=${cookie}` } : {} });

  /** Signs in through the forms; answers the cookie's token. */
  const signInByForm = async (email: string) => {
    const before = codesTo(email).length;
    const asked = await post("/my/code", { email });
    expect(asked.statusCode).toBe(200);
    await until("the code's email", () => codesTo(email).length > before);
    const res = await post("/my/session", { email, code: codesTo(email).at(-1)! });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe("/my");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${STUDENT_COOKIE}=stu_[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/my; HttpOnly; SameSite=Lax`));
    return /=([^;]+)/.exec(cookie)![1]!;
  };

  it("asks for the email, then the code, in forms that work without JavaScript", async () => {
    const page = await get("/my");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.body).toContain('<form method="post" action="/my/code"');
    expect(page.body).toContain('autocomplete="email"');
    expect(page.body).not.toMatch(/<script[^>]+src=/);

    const email = students[0]!.email;
    const asked = await post("/my/code", { email });
    expect(asked.body).toContain(escapeHtml(STUDENT_MESSAGES.codeSent));
    await until("the code's email", () => codesTo(email).length > 0);
    expect(asked.body).toMatch(/<input id="code"[^>]*inputmode="numeric" autocomplete="one-time-code"/);
    const wrong = await post("/my/session", { email, code: "000000" === codesTo(email).at(-1) ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain(escapeHtml(STUDENT_MESSAGES.wrongCode(4)));
    expect(wrong.body).toContain(`value="${escapeHtml(email)}"`);
  });

  it("shows the signed-in student their fees, payment link and receipts, and opens only their own receipts", async () => {
    const [meena, someone] = students;
    const token = await signInByForm(meena!.email);
    const page = await get("/my", token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Hello, Meena");
    expect(page.body).toMatch(/<a class="button" href="http[^"]+\/l\/plink_[^"]+" rel="noopener">Pay ₹6,000<\/a>/);
    expect(page.body).toContain(`href="/my/receipts/${meena!.receiptId}"`);
    expect(page.body).not.toContain(someone!.receiptId);

    const own = await get(`/my/receipts/${meena!.receiptId}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Receipt ");
    expect(own.body).toContain("Meena Kumari");
    expect(own.body).toContain("₹12,000");
    const theirs = await get(`/my/receipts/${someone!.receiptId}`, token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("Someone Else");
    const anonymous = await get(`/my/receipts/${meena!.receiptId}`);
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe("/my");
  });

  it("refuses a form sent from another site's page, and signs out for good", async () => {
    const meena = students[0]!;
    const token = await signInByForm(meena.email);
    const forged = await post("/my/sign-out", {}, { cookie: `${STUDENT_COOKIE}=${token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(forged.statusCode).toBe(403);
    expect((await get("/my", token)).body).toContain("Hello, Meena");

    const out = await post("/my/sign-out", {}, { cookie: `${STUDENT_COOKIE}=${token}` });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/my?out");
    expect(String(out.headers["set-cookie"])).toMatch(new RegExp(`^${STUDENT_COOKIE}=; Max-Age=0`));
    expect((await get("/my?out")).body).toContain(STUDENT_MESSAGES.signedOut);
    const stale = await get("/my", token);
    expect(stale.body).toContain(STUDENT_MESSAGES.sessionEnded);
    expect(stale.body).not.toContain("Hello, Meena");
  });
});
