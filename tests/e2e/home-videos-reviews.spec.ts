import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { randomVideoId, unique } from "./helpers/staff";

// The home page's video carousel and testimonials with records of their own
// (docs/decisions/013 and 017); the sections' empty and failing states are in
// home.spec.ts. Other test files share this server and database and add or
// delete videos and reviews at the same time, so these checks add their own
// records and only assume 'at least' what they added.

test.describe.serial("with videos and reviews added through the API", () => {
  const tag = unique("home");
  const reviewers = [`Anitha ${tag}`, `Bharath ${tag}`, `Chitra ${tag}`];
  const videoIds = [randomVideoId(), randomVideoId(), randomVideoId()];
  // Three consecutive far-future days, picked per run so repeated runs on one database
  // do not interleave: the newest date is listed first, so the order is Chitra, Bharath, Anitha.
  const firstDay = Date.UTC(2099, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000;
  const dateOf = (i: number) => new Date(firstDay + i * 86_400_000).toISOString().slice(0, 10);
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }, info) => {
    api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
    expect(signin.ok(), await signin.text()).toBe(true);
    const { token } = (await signin.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    for (const id of videoIds) {
      const res = await api.post("/api/youtube/add", { headers, data: { url: `https://youtu.be/${id}` } });
      expect(res.status(), await res.text()).toBe(201);
    }
    for (const [i, name] of reviewers.entries()) {
      const res = await api.post("/api/reviews/add", {
        headers,
        multipart: {
          id: `STU${String(Date.now() + i).slice(-6)}`,
          name,
          rating: ["4.3", "4.6", "4.9"][i]!,
          date: dateOf(i),
          review: `Review ${i + 1} from ${name}: the trainers and projects were excellent.`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  test.afterAll(async () => api?.dispose());

  const carousel = (page: Page) => page.getByRole("region", { name: "Job ready course videos" });
  const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
  /** The server's still markup is replaced when the carousel code arrives: measure the live one. */
  const liveCarousel = async (page: Page) => {
    // Scrolling can meet the still markup just as it is replaced: try again until the live one is in view.
    await expect(async () => {
      await carousel(page).scrollIntoViewIfNeeded({ timeout: 1000 });
      await expect(carousel(page)).toHaveAttribute("data-carousel", "live", { timeout: 1000 });
    }).toPass();
  };
  // The 16:9 frame inside a slide (the slide itself also holds the 20 px spacing;
  // the frame's figure also holds the caption under it).
  const frame = (slide: Locator) => slide.locator(":scope > figure > div").first();

  test("desktop (1366 px): two videos per view, 20 px apart, previous/next at the bottom right", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { name: "Job Ready Courses" }).scrollIntoViewIfNeeded();
    await liveCarousel(page);
    await expect(slides(page).nth(2)).toBeAttached();
    expect(await slides(page).count()).toBeGreaterThanOrEqual(3);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(frame(slides(page).nth(0))).toBeInViewport({ ratio: 0.99 });
    await expect(frame(slides(page).nth(1))).toBeInViewport({ ratio: 0.99 });
    await expect(frame(slides(page).nth(2))).not.toBeInViewport();
    const region = (await carousel(page).boundingBox())!;
    const a = (await frame(slides(page).nth(0)).boundingBox())!;
    const b = (await frame(slides(page).nth(1)).boundingBox())!;
    expect(Math.abs(a.width - (region.width - 20) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(b.x - (a.x + a.width) - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - (a.width * 9) / 16)).toBeLessThanOrEqual(1);
    // Frames are titled from 1.
    await expect(slides(page).nth(0).getByRole("button", { name: "Play YouTube video 1" })).toBeVisible();
    await expect(slides(page).nth(1).getByRole("button", { name: "Play YouTube video 2" })).toBeVisible();
    // Round buttons below the frames, at the right.
    const prev = carousel(page).getByRole("button", { name: "Previous videos" });
    const next = carousel(page).getByRole("button", { name: "Next videos" });
    await expect(prev).toBeDisabled();
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.y).toBeGreaterThan(a.y + a.height);
    expect(Math.abs(nextBox.x + nextBox.width - (region.x + region.width))).toBeLessThanOrEqual(1);
    expect(await next.evaluate((el) => getComputedStyle(el).borderRadius)).toMatch(/px/);
    expect(nextBox.width).toBe(nextBox.height);
    await next.click();
    await expect(frame(slides(page).nth(2))).toBeInViewport({ ratio: 0.99 });
    await expect(frame(slides(page).nth(0))).not.toBeInViewport();
    await expect(prev).toBeEnabled();
  });

  test("phone (390 px): one video per view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("heading", { name: "Job Ready Courses" }).scrollIntoViewIfNeeded();
    await liveCarousel(page);
    await expect(slides(page).nth(2)).toBeAttached();
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(frame(slides(page).nth(0))).toBeInViewport({ ratio: 0.99 });
    await expect(frame(slides(page).nth(1))).not.toBeInViewport();
    const region = (await carousel(page).boundingBox())!;
    const a = (await frame(slides(page).nth(0)).boundingBox())!;
    expect(Math.abs(a.width - region.width)).toBeLessThanOrEqual(1);
    await carousel(page).getByRole("button", { name: "Next videos" }).click();
    await expect(frame(slides(page).nth(1))).toBeInViewport({ ratio: 0.99 });
    await expect(frame(slides(page).nth(0))).not.toBeInViewport();
  });

  test("a player loads only on click: no request to another host before that", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== baseURL && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    // This machine has no internet; answer the player request locally.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
    await page.goto("/");
    await page.getByRole("heading", { name: "Job Ready Courses" }).scrollIntoViewIfNeeded();
    // Press play on the live carousel: its code replaces the server's still markup,
    // and a button pressed just before that is replaced with it (seen on a loaded machine).
    await liveCarousel(page);
    const first = slides(page).nth(0);
    await expect(first.getByRole("button", { name: "Play YouTube video 1" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await first.getByRole("button", { name: "Play YouTube video 1" }).click();
    const iframe = first.locator("iframe");
    await expect(iframe).toHaveAttribute("title", "YouTube video 1");
    await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
    await expect(iframe).toHaveAttribute("allow", "fullscreen; autoplay; picture-in-picture; clipboard-write");
    await expect(iframe).toHaveAttribute("allowfullscreen", "");
    await expect.poll(() => foreign.length).toBe(1);
    expect(foreign[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // Only the clicked video loads.
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("testimonials: a review reaching the top becomes active and the circle rests 3 s", async ({ page }) => {
    const t0 = new Date("2026-03-02T10:00:00+05:30").getTime();
    await page.clock.install({ time: t0 });
    await page.goto("/");
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(t0 + 60_000);
    await page.getByRole("heading", { name: "What our students say" }).scrollIntoViewIfNeeded();
    const circle = page.getByTestId("testimonial-circle");
    await expect(circle).toBeVisible();
    // The animation loop is registered (it runs only while the circle is on screen).
    await expect(circle).toHaveAttribute("data-running", "true");
    const name = page.getByTestId("active-review-name").filter({ visible: true });
    const rotation = () => circle.getAttribute("data-rotation");

    // The first frame: the review at the top becomes active, the circle stops.
    await page.clock.runFor(50);
    const first = (await name.textContent())!;
    const rest = await rotation();
    expect(rest).toBe("90.00");

    // Resting: nothing moves for 3000 ms.
    await page.clock.runFor(2800);
    await expect(name).toHaveText(first);
    expect(await rotation()).toBe(rest);

    // Then it turns again (0.35 degrees per frame)...
    await page.clock.runFor(400);
    expect(await rotation()).not.toBe(rest);

    // ...until the next review reaches the top; it becomes active and the circle rests again.
    let waited = 3250;
    while ((await name.textContent()) === first && waited < 20_000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    const second = (await name.textContent())!;
    expect(second).not.toBe(first);
    expect(waited).toBeGreaterThan(3000);
    const rest2 = await rotation();
    await page.clock.runFor(2500);
    expect(await rotation()).toBe(rest2);
    await expect(name).toHaveText(second);

    // The active review is shown with its stars (decimals) and date.
    const active = page.getByTestId("active-review").filter({ visible: true });
    await expect(active.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(active.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  });

  test("reduced motion: no rotation; previous/next step through the reviews", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("heading", { name: "What our students say" }).scrollIntoViewIfNeeded();
    const circle = page.getByTestId("testimonial-circle");
    await expect(circle).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause rotation" })).toHaveCount(0);
    const name = page.getByTestId("active-review-name").filter({ visible: true });
    const rotation = await circle.getAttribute("data-rotation");
    await page.waitForTimeout(300);
    expect(await circle.getAttribute("data-rotation")).toBe(rotation);

    // Step to our newest review, then through our three (listed newest first).
    const position = page.getByText(/^Review \d+ of \d+$/);
    const total = Number(/of (\d+)/.exec((await position.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(3);
    let at = 1;
    await expect(position).toHaveText(`Review 1 of ${total}`);
    const step = async (delta: 1 | -1) => {
      await page.getByRole("button", { name: delta === 1 ? "Next review" : "Previous review" }).click();
      at = ((at - 1 + delta + total) % total) + 1;
      await expect(position).toHaveText(`Review ${at} of ${total}`);
    };
    for (let i = 0; i < total && (await name.textContent()) !== reviewers[2]; i++) await step(1);
    await expect(name).toHaveText(reviewers[2]!);
    // The decimal rating (4.9) is shown.
    await expect(page.getByTestId("active-review").filter({ visible: true }).getByRole("img", { name: "Rated 4.9 out of 5" })).toBeVisible();
    await step(1);
    await expect(name).toHaveText(reviewers[1]!);
    await step(1);
    await expect(name).toHaveText(reviewers[0]!);
    await step(-1);
    await expect(name).toHaveText(reviewers[1]!);
    // Each step puts the shown review at the top of the circle, without animation.
    expect(await circle.getAttribute("data-rotation")).not.toBe(rotation);
    // Wraps round in both directions.
    while (at !== 1) await step(-1);
    await step(-1);
    expect(at).toBe(total);
    await step(1);
    expect(at).toBe(1);
  });

  test("phone (390 px): the 'Testimonials' carousel replaces the circle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Testimonials", exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId("testimonial-circle")).toBeHidden();
    const region = page.getByRole("region", { name: "Student testimonials" });
    const cards = region.locator('[aria-roledescription="slide"]');
    await expect(cards.nth(2)).toBeAttached();
    await region.scrollIntoViewIfNeeded();
    const card = (i: number) => cards.nth(i).locator("figure");
    await expect(card(0)).toBeInViewport({ ratio: 0.99 });
    await expect(card(1)).not.toBeInViewport();
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(card(1)).toBeInViewport({ ratio: 0.99 });
    await expect(card(0)).not.toBeInViewport();
    // Reviews without a photo show the local placeholder picture.
    const ours = cards.filter({ has: page.getByText(reviewers[2]!, { exact: true }) });
    await expect(ours.locator("img")).toHaveAttribute("src", "/images/avatar-placeholder.svg");
  });

  test("desktop: the circle is not shown below md, the carousel not from md up", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { name: "What our students say" }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("testimonial-circle")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Testimonials", exact: true })).toBeHidden();
    await expect(page.getByRole("region", { name: "Student testimonials" })).toBeHidden();
  });
});
