import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { startFakeYoutube } from "./helpers/fake-youtube";
import { type OwnServer, OWN_SERVER_FIXTURE_MS, startOwnServer } from "./helpers/own-server";
import { randomVideoId } from "./helpers/staff";
import { test as base, expect } from "./test";

// Video posters (docs/decisions/029), written reviews on /student-feedback and
// placement initials and dates, on a server of its own: its videos get real
// posters from a local stand-in for YouTube's image host, started here, and its
// reviews and placements do not disturb the counts of the shared server's specs.

const SHOTS = ".tmp/screenshots/video-posters";

interface Fixtures {
  site: OwnServer & { thumbnailRequests: string[] };
}

const test = base.extend<object, Fixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const youtube = await startFakeYoutube();
      const server = await startOwnServer("posters", { YOUTUBE_THUMBNAIL_BASE: youtube.base, POSTER_RETRY_BASE_MS: "500" });
      await provide({ ...server, thumbnailRequests: youtube.requests });
      await server.stop();
      await youtube.close();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
});

const VIDEOS = [
  { id: randomVideoId(), studentName: "Priya Raman", course: "Full Stack Development" },
  { id: randomVideoId(), studentName: "Karthik S.", course: "Data Science" },
  { id: randomVideoId() },
];
const REVIEWERS = ["Anitha M.", "Bharath K.", "Chitra V.", "Deepak R.", "Ezhil N.", "Fathima B.", "Gokul P.", "Harini S."];

async function staffApi(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }, baseURL: string) {
  const api = await playwright.request.newContext({ baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok(), await signin.text()).toBe(true);
  const { token } = (await signin.json()) as { token: string };
  return { api, headers: { Authorization: `Bearer ${token}` } };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, site }) => {
  test.setTimeout(120_000);
  const { api, headers } = await staffApi(playwright, site.baseURL);
  // Oldest first: the list is newest first, so VIDEOS[0] leads the carousel.
  for (const v of [...VIDEOS].reverse()) {
    const res = await api.post("/api/youtube/add", { headers, data: { url: `https://youtu.be/${v.id}`, studentName: v.studentName, course: v.course } });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const [i, name] of REVIEWERS.entries()) {
    const res = await api.post("/api/reviews/add", {
      headers,
      multipart: {
        name,
        rating: String(4 + (i % 10) / 10),
        date: `2026-0${(i % 9) + 1}-1${i}`,
        review: `${name} on the course: patient trainers, real projects and mock interviews that helped.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const placement = await api.post("/api/placements/add", {
    headers,
    multipart: { name: "Arun Kumar", course: "Python", date: "2026-11-14", placement: "Placed at a Chennai fintech as Junior Developer" },
  });
  expect(placement.status(), await placement.text()).toBe(201);
  // Every poster fetched, and the pages re-rendered with them.
  await expect
    .poll(async () => ((await (await api.get("/api/youtube")).json()).data as { poster: unknown }[]).filter((v) => v.poster).length, { timeout: 60_000 })
    .toBe(VIDEOS.length);
  // Counted in <img> tags: the page's data (written into the page for hydration) names them too.
  await expect.poll(async () => posterImages(await (await api.get("/")).text()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(VIDEOS.length);
  await api.dispose();
});

/** The poster images in a page's HTML: each tag and its source. */
const posterImages = (html: string) => [...html.matchAll(/<img[^>]*src="(\/uploads\/[a-f0-9-]{36}\.webp)"[^>]*>/g)];

/** Every request the page makes to a host other than ours. */
function foreignRequests(page: Page, baseURL: string) {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== baseURL && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  return foreign;
}

test("the rendered home page carries each poster: our WebP, its size, lazy", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const imgs = posterImages(html);
  expect(imgs.length).toBeGreaterThanOrEqual(VIDEOS.length);
  for (const [tag, src] of imgs) {
    expect(tag).toContain('width="960"');
    expect(tag).toContain('height="540"');
    expect(tag).toContain('loading="lazy"');
    const image = await request.get(src!);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect((await image.body()).subarray(8, 12).toString("ascii")).toBe("WEBP");
  }
  expect(html).not.toMatch(/ytimg|127\.0\.0\.1:\d+\/vi\//);
  expect(html).toContain("Priya Raman");
});

test("home carousel: posters from our origin with captions; nothing leaves localhost before a click", async ({ page, site }) => {
  const foreign = foreignRequests(page, site.baseURL);
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Job ready course videos" });
  await carousel.scrollIntoViewIfNeeded();
  const first = carousel.getByRole("group", { name: `1 of ${VIDEOS.length}` });
  const poster = first.locator("img");
  await expect(poster).toHaveAttribute("src", /^\/uploads\/[a-f0-9-]{36}\.webp$/);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  await expect(first.getByText("Priya Raman")).toBeVisible();
  await expect(first.getByText("Full Stack Development")).toBeVisible();
  await expect(carousel.getByRole("group", { name: `2 of ${VIDEOS.length}` }).getByText("Karthik S.")).toBeAttached();
  // The third video has no caption: no empty caption box either.
  await expect(carousel.getByRole("group", { name: `3 of ${VIDEOS.length}` }).locator("figcaption")).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole("heading", { name: /job ready/i })
    .first()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/home-videos-1366.png` });
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);

  await first.getByRole("button", { name: "Play YouTube video 1" }).click();
  await expect(first.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${VIDEOS[0]!.id}?autoplay=1`);
  await expect.poll(() => foreign).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEOS[0]!.id}?autoplay=1`]);
  // Each thumbnail was fetched by the server once, not by the browser.
  for (const v of VIDEOS) expect(site.thumbnailRequests.filter((p) => p.includes(v.id))).toEqual([`/vi/${v.id}/maxresdefault.jpg`]);
});

