import { E2E_ADMIN } from "../../playwright.config";
import { type OwnServer, OWN_SERVER_FIXTURE_MS, startOwnServer } from "./helpers/own-server";
import { submitLogin } from "./helpers/staff";
import { setUpTwoFactor } from "./helpers/two-factor";
import { test as base, expect } from "./test";

// REQUIRE_2FA_FOR_ADMINS=true (docs/decisions/036): an admin without two-factor
// login can do nothing but set it up. A server of its own: on the shared one
// this would lock every other spec's admin out.

const test = base.extend<object, { site: OwnServer }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const server = await startOwnServer("two-factor", { REQUIRE_2FA_FOR_ADMINS: "true" });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
});

test("an admin without two-factor login sees only its setup, then the whole dashboard", async ({ page }) => {
  test.setTimeout(60_000);
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/two-factor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor login" })).toBeVisible();
  await expect(page.getByText("Admins on this site must use two-factor login.")).toBeVisible();
  // Nothing else on offer: the sidebar lists no sections, the Turn off button is not there.
  const sidebar = page.getByRole("navigation", { name: "Dashboard" }).first();
  await expect(sidebar.getByRole("link")).toHaveCount(0);

  await setUpTwoFactor(page, E2E_ADMIN.password);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(sidebar.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
});
