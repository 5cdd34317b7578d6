import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// A public page paints from its HTML alone (docs/decisions/028): its styles are in
// the page, not in a stylesheet to fetch first, and its scripts are fetched at low
// priority. Hydration and moves inside the site keep the page styled.

/** What the browser fetched while on the page, by kind. */
function requestsOf(page: Page) {
  const seen: { type: string; url: string }[] = [];
  page.on("request", (r) => seen.push({ type: r.resourceType(), url: r.url() }));
  return seen;
}

const weight = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontWeight);

test.describe("the first paint needs nothing but the HTML", () => {
  for (const path of ["/", "/courses/python", "/contact"]) {
    test(`${path} carries its styles inline and fetches no stylesheet`, async ({ page }) => {
      const seen = requestsOf(page);
      await page.goto(path);
      expect(seen.filter((r) => r.type === "stylesheet")).toEqual([]);
      expect(await page.locator("head style").first().textContent()).toContain("tailwindcss");
      // Styled: the page heading is extra bold (Tailwind's font-extrabold), not the browser's 700.
      expect(await weight(page, "h1")).toBe("800");
      // The stylesheet's link stays for React's hydration, disabled.
      await expect(page.locator('head link[rel="stylesheet"]')).toHaveAttribute("disabled", "");
      // No script competes with the paint: the HTML names none to fetch, and the
      // page's starter asks for them only once its content has painted.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]+src=/);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => new URL(r.name).pathname.endsWith(".js"))
          .map((r) => r.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    });
  }

  test("a move inside the site keeps the styles, still without a stylesheet download", async ({ page }) => {
    const seen = requestsOf(page);
    await page.goto("/");
    await page.getByRole("navigation").getByRole("link", { name: "About us", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.getByRole("heading", { level: 1, name: /^About / });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("800");
    expect(seen.filter((r) => r.type === "stylesheet")).toEqual([]);
  });

  test("the toast library is not among the scripts a page starts with; it arrives with the first toast", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/contact");
    // Started and settled (docs/decisions/041): nothing has fetched sonner, not even when the browser is idle.
    await page.waitForLoadState("networkidle");
    const hasToaster = async (url: string) => (await (await page.request.get(url)).text()).includes("data-sonner-toaster");
    const before = [...scripts];
    expect(before.length).toBeGreaterThan(0);
    for (const url of before) expect(await hasToaster(url), url).toBe(false);
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
    // The first toast (an empty form sent) brings the library, and the toast shows.
    await page.locator("main form").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    const after = [];
    for (const url of scripts.filter((u) => !before.includes(u))) if (await hasToaster(url)) after.push(url);
    expect(after).toHaveLength(1);
  });

});
