import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection, toast } from "./helpers/staff";
import { expect, expectNoViolations, test } from "./helpers/own-server";
import { waitsForHydration } from "./test";

// The Pages section edits the About, facilities, why-choose and placement
// services documents. Other specs read the home page's points, so this file has
// a server of its own (helpers/own-server.ts).

/** The site re-renders its pages within a few seconds of a save. */
const WITHIN = 6_000;

test.describe.configure({ mode: "serial" });

/** The titles of the home page's 'Why choose us' points, read from a fresh copy of the page. */
async function homePoints(visitor: Page) {
  await visitor.goto("/");
  return (
    await visitor
      .getByRole("region", { name: /Training that ends with a job/ })
      .getByRole("heading", { level: 3 })
      .allTextContents()
  ).map((t) => t.trim());
}

async function openWhyChoose(page: Page) {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Pages", "pages");
  await page.getByRole("tab", { name: "Why choose us" }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages\?page=why-choose$/);
  await expect(page.getByRole("tab", { name: "Why choose us" })).toHaveAttribute("aria-selected", "true");
  // The saved points have loaded (a test that counts them must not count an editor still loading).
  await expect(page.getByRole("group", { name: /^Point \d+$/ }).first()).toBeVisible();
}

test("a changed 'Why choose us' title is checked, previewed, saved to the home page and put back from History", async ({ page, context }) => {
  test.setTimeout(90_000);
  await openWhyChoose(page);
  const title = page.getByRole("group", { name: "Point 1" }).getByLabel("Title", { exact: true });
  const original = await title.inputValue();
  expect(original.length).toBeGreaterThan(0);
  const visitor = waitsForHydration(await context.newPage());
  expect(await homePoints(visitor)).toContain(original);

  // An empty title: the schema's message by the field, which gets the focus.
  await title.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/Title is required/);

  // Leaving for another tab with unsaved changes asks first.
  await page.getByRole("tab", { name: "About" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("tab", { name: "Why choose us" })).toHaveAttribute("aria-selected", "true");

  const changed = `Trainers who answer every question ${Date.now().toString(36)}`;
  await title.fill(changed);
  await expect(title).not.toHaveAttribute("aria-invalid", "true");

  // Preview: the home page with the unsaved title, in a new tab; the site still has the old one.
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = await popup;
  await preview.waitForURL(/\/preview\//);
  await expect(preview.getByRole("heading", { level: 3, name: changed })).toBeVisible();
  expect(await homePoints(visitor)).not.toContain(changed);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Why choose us saved. The site shows the change within a few seconds.")).toBeVisible();
  await expect(async () => {
    expect(await homePoints(visitor)).toContain(changed);
  }).toPass({ timeout: WITHIN, intervals: [250, 500] });

  // History: the first version back, on the form and on the home page.
  await page.getByRole("button", { name: "History of Why choose us" }).click();
  const history = page.getByRole("dialog", { name: "History of Why choose us" });
  await expect(history.getByRole("listitem").first()).toContainText("Current version");
  await history
    .getByRole("listitem")
    .filter({ hasText: "Initial content" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await page.getByRole("dialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Earlier version restored.")).toBeVisible();
  await expect(title).toHaveValue(original);
  await expect(async () => {
    const points = await homePoints(visitor);
    expect(points).toContain(original);
    expect(points).not.toContain(changed);
  }).toPass({ timeout: WITHIN, intervals: [250, 500] });
});

test("a point can be added, moved and removed before saving, and the keyboard follows the rows", async ({ page }) => {
  await openWhyChoose(page);
  const points = page.getByRole("group", { name: /^Point \d+$/ });
  const count = await points.count();
  await page.getByRole("button", { name: "Add point" }).click();
  await expect(points).toHaveCount(count + 1);
  const added = page.getByRole("group", { name: `Point ${count + 1}` });
  // The new row's first field has the keyboard.
  await expect(added.getByLabel("Title", { exact: true })).toBeFocused();
  await added.getByLabel("Title", { exact: true }).fill("Moved point");
  await page.getByRole("button", { name: `Move point ${count + 1} up` }).click();
  await expect(page.getByRole("group", { name: `Point ${count}` }).getByLabel("Title", { exact: true })).toHaveValue("Moved point");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: `Remove point ${count}` }).click();
  await expect(points).toHaveCount(count);
  await expect(page.getByRole("button", { name: "Add point" })).toBeFocused();
  await expect(page.getByText("Unsaved changes")).toBeHidden();
});

// One test per width: each runs axe four times, which takes long on a busy machine.
for (const width of [390, 1366]) {
  test(`every page editor passes WCAG 2.1 AA at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.setViewportSize({ width, height: 844 });
    for (const [key, label] of [
      ["about", "Section 1"],
      ["facilities", "Facility 1"],
      ["why-choose", "Point 1"],
      ["placement-services", "Service 1"],
    ]) {
      await page.goto(`/dashboard/pages?page=${key}`);
      await expect(page.getByRole("group", { name: label })).toBeVisible();
      await expectNoViolations(page, `the ${key} editor at ${width}px`);
    }
  });
}
