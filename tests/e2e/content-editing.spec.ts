import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, instituteDay } from "#contracts/enquiry-inbox";
import { E2E_ADMIN } from "../../playwright.config";
import { seedSite } from "./seed";
import { logIn, openSection, toast, unique } from "./helpers/staff";
import { expect, test } from "./helpers/own-server";
import { waitsForHydration } from "./test";

// Staff change the site's facts and batches in the dashboard; the public pages,
// pre-rendered, show the change within seconds without a restart, and History
// puts an earlier version back.
//
// Other specs read the seed phone number (seo.spec.ts checks it on every page),
// so this file runs on a server of its own (helpers/own-server.ts), serially,
// and puts the seed phone back afterwards whatever happens.

const NEW_PHONE = "94440 12345";
const NEW_PHONE_SHOWN = "+91 94440 12345";
/** The site re-renders its pages within a few seconds of a save. */
const WITHIN = 6_000;

test.describe.configure({ mode: "serial" });

test.describe("editing the site's content", () => {
  const tag = unique("batch");
  let api: APIRequestContext;
  let headers: Record<string, string>;

  test.beforeAll(async ({ playwright, ownServer }) => {
    api = await playwright.request.newContext({ baseURL: ownServer.baseURL });
    const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
    expect(signin.ok(), await signin.text()).toBe(true);
    headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  });

  test.afterAll(async () => {
    // Whatever happened above, leave the seed phone and no test batch behind.
    const site = (await (await api.get("/api/content/documents/site", { headers })).json()) as { data: { data: { phone: string } } };
    if (site.data.data.phone !== seedSite.phone) {
      await api.put("/api/content/documents/site", { headers, data: { data: { ...site.data.data, phone: seedSite.phone } } });
    }
    const batches = (await (await api.get("/api/content/batches", { headers })).json()) as { data: { id: string; timing: string }[] };
    for (const b of batches.data.filter((b) => b.timing.includes(tag))) await api.delete(`/api/content/batches/${b.id}`, { headers });
    await api.dispose();
  });

  /** Loads `path` afresh until `check` passes: the server renders the page again after a save. */
  async function eventually(visitor: Page, path: string, check: () => Promise<void>) {
    await expect(async () => {
      await visitor.goto(path);
      await check();
    }).toPass({ timeout: WITHIN, intervals: [250, 500] });
  }

  test("a new phone number reaches the public pages, and History puts the first version back", async ({ page, context }) => {
    test.setTimeout(60_000);
    const visitor = waitsForHydration(await context.newPage());
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await openSection(page, "Site facts", "site");

    // The dashboard says the seed facts are samples, beside the field and in the banner.
    const banner = page.getByRole("region", { name: "Sample site facts" });
    await expect(banner).toContainText("Some site facts are still sample values:");
    await expect(banner).toContainText("Phone");
    const phone = page.getByRole("textbox", { name: /^Phone/ });
    await expect(phone).toHaveValue(seedSite.phone);
    await expect(page.getByRole("textbox", { name: "Phone Sample value", exact: true })).toBeVisible();

    // Checked in the browser with the shared schema: the message sits by the field, which gets the focus.
    await phone.fill("12345");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Phone must be a 10-digit Indian mobile or landline number")).toBeVisible();
    await expect(phone).toBeFocused();

    await phone.fill(NEW_PHONE);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Saved. The site shows the change within a few seconds.")).toBeVisible();
    try {
      // The phone is no longer a sample: the banner lists the rest.
      await expect(banner).not.toContainText("Phone,");
      await expect(banner).toContainText("Email");
      await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("9444012345");

      await eventually(visitor, "/contact", () => expect(visitor.getByRole("main").getByRole("link", { name: NEW_PHONE_SHOWN })).toBeVisible({ timeout: 500 }));
      await eventually(visitor, "/", () => expect(visitor.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE_SHOWN })).toBeVisible({ timeout: 500 }));
      await expect(visitor.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE_SHOWN })).toHaveAttribute("href", "tel:+919444012345");
    } finally {
      // History: the oldest entry is the content the site started with.
      await page.getByRole("button", { name: "History of site facts" }).click();
      const history = page.getByRole("dialog", { name: "History of site facts" });
      const entries = history.getByRole("listitem");
      await expect(entries.first()).toContainText(`Edited by ${E2E_ADMIN.username}`);
      await expect(entries.first()).toContainText("Current version");
      const first = entries.filter({ hasText: "Initial content" });
      await first.getByRole("button", { name: /^Restore this version/ }).click();
      const confirm = page.getByRole("dialog", { name: "Restore this version?" });
      await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
      await confirm.getByRole("button", { name: "Restore", exact: true }).click();
      await expect(toast(page, "Earlier version restored.")).toBeVisible();
    }
    await expect(phone).toHaveValue(seedSite.phone);
    await expect(banner).toContainText("Phone");
    await eventually(visitor, "/contact", () =>
      expect(visitor.getByRole("main").getByRole("link", { name: seedSite.phoneDisplay })).toBeVisible({ timeout: 500 }),
    );
    await expect(visitor.getByRole("main").getByRole("link", { name: NEW_PHONE_SHOWN })).toHaveCount(0);
  });

  test("a batch added in the dashboard shows on its course page with its fee", async ({ page, context }) => {
    const visitor = waitsForHydration(await context.newPage());
    const startDate = addDays(instituteDay(Date.now()), 40);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await openSection(page, "Batches", "batches");

    await page.getByRole("button", { name: "Add batch" }).click();
    const dialog = page.getByRole("dialog", { name: "Add batch" });
    await dialog.getByLabel("Course").selectOption({ label: "Python" });
    // The batch takes the course's duration unless told otherwise.
    await expect(dialog.getByLabel("Duration")).not.toHaveValue("");
    await dialog.getByLabel("Start date").fill(startDate);
    await dialog.getByRole("radio", { name: "Weekend batch" }).check();
    await dialog.getByLabel("Timing").fill(`10:00 am – 1:00 pm ${tag}`);
    await dialog.getByLabel("Mode").selectOption("online");
    await dialog.getByLabel("Fee (₹)").fill("18000");
    await dialog.getByLabel("Seats (capacity)").fill("6");
    await dialog.getByRole("button", { name: "Add batch" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Batch added.")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search batches" }).fill(tag);
    const row = page.getByRole("row").filter({ hasText: tag });
    await expect(row).toContainText("Python");
    await expect(row).toContainText("₹18,000");
    await expect(row).toContainText("Weekend");

    await eventually(visitor, "/courses/python", async () => {
      const batches = visitor.getByRole("region", { name: "Upcoming batches" });
      await expect(batches.getByRole("listitem").filter({ hasText: tag })).toContainText("₹18,000", { timeout: 500 });
    });
    await expect(visitor.getByRole("heading", { name: "Upcoming batches" })).toBeVisible();
  });
});
