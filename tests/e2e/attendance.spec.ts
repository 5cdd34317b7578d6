import { E2E_ADMIN } from "../../playwright.config";
import { addDays, instituteDay } from "#contracts/institute-time";
import { logIn, newAccount, uniquePhone } from "./helpers/staff";
import { expect, test, waitsForHydration } from "./test";

// The trainer's register on a phone (docs/decisions/067): a batch meeting today
// with three students, its trainer at 390 px taps one absent and the tap is saved
// (a reload shows it); then the admin's batch page at 1366 px shows the class list
// with attendance and fees. The screenshots are the README's when asked for.

const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/attendance-screenshots";

test("a trainer marks a student absent on a phone, the tap is saved, and the batch page shows it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };

  // A trainer account, verified by the admin with the trainer role.
  const trainer = newAccount();
  expect((await request.post("/api/auth/signup", { data: trainer })).status()).toBe(201);
  const users = (await (await request.get("/api/auth/users", { headers })).json()).data as { _id: string; username: string }[];
  const trainerId = users.find((u) => u.username === trainer.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${trainerId}`, { headers, data: { role: "trainer" } })).status()).toBe(200);

  // A batch that meets today (weekday or weekend, whichever today is), started a week ago.
  const today = instituteDay(Date.now());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const schedule = weekday === 0 || weekday === 6 ? "weekend" : "weekday";
  const created = await request.post("/api/content/batches", {
    headers,
    data: {
      courseId: "java",
      startDate: addDays(today, -7),
      schedule,
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration: "3 months",
      capacity: 20,
      trainerId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batchId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const [name, phone] of [
    ["Arjun Prakash", uniquePhone()],
    ["Divya Ramesh", uniquePhone()],
    ["Mohammed Irfan", uniquePhone()],
  ]) {
    const lead = await request.post("/api/enquiries", { data: { form: "contact", name, phone, email: `${phone}@example.in`, message: "Java batch" } });
    expect(lead.status(), await lead.text()).toBe(201);
    const leadId = ((await lead.json()) as { id: string }).id;
    expect((await request.post(`/api/batches/${batchId}/students`, { headers, data: { leadId } })).status()).toBe(201);
  }

  // The trainer on a phone: one screen, everyone present, tap to mark absent.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, trainer.username, trainer.password);
  await page.goto(`/dashboard/classes/${batchId}`);
  const students = page.getByRole("list", { name: "Students" });
  const divya = students.getByRole("button", { name: /Divya Ramesh/ });
  await expect(divya).toHaveAttribute("aria-pressed", "false");
  await divya.click();
  await expect(divya).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByText("2 present · 1 absent")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/attendance-trainer-390.png` });
  await page.reload();
  await expect(students.getByRole("button", { name: /Divya Ramesh/ })).toHaveAttribute("aria-pressed", "true");

  // The admin's batch page: the class list with attendance and fee state.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = waitsForHydration(await context.newPage());
  await logIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await admin.goto(`/dashboard/classes/${batchId}`);
  const row = admin.getByRole("row").filter({ hasText: "Divya Ramesh" });
  await expect(row).toBeVisible();
  await expect(row.getByText("No fee asked")).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/batch-page-1366.png`, fullPage: true });
  await context.close();
});
