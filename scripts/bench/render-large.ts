// The 10,000-placement pages in Chromium (public grid and staff table): first
// render, heap and how much placement data went over the wire.
import { CHROME, log } from "./setup";

export interface RenderResult {
  target: string;
  page: string;
  firstRenderMs: number;
  heapMb: number;
  rowsShown: number;
  apiBytes: number;
}

export async function renderLarge(dbName: string, url: string, token: string): Promise<RenderResult[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  const results: RenderResult[] = [];
  try {
    const measure = async (label: string, pagePath: string, ready: string, withToken: boolean, scrollTo?: string) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      if (withToken) await context.addInitScript((t) => localStorage.setItem("token", t), token);
      const page = await context.newPage();
      let apiBytes = 0;
      page.on("response", async (r) => {
        if (r.url().includes("/api/placements")) apiBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
      });
      try {
        let from = Date.now();
        await page.goto(`${url}${pagePath}`, { waitUntil: scrollTo ? "load" : "commit" });
        if (scrollTo) {
          // The public grid asks for its first page when it scrolls into view: time from there.
          from = Date.now();
          await page.locator(scrollTo).scrollIntoViewIfNeeded();
        }
        await page
          .locator(ready)
          .filter({ hasText: /Bench Student \d+/ })
          .first()
          .waitFor({ timeout: 30_000 });
        const firstRenderMs = Date.now() - from;
        await page.waitForLoadState("networkidle");
        const cdp = await context.newCDPSession(page);
        await cdp.send("HeapProfiler.collectGarbage");
        await cdp.send("Performance.enable");
        const { metrics } = await cdp.send("Performance.getMetrics");
        const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
        const rowsShown = await page
          .locator(ready)
          .filter({ hasText: /Bench Student \d+/ })
          .count();
        results.push({ target: dbName, page: label, firstRenderMs, heapMb: heap / 1024 / 1024, rowsShown, apiBytes });
      } catch (err) {
        // One page failing to render must not lose the rest of the run: it is reported as missed.
        log(`${label}: ${(err as Error).message.split("\n")[0]}`);
        results.push({ target: dbName, page: `${label} (did not render within 30 s)`, firstRenderMs: Number.NaN, heapMb: Number.NaN, rowsShown: 0, apiBytes });
      }
      await context.close();
    };
    await measure("/placements (public grid, timed from scroll-in)", "/placements", "main li", false, "#placement-records-heading");
    await measure("/dashboard/placements (staff table)", "/dashboard/placements", "tbody tr", true);
  } finally {
    await browser.close();
  }
  return results;
}
