import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn } from "./helpers/staff";

// The dashboard's menu on a phone: every link is big enough to tap, and an
// admin's long menu scrolls by itself so its last links (Logout) stay reachable
// under the sticky header. On a 1366×768 laptop the sidebar shows every section.

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu's links are 44 px tall and Logout can be scrolled to", async ({ page }) => {
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#dashboard-menu");
    const links = menu.getByRole("navigation", { name: "Dashboard" }).getByRole("link");
    await expect(links.last()).toHaveText("Audit log");
    const controls = [...(await links.all()), menu.getByRole("link", { name: "Change password" }), menu.getByRole("link", { name: "View website" })];
    for (const control of controls) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const logout = menu.getByRole("button", { name: "Logout" });
    expect((await logout.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The menu ends within the screen and scrolls inside it.
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await logout.scrollIntoViewIfNeeded();
    await expect(logout).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeInViewport();
  });
});

test.describe("on a 1366×768 laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the sidebar shows every section without scrolling", async ({ page }) => {
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link").last()).toHaveText("Audit log");
    await expect(nav.getByRole("link").last()).toBeInViewport({ ratio: 1 });
    const fits = await nav.evaluate((el) => el.scrollHeight <= el.clientHeight);
    expect(fits).toBe(true);
  });
});
