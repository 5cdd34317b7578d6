import { type APIRequestContext, type Browser, test as base, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { type E2eMailbox, startE2eMailbox } from "./helpers/mailbox";
import { OWN_SERVER_FIXTURE_MS, type OwnServer, expectNoViolations, startOwnServer } from "./helpers/own-server";
import { waitsForHydration } from "./test";

// /placements tells the truth in its HTML (docs/decisions/097): on a server of its
// own (a fresh database, so "no records" is true), a cold load does not move,
// with no records and with them; a course's numbers, counted from the outcome
// ledger, and a student's verified placement (shown after she agreed on /my,
// with JavaScript off) are read with JavaScript off; its public page has no pay.

const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/placement-numbers-screenshots";

const test = base.extend<object, { site: OwnServer & { mailbox: E2eMailbox } }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const mailbox = await startE2eMailbox();
      const server = await startOwnServer("placement-numbers", { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
      await provide({ ...server, mailbox });
      await server.stop();
      await mailbox.stop();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
});
test.describe.configure({ mode: "serial" });

/** The layout shifts of a cold load of /placements on a phone, once the records were read again and painted. */
async function coldLoadShift(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = waitsForHydration(await context.newPage());
  await page.addInitScript(() => {
    // The running total lives on the window for the test to read back below.
    let shift = 0;
    Reflect.set(window, "layoutShift", 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) Reflect.set(window, "layoutShift", (shift += entry.value));
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The grid reads its records again once in view (at once on this screen): wait for that read to be painted.
  const reread = page.waitForResponse((r) => r.url().includes("/api/placements?"));
  await page.goto("/placements");
  await page.getByRole("region", { name: "Placement Records" }).scrollIntoViewIfNeeded();
  await reread;
  await expect(page.getByRole("region", { name: "Placement Records" })).not.toHaveAttribute("aria-busy", "true");
  const shift = await page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(Number(Reflect.get(window, "layoutShift")))))),
  );
  await context.close();
  return shift;
}

let api: APIRequestContext;
let headers: Record<string, string>;
const email = "meena.r@example.in";
let proofPath = "";

test.beforeAll(async ({ playwright, site }) => {
  api = await playwright.request.newContext({ baseURL: site.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
});
test.afterAll(async () => api?.dispose());

test("a cold load of /placements with no records does not move", async ({ browser, site }) => {
  test.setTimeout(90_000);
  expect(await coldLoadShift(browser, site.baseURL)).toBe(0);
});

test("the numbers and a verified placement are in the HTML, read with JavaScript off", async ({ browser, site }) => {
  test.setTimeout(180_000);
  // A Python batch that ended in the autumn, with five graduates.
  const ago = (days: number) => new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
  const batch = await api.post("/api/content/batches", {
    headers,
    data: { courseId: "python", startDate: ago(90), schedule: "weekday", timing: "7:00 pm – 9:00 pm", mode: "classroom", duration: "1 month" },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchId = ((await batch.json()) as { data: { id: string } }).data.id;
  const employer = await api.post("/api/employers", { headers, data: { name: "Kaveri Software" } });
  const employerId = ((await employer.json()) as { data: { _id: string } }).data._id;
  const students = [
    { name: "Meena Raghavan", email, pay: 32000 },
    { name: "Arjun Pillai", email: "arjun.p@example.in", pay: 28000 },
    { name: "Farah Khan", email: "farah.k@example.in", pay: 36000 },
    { name: "Gokul Das", email: "gokul.d@example.in" },
    { name: "Lakshmi Iyer", email: "lakshmi.i@example.in" },
  ];
  for (const [i, s] of students.entries()) {
    const lead = await api.post("/api/enquiries", {
      data: { form: "contact", name: s.name, phone: `984005123${i}`, email: s.email, message: "Python placements?" },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    const leadId = ((await lead.json()) as { id: string }).id;
    expect((await api.post(`/api/batches/${batchId}/students`, { headers, data: { leadId } })).status()).toBe(201);
    if (!s.pay) continue;
    const job = { code: "in_field_full_time", employerId, role: "Python developer", startDate: ago(20), baseSalaryMonthly: s.pay, ctcAnnual: s.pay * 14 };
    expect((await api.put(`/api/students/${leadId}/outcome`, { headers, data: job })).status()).toBe(200);
    const confirmed = await api.post(`/api/students/${leadId}/outcome/confirmation`, { headers, data: { confirmedBy: "Kaveri HR", how: "email" } });
    expect(confirmed.status(), await confirmed.text()).toBe(201);
  }

  // Meena agrees on her own page, with JavaScript off: a plain form.
  const context = await browser.newContext({ baseURL: site.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/my");
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const codes = () => site.mailbox.to(email).flatMap((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1] ?? []);
  await expect.poll(() => codes().length).toBe(1);
  await page.getByLabel("6-digit code").fill(codes()[0]!);
  await page.getByRole("button", { name: "Sign in" }).click();
  const choice = page.getByRole("region", { name: "Your placement on our website" });
  await choice.getByRole("button", { name: "Show my placement" }).click();
  await expect(choice).toContainText("marked Verified");
  await choice.screenshot({ path: `${SHOTS}/my-placement-choice.png` });
  proofPath = (await choice.getByRole("link", { name: "Open its public page" }).getAttribute("href"))!;

  await page.goto("/placements");
  const numbers = page.getByRole("region", { name: "Every graduate counted" });
  const python = numbers.getByTestId("course-outcomes").filter({ hasText: "Python" });
  await expect(python).toContainText("60 % placed in their field");
  await expect(python.getByRole("list", { name: /where every graduate is/ })).toContainText("Graduates5");
  await expect(python).toContainText("Not reported (counted as not placed)2");
  await expect(python).toContainText("₹32,000 a month, from 3 salaries");
  await expect(python).toContainText(/As of \d+ \w+ \d{4}, 1 batch ending \d+ \w+ \d{4}/);
  const card = numbers.getByTestId("verified-placement");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Verified · employer confirmed");
  await expect(card).toContainText("Meena Raghavan");
  await expect(card).toContainText("Python developer at Kaveri Software");
  await expect(card.getByRole("link", { name: /How it was verified/ })).toHaveAttribute("href", proofPath);
  await expect(page.getByRole("region", { name: "Placement Records" })).toContainText("Reported by the institute");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/placements-${width}.png`, fullPage: true });
  }

  await page.goto(proofPath);
  await expect(page.getByRole("heading", { name: "Placement verification" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Kaveri Software");
  await expect(page.locator("main")).not.toContainText(/32,000|32000|₹/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/verify-placement-390.png`, fullPage: true });
  await context.close();
});

test("with records, a cold load does not move either, and the page passes axe", async ({ browser, page, site }) => {
  const record = await api.post("/api/placements/add", {
    headers,
    multipart: { id: "STU90001", name: "Ravi Kumar", course: "Python", degree: "", date: "2026-11-01", placement: "Placed at Kaveri Software" },
  });
  expect(record.status(), await record.text()).toBe(201);
  test.setTimeout(180_000);
  expect(await coldLoadShift(browser, site.baseURL)).toBe(0);
  await waitsForHydration(page).goto("/placements");
  await expect(page.getByTestId("verified-placement")).toHaveCount(1);
  await expectNoViolations(page, "/placements with numbers, a verified placement and a record");
  // The public page is plain HTML without a script: nothing hydrates there.
  const plain = await page.context().newPage();
  await plain.goto(proofPath);
  await expectNoViolations(plain, "a placement's public page");
});
