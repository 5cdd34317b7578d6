import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, newAccount, submitLogin, toast } from "./helpers/staff";

// A staff member changes their own password in the dashboard. The account is this
// test's own: other tests log in as the shared e2e admin at the same time.

/**
 * Signs up a new account through the API and has the e2e admin verify it, as an
 * admin: the users list, which only admins may read, tells a live session from an ended one below.
 */
async function verifiedStaff(request: APIRequestContext) {
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);
  const { token: admin } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${admin}` };
  const { data } = (await (await request.get("/api/auth/users", { headers: auth })).json()) as { data: { _id: string; username: string }[] };
  const id = data.find((u) => u.username === account.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${id}`, { headers: auth, data: { role: "admin" } })).status()).toBe(200);
  return account;
}

test("a staff member changes their password in the dashboard and logs in with the new one", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await verifiedStaff(request);
  const newPassword = "a-fresh-password-456";
  // The same account signed in on another device: the change must end that session.
  const { token: elsewhere } = (await (await request.post("/api/auth/signin", { data: account })).json()) as { token: string };

  await logIn(page, account.username, account.password);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/auth/change-password")) sent.push(r.method());
  });

  // Reached from the account panel beside Logout, with the keyboard.
  const link = page.getByRole("link", { name: "Change password" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  await expect(link).toHaveAttribute("aria-current", "page");

  const form = page.getByRole("form", { name: "Change password" });
  const current = form.getByLabel("Current password");
  const fresh = form.getByLabel("New password", { exact: true });
  const confirm = form.getByLabel("Confirm new password");
  await expect(current).toHaveAttribute("autocomplete", "current-password");
  await expect(fresh).toHaveAttribute("autocomplete", "new-password");
  await expect(confirm).toHaveAttribute("autocomplete", "new-password");
  for (const field of [current, fresh, confirm]) await expect(field).toHaveAttribute("type", "password");

  // A mistyped confirmation is caught in the browser: nothing goes to the server.
  await current.fill(account.password);
  await fresh.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await page.keyboard.press("Enter");
  await expect(form.getByText("The new passwords do not match.")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toBeFocused();
  expect(sent).toEqual([]);

  // A wrong current password: the server's reason under the field, and still logged in.
  await current.fill("not-my-password");
  await confirm.fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Current password is incorrect.")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/password$/);

  // The right one, typed and submitted from the keyboard alone; the answer is held back to see the busy text.
  await page.route("**/api/auth/change-password", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await current.fill("");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Tab");
  await expect(fresh).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("button", { name: "Changing password..." })).toBeDisabled();
  await expect(toast(page, "Password changed.")).toBeVisible();
  await expect(form.getByRole("alert")).toContainText("other devices have been logged out");
  for (const field of [current, fresh, confirm]) await expect(field).toHaveValue("");
  expect(sent).toEqual(["POST", "POST"]);

  // This page is still logged in; the other device is not.
  expect(
    (await page.request.get("/api/auth/users", { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` } })).status(),
  ).toBe(200);
  expect((await request.get("/api/auth/users", { headers: { Authorization: `Bearer ${elsewhere}` } })).status()).toBe(401);

  // Log out; the old password no longer works, the new one does.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.username, account.password);
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect password." })).toBeVisible();
  await logIn(page, account.username, newPassword);
});
