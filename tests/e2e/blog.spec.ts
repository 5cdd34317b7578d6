import { expect, test } from "./test";
import { expectNoViolations, test as withoutFeed } from "./helpers/own-server";
import { seedSite as site } from "./seed";

// The blog page (docs/decisions/012), read from the local fixture feed
// (tests/e2e/fixtures/feed.xml, served by start-server.mjs when E2E_FEED=1).

const FEATURED = {
  title: "From classroom to cloud: a week in our AWS lab",
  date: "17 Feb 2025",
};
// Feed order without the featured item (index 2) and without the post that has no picture.
const OTHERS = [
  "Five Python habits that get freshers hired",
  "Tally Prime: GST returns without the panic",
  "Posters that people actually read: grids, type and colour",
  "Cyber security basics every office should follow",
  "Ten Excel shortcuts that save an hour a week",
  "Colour grading basics for your first short film",
];

const textLength = (s: string) => Array.from(s.trim()).length;

test("the item at index 2 is featured with its date, title, picture and a description of at most 200 characters", async ({ page }) => {
  await page.goto("/blog");
  const featured = page.getByTestId("featured-post");
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText(`${FEATURED.title} (opens in a new tab)`);
  await expect(featured.locator("time")).toHaveText(FEATURED.date);
  const img = featured.locator("img");
  await expect(img).toHaveAttribute("src", /^\/api\/blog\/thumb\?u=/);
  await expect(img).toHaveAttribute("width", "800");
  await expect(img).toHaveAttribute("height", "450");
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const description = (await featured.getByTestId("post-description").textContent()) ?? "";
  expect(textLength(description)).toBeLessThanOrEqual(200);
  expect(textLength(description)).toBeGreaterThan(150);
  expect(description.endsWith("…")).toBe(true);
  expect(description.startsWith("Monday starts with an empty AWS account")).toBe(true);
});

test("the other items are listed with descriptions of at most 150 characters; every link opens in a new tab", async ({ page }) => {
  await page.goto("/blog");
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(OTHERS.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(OTHERS.map((t) => `${t} (opens in a new tab)`));
  await expect(page.getByText("A post without a picture")).toHaveCount(0);
  for (const description of await cards.getByTestId("post-description").allTextContents()) {
    expect(textLength(description)).toBeLessThanOrEqual(150);
  }
  // The first post's text is longer than 150 characters: cut on a word with '…'.
  const first = (await cards.first().getByTestId("post-description").textContent()) ?? "";
  expect(first).toMatch(/\w…$/);

  const links = page.getByRole("region", { name: "Blog articles" }).getByRole("link");
  await expect(links).toHaveCount(OTHERS.length + 1);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/posts\//);
  }
  const [popup] = await Promise.all([page.waitForEvent("popup"), cards.first().getByRole("link").click()]);
  expect(popup.url()).toMatch(/\/posts\/python-habits$/);
  await popup.close();
});

test("every picture comes through our own server: no request goes to another host", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  const thumbs: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith("data:")) return;
    if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    else if (r.url().includes("/api/blog/thumb")) thumbs.push(r.url());
  });
  await page.goto("/blog");
  await expect(page.getByTestId("post-card")).toHaveCount(OTHERS.length);
  // Lazy pictures load as they scroll into view.
  for (const img of await page.getByRole("region", { name: "Blog articles" }).locator("img").all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  expect(new Set(thumbs).size).toBe(OTHERS.length + 1);
});

test("the side panel links to the YouTube channel and lists the group companies", async ({ page }) => {
  await page.goto("/blog");
  const panel = page.getByRole("complementary", { name: "More from us" });
  const youtube = panel.getByRole("link", { name: /Visit our YouTube channel/ });
  await expect(youtube).toHaveAttribute("href", site.youtubeChannel!);
  await expect(youtube).toHaveAttribute("target", "_blank");
  await expect(panel.getByRole("heading", { name: "Our group companies" })).toBeVisible();
  for (const company of site.groupCompanies) await expect(panel.getByText(company.name, { exact: true })).toBeVisible();
});

