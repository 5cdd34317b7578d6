import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from "./helpers/own-server";
import { expect, test, waitsForHydration } from "./test";

// Which pages bring students (docs/decisions/053), end to end: a person's
// browser opens public pages from a campaign link, from a search engine and
// directly; a crawler, a headless browser and a visitor with Global Privacy
// Control open them too and are not counted; an enquiry comes in; the admin's
// overview shows the visits, enquiries and conversion per page and per source.
// A server of its own: the numbers are exact only on a database nobody else visits.

test.use({ viewport: { width: 1366, height: 768 } });

const PERSON = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** One visit: the addresses in turn in a browser of its own (each after the first as if by a link on the one before), with this user agent and extra headers. */
async function visit(browser: Browser, base: string, urls: string[], options: { userAgent?: string; headers?: Record<string, string> } = {}) {
  const context = await browser.newContext({ userAgent: options.userAgent ?? PERSON, extraHTTPHeaders: options.headers });
  const page = waitsForHydration(await context.newPage());
  for (const [i, url] of urls.entries()) {
    const res = await page.goto(base + url, i > 0 ? { referer: base + urls[i - 1] } : {});
    expect(res?.status(), url).toBe(200);
  }
  await context.close();
}

/** A row of one of the visits panel's tables, by its label (the overview's "Conversion by source" is another table). */
const row = (page: Page, table: "By page" | "By source", label: string) =>
  page
    .getByRole("region", { name: "Which pages bring students" })
    .getByRole("region", { name: table, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label }) });

let server: OwnServer | undefined;
test.afterAll(async () => server?.stop());

test("visits from a campaign link, a search engine and a typed address show on the overview with their enquiries", async ({ browser, page }) => {
  test.setTimeout(OWN_SERVER_START_MS + 120_000);
  server = await startOwnServer("page-views", { PAGE_VIEWS_FLUSH_MS: "200" });
  const base = server.baseURL;

  // Before any visit: the empty state.
  await page.goto(`${base}/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const panel = page.getByRole("region", { name: "Which pages bring students" });
  await expect(panel.getByText("No visits counted in this period yet.")).toBeVisible();

  // People: two from the newsletter link (one of them moves on to another course), one from Google, one typed in.
  await visit(browser, base, ["/courses/python?utm_source=Newsletter&utm_medium=email", "/courses/java"]);
  await visit(browser, base, ["/courses/python?utm_source=newsletter"]);
  await visit(browser, base, ["/courses/python"], { headers: { referer: "https://www.google.co.in/" } });
  await visit(browser, base, ["/"]);
  // Not people, or people who asked not to be tracked: none of these counts.
  await visit(browser, base, ["/courses/python?utm_source=newsletter"], { userAgent: HEADLESS });
  await visit(browser, base, ["/courses/python?utm_source=newsletter"], { userAgent: CRAWLER });
  await visit(browser, base, ["/courses/python?utm_source=newsletter"], { headers: { "sec-gpc": "1" } });
  await visit(browser, base, ["/courses/python?utm_source=newsletter"], { headers: { dnt: "1" } });

  // One of the newsletter readers enquires from the Python page (the page sends the visit's campaign along).
  const enquiry = await page.request.post(`${base}/api/enquiries`, {
    data: {
      form: "course",
      name: "Revathi M",
      phone: "9840156789",
      email: "revathi.m@example.in",
      course: "Python",
      page: "/courses/python",
      utmSource: "Newsletter",
      utmMedium: "email",
    },
  });
  expect(enquiry.status()).toBe(201);

  // The counts reach the database within the flush interval; the overview reads them when opened.
  // Each look waits for the panel to have loaded (its numbers or its empty state):
  // on a busy machine a look straight after the reload saw the panel still loading, every time.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(panel.getByText(/page loads|No visits counted in this period yet\./).first()).toBeVisible({ timeout: 20_000 });
        return panel.getByText("page loads").isVisible();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect(panel.getByText("page loads").locator("..")).toContainText("5");
  await expect(panel.getByText("new leads").locator("..")).toContainText("1");
  await expect(panel.getByText("enquiries per visit").locator("..")).toContainText("20%");

  await expect(row(page, "By page", "Python")).toContainText(/\/courses\/python\s*3\s*1\s*33%/);
  await expect(row(page, "By page", "Java")).toContainText(/\/courses\/java\s*1\s*0\s*0%/);
  await expect(row(page, "By page", "Home")).toContainText(/1\s*0\s*0%/);
  await expect(row(page, "By source", "newsletter")).toContainText(/2\s*1\s*50%/);
  await expect(row(page, "By source", "google")).toContainText(/1\s*0\s*0%/);
  await expect(row(page, "By source", "Direct")).toContainText(/1\s*0\s*0%/);
  await expect(row(page, "By source", "Our own pages")).toContainText(/1\s*0\s*0%/);
  // The day chart's numbers are there for screen readers too.
  await expect(panel.getByRole("table", { name: "Visits and enquiries per day" }).getByRole("row").last()).toContainText(/5\s*1/);

  // A range that ends before it starts is not asked for: the message is under the field, the keyboard on it.
  await panel.getByLabel("From").fill("2026-01-31");
  await panel.getByLabel("To").fill("2026-01-01");
  await panel.getByRole("button", { name: "Show" }).click();
  await expect(panel.getByText("The last day must not be before the first")).toBeVisible();
  await expect(panel.getByLabel("To")).toBeFocused();
  await expect(panel.getByLabel("To")).toHaveAttribute("aria-invalid", "true");

  // Another period: a chosen range that ends before today has nothing counted.
  await panel.getByLabel("From").fill("2026-01-01");
  await panel.getByLabel("To").fill("2026-01-31");
  await panel.getByRole("button", { name: "Show" }).click();
  await expect(panel.getByText("No visits counted in this period yet.")).toBeVisible();
  await panel.getByRole("button", { name: "7 days" }).click();
  await expect(panel.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, "By source", "newsletter")).toContainText(/2\s*1\s*50%/);
});
