import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, newAccount, unique, uniquePhone } from "./helpers/staff";
import { expect, test, waitsForHydration } from "./test";

// The dashboard as routes (docs/decisions/088): a lead has its own address (a
// reload lands on it, Back closes it), the old ?section= links still arrive,
// each role starts on its own first section, the sidebar marks the current one,
// and the inbox loads neither the lead's screen nor another section's code until
// asked. Screenshots of the inbox and a lead at phone and laptop sizes are kept.

const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/dashboard-routes-screenshots";

/** A contact enquiry of a name no other test uses; its lead's id. */
async function newLead(request: APIRequestContext, name: string) {
  const phone = uniquePhone();
  const lead = await request.post("/api/enquiries", {
    data: { form: "contact", name, phone, email: `${phone}@example.in`, message: "Weekend batch?" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  return ((await lead.json()) as { id: string }).id;
}

/** The dashboard's script files this page has asked for so far. */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test("a lead has its own address: Back closes it, a reload lands on it, an old ?section= link arrives at it", async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = `Nila ${unique("routes")}`;
  const id = await newLead(request, name);
  const scripts = scriptsOf(page);

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  scripts.length = 0;
  await page.goto("/dashboard/enquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" }).first();
  await expect(sidebar.getByRole("link", { name: /^Enquiries/ })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page");
  // The inbox came without the lead's screen or any other section's code.
  expect(scripts.filter((s) => /\/(enquiry-detail|dashboard\.(courses|audit|certificates|overview))-/.test(s))).toEqual([]);

  // Opening the lead gives it its own address; Back closes it over the inbox as it was.
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `View enquiry from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${id}$`));
  expect(scripts.some((s) => s.includes("/enquiry-detail-"))).toBe(true);
  await expect(sidebar.getByRole("link", { name: /^Enquiries/ })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/enquiries$/);
  await expect(page.getByRole("searchbox", { name: "Search enquiries" })).toHaveValue(name);
  await expect(row).toHaveCount(1);

  // Forward opens it again; a reload lands on it.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${id}$`));
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page.getByRole("dialog", { name }).getByText("Weekend batch?", { exact: true })).toBeVisible();

  // The link of an email sent before the dashboard had paths: the lead, at its new address.
  await page.goto(`/dashboard?section=enquiries&id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${id}$`));
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  // Any other old link: its section's path, with the parameters it carried.
  await page.goto("/dashboard?section=pages&page=why-choose");
  await expect(page).toHaveURL(/\/dashboard\/pages\?page=why-choose$/);
  await expect(page.getByRole("tab", { name: "Why choose us", selected: true })).toBeVisible();
  // A path no section has: the role's first section.
  await page.goto("/dashboard/no-such-section");
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

/** A colleague signed up and verified by the admin with this role. */
async function colleague(request: APIRequestContext, headers: Record<string, string>, role: string) {
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);
  const users = (await (await request.get("/api/auth/users", { headers })).json()).data as { _id: string; username: string }[];
  const id = users.find((u) => u.username === account.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${id}`, { headers, data: { role } })).status()).toBe(200);
  return account;
}

async function signedIn(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = waitsForHydration(await context.newPage());
  await logIn(page, username, password);
  return page;
}

test("each role lands on its own first section, and a section it may not open sends it there", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  const firsts = [
    { role: "admin", path: "overview", heading: "Overview" },
    { role: "counsellor", path: "enquiries", heading: "Enquiries" },
    { role: "editor", path: "placements", heading: "Placement Record" },
    { role: "trainer", path: "classes", heading: "Classes" },
    { role: "placement", path: "placement-desk", heading: "Placement desk" },
  ];
  for (const first of firsts) {
    const account = first.role === "admin" ? E2E_ADMIN : await colleague(request, headers, first.role);
    const page = await signedIn(browser, account.username, account.password);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${first.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.heading })).toBeVisible();
    // `/dashboard` alone goes there too.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(new RegExp(`/dashboard/${first.path}$`));
    if (first.role !== "admin") {
      // The audit log is the admins': anyone else is sent to their first section.
      await page.goto("/dashboard/audit");
      await expect(page).toHaveURL(new RegExp(`/dashboard/${first.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: first.heading })).toBeVisible();
    }
    await page.context().close();
  }
});

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu's links go to each section's path and close the menu; the inbox and a lead", async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Meera ${unique("phone")}`;
    const id = await newLead(request, name);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#dashboard-menu");
    await menu.getByRole("link", { name: "Message templates" }).click();
    await expect(page).toHaveURL(/\/dashboard\/templates$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu.getByRole("link", { name: "Message templates" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: /^Enquiries/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
    // On a phone each lead is a card.
    const view = page.getByRole("button", { name: `View enquiry from ${name}` });
    await expect(view).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-enquiries-390.png` });
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${id}$`));
    await expect(page.getByRole("dialog", { name }).getByText("Weekend batch?", { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-lead-390.png` });
    await page.goBack();
    await expect(page.getByRole("dialog", { name })).toBeHidden();
    await expect(view).toBeVisible();
  });
});

test("the inbox and a lead at 1366×768", async ({ page, request }) => {
  const name = `Ishaan ${unique("laptop")}`;
  const id = await newLead(request, name);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/dashboard/enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  await expect(page.getByText("1–1 of 1 enquiries")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-enquiries-1366.png` });
  await page.goto(`/dashboard/enquiries/${id}`);
  await expect(page.getByRole("dialog", { name }).getByText("Weekend batch?", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-lead-1366.png` });
});