test("'Loading blogs with thumbnails…' shows while the list is empty", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/blog", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/blog");
  await expect(page.getByRole("status").filter({ hasText: "Loading blogs with thumbnails…" })).toBeVisible();
  release();
  await expect(page.getByTestId("featured-post")).toBeVisible();
  await expect(page.getByText("Loading blogs with thumbnails…")).toHaveCount(0);
});

test("without a configured feed the page says the blog is coming soon instead of loading forever", async ({ page }) => {
  await page.route("**/api/blog", (route) => route.fulfill({ json: { success: true, configured: false, items: [] } }));
  await page.goto("/blog");
  await expect(page.getByText("Our blog is coming soon.")).toBeVisible();
  await expect(page.getByText("Loading blogs with thumbnails…")).toHaveCount(0);
});

test("a failed read offers Retry", async ({ page }) => {
  let fail = true;
  await page.route("**/api/blog", (route) => (fail ? route.fulfill({ status: 502, json: { success: false, message: "down" } }) : route.continue()));
  await page.goto("/blog");
  await expect(page.getByText("We could not load the blog right now.")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("featured-post")).toBeVisible();
});

test("no horizontal overflow at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/blog");
  await expect(page.getByTestId("featured-post")).toBeVisible();
  // This page's own content; the site header's off-canvas menu belongs to the layout.
  const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll("#main *")].map((el) => el.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(320);
});

test("with a feed, the guide links are not shown and the articles are", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByTestId("featured-post")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guides from our trainers" })).toHaveCount(0);
});

// A server without BLOG_FEED_URL (helpers/own-server.ts starts every own server so).
withoutFeed.describe("without a feed", () => {
  withoutFeed.use({ viewport: { width: 390, height: 844 } });

  withoutFeed("the page shows our guide links at once, asks for no articles and leaves no blank gap", async ({ page }) => {
    const blogCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/blog")) blogCalls.push(r.url());
    });
    await page.goto("/blog");
    const articles = page.getByRole("region", { name: "Blog articles" });
    await expect(articles.getByRole("heading", { level: 2, name: "Guides from our trainers" })).toBeVisible();
    await expect(articles.getByText("Our blog is coming soon.")).toBeVisible();
    await expect(page.getByText("Loading blogs with thumbnails…")).toHaveCount(0);
    // Good first courses from the saved course list, and the next steps.
    const starters = articles.getByRole("region", { name: "Good first courses" }).getByRole("link");
    await expect(starters).toHaveCount(4);
    await expect(starters.first()).toHaveAttribute("href", "/courses/python");
    await expect(starters.first()).toContainText("Python");
    const next = articles.getByRole("region", { name: "Plan your next step" }).getByRole("link");
    expect(await next.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/courses", "/placements", "/contact"]);

    // The section is as tall as what it shows: the side panel follows right after it on a phone.
    const section = await articles.boundingBox();
    const guides = await articles.getByTestId("blog-guides").boundingBox();
    const panel = await page.getByRole("complementary", { name: "More from us" }).boundingBox();
    expect(Math.abs(section!.height - guides!.height)).toBeLessThanOrEqual(1);
    expect(panel!.y - (section!.y + section!.height)).toBeLessThanOrEqual(48);

    await page.waitForLoadState("networkidle");
    expect(blogCalls).toEqual([]);
    await expectNoViolations(page, "/blog without a feed");

    // The links lead somewhere: a course page.
    await starters.first().click();
    await expect(page).toHaveURL(/\/courses\/python$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Python");
  });

  withoutFeed("the Blog menu item stays", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/blog");
    const blogLink = page.getByRole("banner").getByRole("link", { name: "Blog", exact: true });
    await expect(blogLink).toHaveAttribute("href", "/blog");
    await expect(blogLink).toHaveAttribute("aria-current", "page");
  });
});
