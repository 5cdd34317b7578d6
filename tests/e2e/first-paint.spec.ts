import http from "node:http";
import type { AddressInfo } from "node:net";
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

const weight = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontWeight);

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

  test("a page that arrives slowly is not painted half-parsed, so nothing on it jumps", async ({ browser, baseURL }) => {
    // A slow network hands the browser the HTML in pieces. Here a small server in
    // front of ours sends the page up to the middle of the hero, then holds the rest
    // until the test lets it go (everything else passes straight through).
    const origin = baseURL!;
    const page = await (await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } })).text();
    const cut = page.indexOf("</h1>");
    expect(cut).toBeGreaterThan(0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const front = http.createServer(async (req, res) => {
      if (req.url === "/") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.write(page.slice(0, cut));
        await released;
        res.end(page.slice(cut));
        return;
      }
      const upstream = await fetch(`${origin}${req.url}`, { headers: { "accept-encoding": "identity" } });
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        window.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) window.shifted = (window.shifted ?? 0) + e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await tab.goto(`http://127.0.0.1:${(front.address() as AddressInfo).port}/`, { waitUntil: "commit" });
      // Half the hero is in the document…
      await tab.waitForFunction(() => document.querySelector("h1") !== null, undefined, { polling: 50 });
      // …but no frame is rendered: a frame would run this animation callback first.
      const painted = await tab.evaluate(
        () =>
          new Promise<string>((resolve) => {
            requestAnimationFrame(() => resolve("a frame was rendered"));
            setTimeout(() => resolve(performance.getEntriesByType("paint").length ? "painted" : "held"), 400);
          }),
      );
      expect(painted).toBe("held");
      release();
      await tab.waitForLoadState("load");
      await expect(tab.getByRole("contentinfo")).toBeVisible();
      // Painted once, whole: the first contentful paint is reported, and nothing moved.
      await tab.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length === 1, undefined, { polling: 50 });
      expect(await tab.evaluate(() => window.shifted)).toBe(0);
    } finally {
      release();
      await context.close();
      await new Promise((resolve) => front.close(resolve));
    }
  });
});
