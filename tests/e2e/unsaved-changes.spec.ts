import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection } from "./helpers/staff";
import { expect, test } from "./test";

// Typing in the dashboard is never thrown away without asking: an editor with
// unsaved changes holds the dashboard on its section (the sidebar, Back) and the
// browser asks before the tab closes; a form modal asks on Escape, × and Cancel.
// Nothing here changes the shared server's content. (Someone else's newer save
// keeping the typing is web/features/dashboard/content/site-facts-section.test.tsx.)

test("an editor with unsaved changes asks before another section opens or the tab closes", async ({ page }) => {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Site facts", "site");
  const tagline = page.getByRole("textbox", { name: /^Tagline/ });
  const saved = await tagline.inputValue();
  const typed = `${saved} and more`;
  // Typed with the keyboard: the browser only asks on leaving a page the person has used.
  await tagline.click();
  await tagline.press("End");
  await tagline.pressSequentially(" and more");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await sidebar.getByRole("link", { name: "Courses" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toContainText("Your changes to the site facts are not saved yet.");
  await expect(leave.getByRole("button", { name: "Cancel" })).toBeFocused();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/site$/);
  await expect(tagline).toHaveValue(typed);

  // Closing the tab: the browser's own question; staying keeps the typing.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const prompt = await asked;
  expect(prompt.type()).toBe("beforeunload");
  await prompt.dismiss();
  await expect(tagline).toHaveValue(typed);

  // Back in the browser asks the same.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/site$/);

  // Discarding goes on, and the site facts are as saved.
  await sidebar.getByRole("link", { name: "Courses" }).click();
  await leave.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await openSection(page, "Site facts", "site");
  await expect(tagline).toHaveValue(saved);
  await expect(page.getByText("Unsaved changes")).toBeHidden();
  // Nothing unsaved: no question.
  await sidebar.getByRole("link", { name: "Courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
});

test("a form modal with typing in it asks before Escape, × or Cancel closes it", async ({ page }) => {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Placement Record", "placements");
  const add = page.getByRole("button", { name: "Add placement" });

  // Untouched, Escape just closes it.
  await add.click();
  const form = page.getByRole("dialog", { name: "Add placement" });
  await expect(form).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  await add.click();
  const name = form.getByLabel("Name", { exact: true });
  // A click before Escape, as a person's: Chrome closes a dialog outright when Escape comes twice with no click between.
  await name.click();
  await name.fill("Half-typed Student");
  await page.keyboard.press("Escape");
  const discard = page.getByRole("dialog", { name: "Discard changes?" });
  await expect(discard).toContainText("What you typed here is not saved yet.");
  await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(name).toHaveValue("Half-typed Student");
  await expect(name).toBeFocused();

  // × asks too; Cancel as well. Discarding closes it, and the next one starts empty.
  await form.getByRole("button", { name: "Close" }).click();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await form.getByRole("button", { name: "Cancel" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await add.click();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
});
