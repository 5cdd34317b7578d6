// What the dashboard screenshot scripts share: the admin account they sign in
// with (from the environment, never a file) and signing in as a person does.
import type { Page } from "playwright-core";

/** The two screens every dashboard screenshot is taken on: a laptop and a phone. */
export const STAFF_SCREENS = [
  { name: "desktop", width: 1366, height: 768 },
  { name: "phone", width: 390, height: 844 },
] as const;

export function staffAccount() {
  const username = process.env.STAFF_USERNAME ?? "";
  const password = process.env.STAFF_PASSWORD ?? "";
  if (!username || !password) throw new Error("Set STAFF_USERNAME and STAFF_PASSWORD (an admin account).");
  return { username, password };
}

/** Logs in through the login page once it is hydrated and waits for the dashboard. */
export async function signIn(page: Page, base: string, { username, password }: { username: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/dashboard/);
}