test("home carousel on a phone (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Job ready course videos" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText("Priya Raman")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-videos-390.png` });
});

test("/student-feedback: posters with captions, then the written reviews a page at a time", async ({ page, site }) => {
  const foreign = foreignRequests(page, site.baseURL);
  await page.goto("/student-feedback");
  const firstVideo = page.getByRole("button", { name: "Play YouTube video 1" });
  await expect(firstVideo.locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9-]{36}\.webp$/);
  await expect(page.getByText("Priya Raman")).toBeVisible();

  const section = page.getByRole("region", { name: "What our students wrote" });
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(section.getByText("8 reviews, newest first.")).toBeVisible();
  // Newest date first: Harini (2026-08-17) … the first six of eight.
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Harini S.");
  await expect(cards.first().getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
  await expect(cards.first().getByText(/17 Aug 2026/)).toBeVisible();
  const pager = section.getByRole("navigation", { name: "Review pages" });
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Previous reviews" })).toBeDisabled();
  await page.setViewportSize({ width: 1366, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/feedback-reviews-1366.png`, fullPage: true });

  // Keyboard: Next with Enter; the focus lands on the section heading of the new page.
  await pager.getByRole("button", { name: "Next reviews" }).focus();
  await page.keyboard.press("Enter");
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(section.getByRole("heading", { level: 2, name: "What our students wrote" })).toBeFocused();
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Bharath K.");
  await expect(pager.getByRole("button", { name: "Next reviews" })).toBeDisabled();
  await page.keyboard.press("Tab");
  await expect(pager.getByRole("button", { name: "Previous reviews" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(cards).toHaveCount(6);
  // Reviews without a photo show initials, not a blank picture.
  await expect(cards.first().getByTestId("initials-avatar")).toHaveText("HS");
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("/student-feedback on a phone (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/student-feedback");
  const section = page.getByRole("region", { name: "What our students wrote" });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("article").first().waitFor();
  await page.screenshot({ path: `${SHOTS}/feedback-390.png`, fullPage: true });
});

test("/placements: a record without a photo shows initials in a coloured circle and its placement month", async ({ page }) => {
  await page.goto("/placements");
  await page.getByRole("heading", { name: "Placement Records" }).scrollIntoViewIfNeeded();
  const card = page.getByTestId("placement-card").filter({ hasText: "Arun Kumar" });
  await card.scrollIntoViewIfNeeded();
  const avatar = card.getByTestId("initials-avatar");
  await expect(avatar).toHaveText("AK");
  const colour = await avatar.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$/);
  expect(colour).not.toBe("rgb(226, 232, 240)"); // not the old blank grey circle
  await expect(card.getByText("Placed Nov 2026")).toBeVisible();
  await expect(card.locator("time")).toHaveAttribute("datetime", "2026-11-14");
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/placements-${width}.png` });
  }
});
