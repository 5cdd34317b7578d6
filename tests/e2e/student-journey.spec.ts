import type { Browser, Page } from "@playwright/test";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { E2E_ADMIN } from "../../playwright.config";
import type { E2eMailbox } from "./helpers/mailbox";
import { OWN_SERVER_FIXTURE_MS } from "./helpers/own-server";
import { type PaymentsSite, startPaymentsSiteWithMail } from "./helpers/payments-site";
import { logIn, newAccount, toast } from "./helpers/staff";
import { test as base, expect, waitsForHydration } from "./test";

// A student's journey from end to end, as the people involved see it (docs/decisions/071):
// a visitor enquires on a course page; the office adds an online batch (with its
// class link) and asks the fee against it; Razorpay's stand-in pays it; the
// course page's seats left drop by one; the trainer takes the register on a
// phone; the student finds "Student login" in the footer, signs in with the
// emailed code and sees the batch, the next class with its link, attendance and
// the receipt; the office issues certificates from the batch page; anyone
// verifies it on /verify. A server of its own: seats are counted on a database
// no other spec writes to, and the mail server and Razorpay are local stand-ins.

const KEYS = { keyId: "rzp_test_journey", keySecret: "journey-key-secret", webhookSecret: "journey-webhook-secret" };
const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/student-journey-screenshots";
const CLASS_LINK = "https://meet.google.com/jrn-tsla-bqx";
const PHONE = { width: 390, height: 844 };

interface Fixtures {
  site: PaymentsSite & { mailbox: E2eMailbox };
}

const test = base.extend<object, Fixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const site = await startPaymentsSiteWithMail("student-journey", KEYS);
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
});

/**
 * A fresh browser of its own (the visitor, the trainer, the student): nobody shares a login.
 * `react`: its pages are the pre-rendered site or the dashboard, so each load waits for
 * hydration; /my and /verify are plain HTML with no hydration to wait for.
 */
async function newPerson(browser: Browser, baseURL: string, react: boolean): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  return react ? waitsForHydration(page) : page;
}

const letters = (n: number) => Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

