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
      // Every script the page's HTML preloads is fetched behind what the paint needs
      // (later ones, added by a dynamic import, are not part of the first paint).
      const html = await (await page.request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) expect(link).toContain('fetchpriority="low"');
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

  test("the toast library is not among a page's first-load scripts, and its toaster still mounts on its own", async ({ page, request }) => {
    const html = await (await request.get("/contact")).text();
    const firstLoad = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const url of firstLoad) expect(await (await request.get(url)).text(), url).not.toContain("data-sonner-toaster");
    // Once the page is idle the library arrives unasked: the toaster's region is there.
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached({ timeout: 10_000 });
  });
});
