import { gzipSync } from "node:zlib";
import { test as base, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import type { E2eMailbox } from "./helpers/mailbox";
import { OWN_SERVER_FIXTURE_MS, expectNoViolations } from "./helpers/own-server";
import { type PaymentsSite, startPaymentsSiteWithMail } from "./helpers/payments-site";
import { BUDGET, firstLoadAssets } from "#scripts/budgets";

// The student's own page (docs/decisions/068): a student whose
// fee was asked for and partly paid signs in at /my on a phone with the code the
// institute's mail server received, and sees their fees with the link to pay the
// rest, their receipt (opened and printable) and their certificate with its
// verification link; then signs out. /my is plain server-rendered HTML, so this
// spec uses Playwright's own `test` (no hydration mark to wait for).

const KEYS = { keyId: "rzp_test_student_e2e", keySecret: "student-e2e-secret", webhookSecret: "student-e2e-webhook" };
const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/student-page-screenshots";

interface Fixtures {
  site: PaymentsSite & { mailbox: E2eMailbox };
}

const test = base.extend<object, Fixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const site = await startPaymentsSiteWithMail("student-page", KEYS);
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
});

test("a student signs in on a phone with the emailed code and sees their fees, receipt and certificate", async ({ page, request, site }) => {
  test.setTimeout(120_000);
  const email = "divya.s@example.in";
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const lead = await request.post("/api/enquiries", {
    data: { form: "contact", name: "Divya Subramanian", phone: "9840067890", email, message: "Python batch fee?" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const leadId = ((await lead.json()) as { id: string }).id;
  const due = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
  const asked = await request.post(`/api/enquiries/${leadId}/payments`, {
    headers,
    data: {
      description: "Python Full Stack course fee",
      instalments: [
        { amountInr: 12000, dueDate: due(3) },
        { amountInr: 8000, dueDate: due(33) },
      ],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const link = [...site.gateway.links.values()].find((l) => (l.request.notes as Record<string, string>).enquiry_id === leadId && l.amount === 1_200_000)!;
  const event = site.gateway.pay(link.id);
  expect((await fetch(`${site.baseURL}/api/payments/razorpay/webhook`, { method: "POST", body: event.body, headers: event.headers })).status).toBe(200);
  const certificate = await request.post("/api/certificates", {
    headers,
    data: { studentName: "Divya Subramanian", course: "Python Full Stack", batch: "Weekday evening", startDate: "2026-08-03", endDate: "2026-11-02", leadId },
  });
  expect(certificate.status(), await certificate.text()).toBe(201);

  // Her batch: started three weeks ago, weekday evenings; staff put her on its class list.
  const today = new Date(Date.now() + 330 * 60_000);
  const batch = await request.post("/api/content/batches", {
    headers,
    data: {
      courseId: "python",
      startDate: new Date(today.getTime() - 21 * 86_400_000).toISOString().slice(0, 10),
      schedule: "weekday",
      timing: "7:00 pm – 9:00 pm",
      mode: "classroom",
      duration: "3 months",
    },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchId = ((await batch.json()) as { data: { id: string } }).data.id;
  const enrolled = await request.post(`/api/batches/${batchId}/students`, { headers, data: { leadId } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  // Her trainer took every register so far, nobody absent: a class counts once its register is saved (docs/decisions/084).
  const listed = await request.get(`/api/batches/${batchId}/sessions`, { headers });
  const sessions = ((await listed.json()) as { data: { sessions: { id: string; date: string; cancelled: boolean }[] } }).data.sessions;
  const past = sessions.filter((s) => s.date < today.toISOString().slice(0, 10) && !s.cancelled);
  expect(past.length).toBeGreaterThan(0);
  for (const s of past) {
    const saved = await request.put(`/api/sessions/${s.id}/attendance`, { headers, data: { absent: [] } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // On a phone: the email, then the code from the mail server. The page is HTML and
  // forms: no script file is fetched on any step (the public pages' script budget
  // untouched), and its stylesheet is the site's, within the CSS budget.
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/my");
  const assets = firstLoadAssets(await page.content(), `${process.env.BUILD_ROOT ?? "build"}/client`);
  expect(assets.js).toEqual([]);
  const cssGzip = await Promise.all(assets.css.map(async (href) => gzipSync(Buffer.from(await (await request.get(href)).body()), { level: 9 }).length));
  expect(cssGzip.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUDGET.cssGzipBytes);
  await expect(page.getByRole("heading", { name: "Your student page" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-sign-in-390.png` });
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Your email").press("Enter");
  const codeField = page.getByLabel("6-digit code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("status")).toContainText("a 6-digit code is on its way");
  // Her mail also holds the payment links and the receipt: the code is the one whose subject names it.
  const codes = () => site.mailbox.to(email).flatMap((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1] ?? []);
  await expect.poll(() => codes().length).toBe(1);
  const code = codes()[0]!;

  // A slip first: the page says what is wrong and keeps the step.
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await codeField.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("That code is not right. 4 tries left.");
  await page.screenshot({ path: `${SHOTS}/my-wrong-code-390.png` });
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Hello, Divya" })).toBeVisible();
  const batchCard = page.getByRole("region", { name: "Your batch" });
  await expect(batchCard.getByText("Next class")).toBeVisible();
  await expect(batchCard.getByText(/^\w+day, \d+ \w+ \d{4}, 7:00 PM$/)).toBeVisible();
  await expect(batchCard.getByText(/^\d+ of \d+ classes \(100 %\)$/)).toBeVisible();
  const fees = page.getByRole("region", { name: "Fees" });
  await expect(fees.getByText("₹12,000").first()).toBeVisible();
  await expect(fees.getByRole("link", { name: "Pay ₹8,000" })).toHaveAttribute("href", /\/l\/plink_/);
  const certificates = page.getByRole("region", { name: "Certificate" });
  await expect(certificates.getByRole("link", { name: "Verification page" })).toHaveAttribute("href", /\/verify\/CTA-/);
  await expectNoViolations(page, "/my signed in at 390 px");
  await page.screenshot({ path: `${SHOTS}/my-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/my-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The receipt opens on its own page, ready to print.
  await page.getByRole("link", { name: /^Open receipt/ }).click();
  await expect(page.getByRole("heading", { name: /^Receipt \d{4}-\d{2}\/0001$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await expect(page.getByText("Divya Subramanian")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-receipt-390.png`, fullPage: true });
  await page.getByRole("link", { name: "← Back to your page" }).click();

  // Signing out ends it; the page asks for the email again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await page.goBack();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Hello, Divya" })).toHaveCount(0);
  expect(scripts).toEqual([]);
});