test("a visitor enquires, pays for a batch, is marked present, sees it all on /my and gets a certificate that verifies", async ({
  page,
  browser,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  // Unique per run: a retry (or a second run on the same server) meets nobody from before.
  const surname = letters(6);
  const student = {
    name: `Keerthana ${surname[0]!.toUpperCase()}${surname.slice(1)}`,
    email: `keerthana.${surname}@example.in`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
  };
  const today = instituteDay(Date.now());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  // The batch meets today, whichever day today is, so the trainer has a register to take.
  const schedule = weekday === 0 || weekday === 6 ? "weekend" : "weekday";

  // Setup through the API: a trainer account, and a classmate who will miss today's class.
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const trainer = newAccount();
  expect((await request.post("/api/auth/signup", { data: trainer })).status()).toBe(201);
  const users = (await (await request.get("/api/auth/users", { headers })).json()).data as { _id: string; username: string }[];
  const trainerId = users.find((u) => u.username === trainer.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${trainerId}`, { headers, data: { role: "trainer" } })).status()).toBe(200);
  const classmateName = `Arul ${letters(5)}`;
  const classmate = await request.post("/api/enquiries", {
    data: {
      form: "contact",
      name: classmateName,
      phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
      email: `arul.${letters(6)}@example.in`,
      message: "Python batch",
    },
  });
  expect(classmate.status(), await classmate.text()).toBe(201);

  // 1. The office adds this month's online Python batch in the dashboard: fee, 20 seats,
  //    its trainer and the class link its students will join from.
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/dashboard/batches");
  await page.getByRole("button", { name: "Add batch" }).click();
  const batchForm = page.getByRole("dialog", { name: "Add batch" });
  await batchForm.getByLabel("Course").selectOption("python");
  await batchForm.getByLabel("Start date").fill(today);
  await batchForm.getByRole("radio", { name: schedule === "weekday" ? "Weekday batch" : "Weekend batch" }).check();
  await batchForm.getByLabel("Timing").fill("7:00 pm – 9:00 pm");
  await expect(batchForm.getByLabel(/Online class link/)).toHaveCount(0);
  await batchForm.getByLabel("Mode").selectOption("online");
  await batchForm.getByLabel(/Online class link/).fill("http://meet.google.com/jrn-tsla-bqx");
  await batchForm.getByLabel("Duration").fill("3 months");
  await batchForm.getByLabel(/Fee/).fill("18000");
  await batchForm.getByLabel(/Seats/).fill("20");
  await batchForm.getByLabel(/Trainer/).selectOption(trainerId);
  // Not https: the form says so on the field and nothing is saved.
  await batchForm.getByRole("button", { name: "Add batch" }).click();
  await expect(batchForm.getByLabel(/Online class link/)).toHaveAttribute("aria-invalid", "true");
  await expect(batchForm.getByText(/full https:\/\/ address/)).toBeVisible();
  await batchForm.screenshot({ path: `${SHOTS}/batch-form-class-link-1366.png` });
  await batchForm.getByLabel(/Online class link/).fill(CLASS_LINK);
  const added = page.waitForResponse((r) => r.url().endsWith("/api/content/batches") && r.request().method() === "POST");
  await batchForm.getByRole("button", { name: "Add batch" }).click();
  const addedRes = await added;
  expect(addedRes.status()).toBe(201);
  const batchId = ((await addedRes.json()) as { data: { id: string } }).data.id;
  await expect(toast(page, "Batch added")).toBeVisible();
  const classmateId = ((await classmate.json()) as { id: string }).id;
  expect((await request.post(`/api/batches/${batchId}/students`, { headers, data: { leadId: classmateId } })).status()).toBe(201);

  // 2. A visitor on a phone reads the course page: the new batch, 19 seats left; and enquires.
  const visitor = await newPerson(browser, site.baseURL, true);
  await visitor.goto("/courses/python");
  const batchCard = visitor
    .getByRole("region", { name: "Upcoming batches" })
    .getByRole("listitem")
    .filter({ hasText: `Starts ${formatDate(today)}` })
    .filter({ hasText: "7:00 pm – 9:00 pm" });
  // Pages are rendered again after a change (the classmate's enrolment just now): reload until it shows.
  const seatsLeft = (text: string) =>
    expect(async () => {
      await visitor.reload();
      await expect(batchCard).toContainText(text, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  await seatsLeft("19 seats left");
  // The class link is for students only: nowhere in what a visitor is sent.
  expect(await visitor.content()).not.toContain(CLASS_LINK);
  const aside = visitor.getByRole("complementary", { name: "Enquiry" });
  await aside.getByLabel("Name", { exact: true }).fill(student.name);
  await aside.getByLabel("Email", { exact: true }).fill(student.email);
  await aside.getByLabel("Phone", { exact: true }).fill(student.phone);
  await aside.getByRole("radio", { name: "No demo now: please call me back" }).check();
  const enquiry = visitor.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await aside.getByRole("button", { name: "Request a call back" }).click();
  const enquiryRes = await enquiry;
  expect(enquiryRes.status()).toBe(201);
  const leadId = ((await enquiryRes.json()) as { id: string }).id;
  await expect(aside.getByText(`Thank you, Keerthana. We have your enquiry.`)).toBeVisible();

  // 3. The office asks for the fee against that batch from the lead.
  await page.goto(`/dashboard/enquiries/${leadId}`);
  const lead = page.getByRole("dialog", { name: student.name });
  await lead.getByRole("button", { name: "Ask for a payment" }).click();
  const feeForm = lead.getByRole("form", { name: "Ask for a payment" });
  await feeForm.getByLabel("Batch").selectOption({ label: `Starts ${today}: ₹18,000` });
  await expect(feeForm.getByLabel("Total fee (₹)")).toHaveValue("18000");
  await feeForm.getByRole("button", { name: "Create payment link" }).click();
  await expect(lead.getByRole("list", { name: "Instalments" }).getByText("Awaiting payment")).toBeVisible();

  // 4. The student pays the emailed link; Razorpay's signed webhook reaches the server.
  const link = [...site.gateway.links.values()].find((l) => (l.request.notes as Record<string, string>).enquiry_id === leadId)!;
  expect(link.amount).toBe(1_800_000);
  const event = site.gateway.pay(link.id);
  expect((await fetch(`${site.baseURL}/api/payments/razorpay/webhook`, { method: "POST", body: event.body, headers: event.headers })).status).toBe(200);

  // 5. The course page, read again as the visitor would, shows one seat fewer.
  await seatsLeft("18 seats left");

  // 6. The trainer, on a phone in the classroom: the classmate is absent; the student present.
  const trainerPhone = await newPerson(browser, site.baseURL, true);
  await logIn(trainerPhone, trainer.username, trainer.password);
  await trainerPhone.goto(`/dashboard/classes/${batchId}`);
  const register = trainerPhone.getByRole("list", { name: "Students" });
  await expect(register.getByRole("button", { name: new RegExp(student.name) })).toHaveAttribute("aria-pressed", "false");
  await register.getByRole("button", { name: new RegExp(classmateName) }).click();
  await expect(trainerPhone.getByText("1 present · 1 absent")).toBeVisible();
  await expect(trainerPhone.getByText("Saved", { exact: true })).toBeVisible();

  // 7. The student finds "Student login" in the site's footer and signs in with the emailed code.
  const me = await newPerson(browser, site.baseURL, false);
  await me.goto("/");
  await me.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await me.getByRole("contentinfo").getByRole("link", { name: "Student login" }).click();
  await expect(me).toHaveURL(/\/my$/);
  await me.getByLabel("Your email").fill(student.email);
  await me.getByRole("button", { name: "Send me a code" }).click();
  const codes = () => site.mailbox.to(student.email).flatMap((m) => /^(\d{6}) is your sign-in code/.exec(m.subject)?.[1] ?? []);
  await expect.poll(() => codes().length, { timeout: 30_000 }).toBe(1);
  await me.getByLabel("6-digit code").fill(codes()[0]!);
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me.getByRole("heading", { name: "Hello, Keerthana" })).toBeVisible();
  // The batch, its next class with the link to join (today's class is taken), attendance and the receipt.
  const batch = me.getByRole("region", { name: "Your batch" });
  await expect(batch.getByText("Next class")).toBeVisible();
  await expect(batch.getByText(/^\w+day, \d+ \w+ \d{4}, 7:00 PM$/)).toBeVisible();
  await expect(batch.getByRole("link", { name: "Join the online class" })).toHaveAttribute("href", CLASS_LINK);
  await expect(batch.getByText("1 of 1 classes (100 %)")).toBeVisible();
  await expect(me.getByRole("region", { name: "Fees" }).getByText("Paid", { exact: true }).first()).toBeVisible();
  const receipts = me.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByRole("link", { name: /^Open receipt/ })).toBeVisible();
  await expect(me.getByRole("region", { name: "Certificate" })).toContainText("appears here once your course is complete");
  await me.screenshot({ path: `${SHOTS}/my-class-link-390.png`, fullPage: true });
  await me.setViewportSize({ width: 1366, height: 900 });
  await me.screenshot({ path: `${SHOTS}/my-class-link-1366.png` });
  await me.setViewportSize(PHONE);

  // 8. The office issues certificates from the batch page: the student has earned one, the classmate not yet.
  await page.goto(`/dashboard/classes/${batchId}`);
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(toast(page, "1 certificate issued")).toBeVisible();
  const issued = page.getByRole("status").filter({ hasText: "issued to students with at least" });
  await expect(issued).toContainText(student.name);
  await expect(issued).toContainText(`${classmateName}: attended 0 of 1`);
  const certificateId = /CTA(-[2-9A-Z]{4}){3}/.exec(await issued.innerText())![0];

  // 9. On the student's page, the certificate with its verification page, which says it is genuine.
  await me.reload();
  const certificate = me.getByRole("region", { name: "Certificate" });
  await expect(certificate).toContainText(certificateId);
  // The link is the site's public address (SITE_URL); here, the same path on this server.
  const verifyUrl = new URL((await certificate.getByRole("link", { name: "Verification page" }).getAttribute("href"))!);
  expect(verifyUrl.pathname).toBe(`/verify/${certificateId}`);
  await me.goto(verifyUrl.pathname);
  await expect(me.getByRole("status")).toHaveText(/Valid certificate/);
  await expect(me.getByRole("main").getByText(student.name)).toBeVisible();
  // And an employer typing the ID on /verify is told the same.
  const employer = await newPerson(browser, site.baseURL, false);
  await employer.goto("/verify");
  await employer.getByLabel("Certificate ID").fill(certificateId);
  await employer.getByRole("button", { name: "Check" }).click();
  await expect(employer.getByRole("status")).toHaveText(/Valid certificate/);
  await expect(employer.getByRole("main").getByText(student.name)).toBeVisible();
});
