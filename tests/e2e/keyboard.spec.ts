import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";

// A visitor who uses only the keyboard (docs/decisions/017): from the top of
// the home page to a course, through 'Apply Now', filling and sending the form,
// and closing a modal with Escape, with focus back on the button that opened it.

test.use({ viewport: { width: 1366, height: 768 } });

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return i;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reachable within ${max} Tab presses`).toBeFocused({ timeout: 1 });
  return max;
}

test("keyboard only: Courses menu → a course → Apply Now → send the enquiry; Escape closes a modal and focus returns", async ({ page }) => {
  await page.goto("/");

  // Courses menu toggle, reached with Tab from the top of the page, opened with Enter.
  const toggle = page.getByRole("button", { name: "Show course list" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  const menu = page.locator("#courses-menu");
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  // Into the list, on to Python, Enter follows the link.
  const python = menu.getByRole("link", { name: "Python" });
  await tabTo(page, python, 15);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/courses\/python$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Python");

  // Apply Now opens the enquiry modal with focus inside it.
  const apply = page.getByRole("button", { name: "Apply Now" });
  await tabTo(page, apply);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Apply for Python" });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel("Name", { exact: true });
  await tabTo(page, name, 5);

  // Fill the fields in Tab order and send with Enter on the submit button.
  await page.keyboard.type("Keerthana S");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type("keerthana@example.in");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Phone", { exact: true })).toBeFocused();
  await page.keyboard.type("9840056789");
  const submit = dialog.getByRole("button", { name: "Book my free demo" });
  await tabTo(page, submit, 5);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await page.keyboard.press("Enter");
  const res = await posted;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({
    form: "course",
    course: "Python",
    name: "Keerthana S",
    email: "keerthana@example.in",
    phone: "9840056789",
  });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
  // The confirmation replaces the form and takes the focus; Escape leaves it.
  await expect(dialog.getByRole("heading", { name: "Thank you, Keerthana. Your free demo class is booked." })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  // Open it again from the keyboard (an empty form) and leave with Escape: focus returns to Apply Now.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(apply).not.toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

// The page behind an open modal is inert: Tab cycles through the dialog and, as
// with a native modal dialog, may pass through the browser's own toolbar (focus on
// no element, document.body), but never lands on anything behind the dialog.
const focusBehind = (dialog: Locator) =>
  dialog.evaluate((d) => {
    const a = document.activeElement;
    return a && a !== document.body && !d.contains(a) ? a.outerHTML.slice(0, 120) : null;
  });

test("keyboard only: focus never reaches the page behind an open modal", async ({ page }) => {
  await page.goto("/courses/python");
  const apply = page.getByRole("button", { name: "Apply Now" });
  await apply.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Apply for Python" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press("Tab");
    expect(await focusBehind(dialog), `Tab ${i + 1}`).toBeNull();
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusBehind(dialog), `Shift+Tab ${i + 1}`).toBeNull();
  }
});
