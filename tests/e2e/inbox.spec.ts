import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitsForHydration } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection, toast, unique } from "./helpers/staff";

// End to end (docs/decisions/011): a visitor's contact message reaches the staff inbox, staff
// see the new-count, open it, mark it contacted and find it in the CSV export.
// Other specs share the server and database, so this one only looks at its own rows.

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}

/** The new-count on the sidebar's Enquiries link (0 when no badge shows; the link may also carry "Due N"). */
async function badgeCount(page: Page) {
  const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Enquiries/ });
  const text = (await link.textContent()) ?? "";
  return Number(/(\d+) new/.exec(text)?.[1] ?? 0);
}

test("a contact message reaches the inbox: new-count, detail, mark contacted, CSV export", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Kavya ${unique("inbox")}`;
  const phone = `98${String(Date.now()).slice(-8)}`;
  const email = `${unique("kavya")}@example.in`;
  const message = "Is there a weekend batch for Full Stack, with placement support?";

  // 1. The visitor sends the contact form.
  await openHydrated(page, "/contact");
  const form = page.locator("main form");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Message", { exact: true }).fill(message);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await expect(toast(page, "Message sent successfully!")).toBeVisible();

  // 2. Staff log in (their own browser context) and land on the overview.
  const staffContext = await browser.newContext({ acceptDownloads: true });
  const staff = waitsForHydration(await staffContext.newPage());
  await logIn(staff, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(staff.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Latest enquiries" })).toBeVisible();
  const newToday = staff.getByText("New today").locator("..");
  await expect(newToday).toContainText(/[1-9]\d*/);
  await expect(staff.getByRole("img", { name: /Enquiries per week/ })).toBeVisible();

  // 3. The sidebar counts new enquiries; ours is one of them.
  await expect.poll(() => badgeCount(staff)).toBeGreaterThanOrEqual(1);
  await openSection(staff, "Enquiries", "enquiries");
  await staff.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  const row = staff.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Contact");
  await expect(row).toContainText(phone);
  await expect(row).toContainText(email);
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(staff.getByText("1–1 of 1 enquiries")).toBeVisible();

  // 4. The detail view shows every field; mark it contacted.
  await row.getByRole("button", { name: `View enquiry from ${name}` }).click();
  const dialog = staff.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(staff).toHaveURL(/\/dashboard\/enquiries\/[^/?]+$/);
  for (const value of [phone, email, message]) await expect(dialog.getByText(value, { exact: true })).toBeVisible();
  await expect(dialog.getByText("Contact", { exact: true })).toBeVisible();
  // The status is a select of the pipeline's five steps (docs/decisions/022).
  const status = dialog.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("new");
  const before = await badgeCount(staff);
  await status.selectOption({ label: "Contacted" });
  await expect(toast(staff, "Marked as contacted")).toBeVisible();
  await expect(status).toHaveValue("contacted");
  // The badge refreshes: one fewer, or (when another spec added one meanwhile) the server's count.
  await expect
    .poll(async () => {
      const shown = await badgeCount(staff);
      return shown < before || shown === (await staffNewCount(staff));
    })
    .toBe(true);
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Contacted", { exact: true })).toBeVisible();

  // A reload keeps it: the status lives on the server.
  await staff.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await expect(row).toHaveCount(1);
  await staff.getByRole("combobox", { name: "Status" }).selectOption("new");
  await expect(staff.getByText("No enquiries match these filters.")).toBeVisible();
  await staff.getByRole("combobox", { name: "Status" }).selectOption("");

  // 5. Export the current filter (our search) and find the enquiry in the file.
  const download = staff.waitForEvent("download");
  await staff.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
  expect(lines[0]).toContain('"Received","Form","Name","Phone","Email"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Contact","${name}","=""${phone}""","${email}"`);
  expect(lines[1]).toContain(`"${message}","Contacted"`);
  await expect(toast(staff, "Exported")).toBeVisible();

  // The link in the staff email opens the enquiry straight away.
  await staff.goto(`/dashboard/enquiries/${id}`);
  await expect(staff.getByRole("dialog", { name })).toBeVisible();
  await expect(staff.getByRole("dialog", { name }).getByText(message, { exact: true })).toBeVisible();

  await staffContext.close();
});

/** The server's own new-count, with the staff token of the page. */
async function staffNewCount(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch("/api/enquiries?limit=1", { headers: { Authorization: `Bearer ${localStorage.getItem("token")}` } });
    return ((await res.json()) as { newCount: number }).newCount;
  });
}

test("an enquiry is deleted only after confirmation", async ({ browser, request }) => {
  const name = `Delete Me ${unique("inbox")}`;
  const res = await request.post("/api/enquiries", {
    data: { form: "course", name, email: `${unique("del")}@example.in`, phone: "9840000001", course: "Python" },
    headers: { "content-type": "application/json" },
  });
  expect(res.status()).toBe(201);

  const context = await browser.newContext();
  const page = waitsForHydration(await context.newPage());
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Enquiries", "enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Python");
  await row.getByRole("button", { name: `View enquiry from ${name}` }).click();
  const detail = page.getByRole("dialog", { name });
  await detail.getByRole("button", { name: "Delete enquiry" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete enquiry?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "Delete enquiry" }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Enquiry deleted successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
  await context.close();
});

test("on a phone the inbox's filters fold behind 'More filters'; from 640 px they stand beside the search", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = waitsForHydration(await context.newPage());
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/dashboard/enquiries");
  const filters = page.locator("main");
  await expect(filters.getByRole("searchbox", { name: "Search enquiries" })).toBeVisible();
  const status = filters.getByLabel("Status", { exact: true });
  await expect(status).toBeHidden();
  const more = filters.getByRole("button", { name: "More filters" });
  await expect(more).toHaveAttribute("aria-expanded", "false");

  await more.click();
  await expect(filters.getByRole("button", { name: "Fewer filters" })).toHaveAttribute("aria-expanded", "true");
  for (const label of ["Form", "Status", "Owner", "From", "To"]) await expect(filters.getByLabel(label, { exact: true })).toBeVisible();
  await status.selectOption({ label: "New" });
  await filters.getByRole("button", { name: /^Fewer filters/ }).click();
  // Folded again, it still says a filter is on.
  await expect(status).toBeHidden();
  await expect(filters.getByRole("button", { name: "More filters (1 on)" })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(status).toBeVisible();
  await expect(status).toHaveValue("new");
  await expect(filters.getByRole("button", { name: /filters \(/ })).toBeHidden();
  await context.close();
});
