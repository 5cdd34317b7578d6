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

  test("the toast library is not among the scripts a page hydrates with, and its toaster still mounts on its own", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/contact");
    // The toaster's region appears once sonner has arrived (when the browser is idle).
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached({ timeout: 10_000 });
    const hydratedWith = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".js") && r.startTime < (performance.getEntriesByName("hydrated")[0]?.startTime ?? 0))
        .map((r) => r.name),
    );
    expect(hydratedWith.length).toBeGreaterThan(0);
    for (const url of hydratedWith) expect(await (await page.request.get(url)).text(), url).not.toContain("data-sonner-toaster");
    // …and sonner is one of the scripts fetched after that.
    const after = [];
    for (const url of scripts.filter((u) => !hydratedWith.includes(u))) if ((await (await page.request.get(url)).text()).includes("data-sonner-toaster")) after.push(url);
    expect(after).toHaveLength(1);
  });
});
