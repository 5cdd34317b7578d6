import { type Page, test as base } from "@playwright/test";

// Every page here is pre-rendered: its buttons are on screen before React has
// attached their handlers. A test that clicks in that window passes on a fast
// machine and fails on a loaded one, so every navigation through this `test`
// waits for the root layout's hydration mark (web/root.tsx) first.

/** Makes `goto` and `reload` on this page resolve only once an HTML page has hydrated. */
export function waitsForHydration(page: Page): Page {
  const settle = async <R extends Awaited<ReturnType<Page["goto"]>>>(response: R): Promise<R> => {
    const type = response?.headers()["content-type"] ?? "";
    if (type.startsWith("text/html")) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // With scripts off there is nothing to wait for: the test is about the HTML alone.
    await provide(javaScriptEnabled === false ? page : waitsForHydration(page));
  },
});

export { expect } from "@playwright/test";
