import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { PUBLIC_PATHS } from "#contracts/public-paths";
import { BUDGET } from "#scripts/budgets";
import { expect, test } from "./test";

// Public pages hydrate without React Router (docs/decisions/031): each page brings
// its own small tree to life, links are ordinary links between pre-rendered
// pages, and a phone on a slow network downloads React once and the router never.

const HOME_BUDGET = 100 * 1024;

/** What the page fetched and complained about while loading, until it hydrated. */
function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(m.text()));
  return { scripts, problems };
}

async function gzipBytes(page: Page, urls: string[]) {
  let total = 0;
  for (const url of urls) total += zlib.gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return total;
}

/** The scripts fetched before the page marked itself hydrated (real-content-budget.spec.ts counts everything of the first 10 s). */
const hydratedWith = (page: Page) =>
  page.evaluate(() => {
    const at = performance.getEntriesByName("hydrated")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType("resource")
      .filter((r) => new URL(r.name).pathname.endsWith(".js") && r.startTime < at)
      .map((r) => r.name);
  });

test.describe("public pages hydrate on their own", () => {
  for (const path of [...PUBLIC_PATHS.filter((p) => !p.startsWith("/courses/")), "/courses/python", "/no-such-page"]) {
    test(`${path} hydrates without React Router, cleanly and within the script budget`, async ({ page }) => {
      const { scripts, problems } = watch(page);
      await page.goto(path);
      expect(
        scripts.some((u) => /\/assets\/router-[^/]+\.js$/.test(u)),
        scripts.join("\n"),
      ).toBe(false);
      // No hydration mismatch or other error: React reports those on the console.
      expect(problems).toEqual([]);
      const bytes = await gzipBytes(page, await hydratedWith(page));
      expect(bytes).toBeGreaterThan(40 * 1024); // React itself: the measure saw the real scripts
      expect(bytes).toBeLessThanOrEqual(path === "/" ? HOME_BUDGET : BUDGET.jsGzipBytes);
    });
  }

  test("ids the server wrote and ids the browser generates agree, so labels and error messages stay wired", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("main form");
    const labels = await form.locator("label[for]").evaluateAll((els) => els.map((el) => el.getAttribute("for")!));
    expect(labels.length).toBeGreaterThan(3);
    for (const id of labels) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    // An error from a render after hydration points at the same field the server labelled.
    await form.getByRole("button", { name: /send/i }).click();
    const name = form.getByLabel("Name", { exact: true });
    await expect(name).toBeFocused();
    const describedBy = (await name.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
  });

  test("the navigation marks the current page after hydration, as in the HTML", async ({ page }) => {
    await page.goto("/placements");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Placements", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("a link loads the next pre-rendered page, which hydrates in turn", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const loaded = page.waitForEvent("load");
    await nav.getByRole("link", { name: "Placements", exact: true }).click();
    await loaded;
    await expect(page).toHaveURL(/\/placements$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("staff pages and a missing course still hydrate with the router", async ({ page }) => {
    for (const path of ["/login", "/courses/no-such-course"]) {
      const { scripts, problems } = watch(page);
      await page.goto(path);
      expect(
        scripts.some((u) => /\/assets\/router-[^/]+\.js$/.test(u)),
        path,
      ).toBe(true);
      expect(problems, path).toEqual([]);
    }
    // The router moves between staff pages without loading a document.
    await page.goto("/login");
    await page.evaluate(() => (window.stayed = true));
    await page.getByRole("link", { name: "Create a staff account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => window.stayed)).toBe(true);
  });

  test("from a staff screen, the website loads as its own page and hydrates the lean way", async ({ page }) => {
    await page.goto("/login");
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    const loaded = page.waitForEvent("load");
    await page.getByRole("link", { name: "← Back to the website" }).click();
    await loaded;
    await expect(page).toHaveURL(/\/$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.locator("#page-data").count()).toBe(1);
    expect(
      scripts.some((u) => /\/assets\/router-[^/]+\.js$/.test(u)),
      scripts.join("\n"),
    ).toBe(false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor still reads every page and follows the menu from one to the next", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: /^About / })).toBeVisible();
  });
});
