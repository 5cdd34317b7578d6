import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, newAccount, submitLogin, toast } from "./helpers/staff";
import { expectNoViolations } from "./helpers/own-server";
import { setUpTwoFactor } from "./helpers/two-factor";
import { expect, test } from "./test";

// Two-factor login in the dashboard (docs/decisions/036): set up with the QR
// code the server draws, recovery codes shown once, the login asking for a code;
// and the signup form showing the server's password rule.

async function verifiedStaff(request: APIRequestContext) {
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);
  const { token: admin } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${admin}` };
  const { data } = (await (await request.get("/api/auth/users", { headers: auth })).json()) as { data: { _id: string; username: string }[] };
  const id = data.find((u) => u.username === account.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${id}`, { headers: auth, data: { role: "editor" } })).status()).toBe(200);
  return account;
}

test("a staff member turns on two-factor login; the next login asks for a code and takes a recovery code", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await verifiedStaff(request);
  // The secret stays between our server and this browser: no request goes anywhere else.
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!/^(http:\/\/127\.0\.0\.1[:/]|data:)/.test(r.url())) outside.push(r.url());
  });

  await logIn(page, account.username, account.password);
  await page.getByRole("link", { name: "Two-factor login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor login" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Two-factor login is off.")).toBeVisible();

  const { codes } = await setUpTwoFactor(page, account.password);
  await expect(toast(page, "Two-factor login is on.")).toBeVisible();
  // Checked once the toast has gone: the screen itself, not the toast library's colours.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoViolations(page, "the recovery codes");
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("main").getByText("Recovery codes left: 10.")).toContainText("Two-factor login is on.");

  // Log out and in again: the password first, then the code field appears.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.username, account.password);
  await expect(page.getByRole("alert").filter({ hasText: "Enter the 6-digit code from your authenticator app." })).toBeVisible();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoViolations(page, "the login asking for a code");
  await expect(page).toHaveURL(/\/login$/);

  // A recovery code, as read off paper.
  await code.fill(codes[0]!.toUpperCase());
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(toast(page, "Logged in with a recovery code; 9 left.")).toBeVisible();
  expect(outside).toEqual([]);
});

test("signing up with a common password shows the server's reason under the field", async ({ page }) => {
  const account = newAccount();
  await page.goto("/signup");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mobile").fill(account.mobile);
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByRole("button", { name: "Sign up" }).click();
  const reason = "This password is too common or too easy to guess.";
  await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signup$/);
  // A short one is the server's to refuse too: the form checks only that each field is filled in.
  await page.getByLabel("Password", { exact: true }).fill("short pass");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 12 characters" })).toBeVisible();
});
