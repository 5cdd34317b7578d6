import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page, Route } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { allowTimeForAxe, expect, test } from "./helpers/own-server";

// Proof readable with no script (docs/decisions/087), on a server of its own so
// the institute's reviews are exactly these: none of them about Python. The home
// page's testimonials are text with JavaScript off and before the scripts run (a
// row of cards that scrolls sideways on a phone, plain cards wider up); the
// carousel and the circle take them over without moving anything; a course page
// with no reviews of its own shows the institute's best ones, labelled as such.
// Screenshots of each state are written to test-results/reviews/.

test.describe.configure({ mode: "serial" });

interface Seed {
  name: string;
  rating: string;
  date: string;
  course?: string;
}
// The newest is also the best rated: first on the home page and on a course page.
const NEWEST = { name: "Meera Iyer", rating: "5", date: "2026-04-12" };
const REVIEWS: Seed[] = [
  NEWEST,
  { name: "Gayathri Srinivasan", rating: "4.8", date: "2026-03-05" },
  { name: "Suresh Kumar", rating: "5", date: "2026-02-20" },
  // About Java: on the Java page only, never as a review of the institute.
  { name: "Farhan Ali", rating: "5", date: "2026-02-01", course: "Java" },
  // The lowest rated: not among the best three.
  { name: "Lakshmi Narayanan", rating: "4.2", date: "2026-01-10" },
];
const textOf = (name: string) => `${name.split(" ")[0]}: patient trainers, a real project every week and mock interviews before the real ones.`;
const INSTITUTE = "What our students say about the institute";
const AWS_PLACEMENT = { name: "Karthik Raja", course: "AWS", company: "Cloudnine Systems", role: "Cloud Support Associate" };
const PHONE = { width: 390, height: 844 };
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const LAPTOP = { width: 1366, height: 768 };

let api: APIRequestContext;

test.beforeAll(async ({ playwright, ownServer }) => {
  api = await playwright.request.newContext({ baseURL: ownServer.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok(), await signin.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  for (const r of REVIEWS) {
    const res = await api.post("/api/reviews/add", { headers, multipart: { ...r, review: textOf(r.name) } });
    expect(res.status(), await res.text()).toBe(201);
  }
  // AWS has a placement record but no reviews: both lists, the reviews labelled as the institute's.
  const placed = await api.post("/api/placements/add", {
    headers,
    multipart: { ...AWS_PLACEMENT, date: "2026-03-01", placement: `Placed at ${AWS_PLACEMENT.company}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // A save switches the pages at once; poll in case a render was under way.
  await expect.poll(async () => (await (await api.get("/courses/python")).text()).includes(textOf(NEWEST.name)), { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => api?.dispose());

const testimonials = (page: Page) => page.getByRole("region", { name: "Testimonials", exact: true });
const courseProof = (page: Page) => page.getByTestId("course-proof");
/** The screen as a visitor sees it with `what` scrolled into view. */
async function shot(what: Locator, name: string) {
  await what.scrollIntoViewIfNeeded();
  await what.page().screenshot({ path: `test-results/reviews/${name}.png` });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("phone: the newest review is read on / in a row of cards that a swipe moves on, with no dead buttons", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await testimonials(page).scrollIntoViewIfNeeded();
    const strip = page.getByRole("region", { name: "Student testimonials" });
    const card = (i: number) => strip.locator('[aria-roledescription="slide"]').nth(i).locator("figure");
    await expect(card(0)).toContainText(textOf(NEWEST.name));
    await expect(card(0).getByText(textOf(NEWEST.name))).toBeVisible();
    await expect(card(0)).toBeInViewport({ ratio: 0.99 });
    await expect(card(1)).not.toBeInViewport();
    await expect(strip.getByText("Swipe to read all 3")).toBeVisible();
    // The previous/next buttons could do nothing: they are not shown.
    await expect(strip.locator("button")).toHaveCount(2);
    for (const button of await strip.locator("button").all()) await expect(button).toBeHidden();
    await shot(testimonials(page), "home-390-no-js");
    // A sideways swipe (here the wheel) snaps the next card into place.
    await card(0).hover();
    await page.mouse.wheel(200, 0);
    await expect(card(1)).toBeInViewport({ ratio: 0.99 });
    await expect(card(0)).not.toBeInViewport();
  });

  test("laptop: the newest reviews are plain cards on /", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/");
    await testimonials(page).scrollIntoViewIfNeeded();
    const cards = testimonials(page).getByTestId("first-reviews").getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText(textOf(NEWEST.name))).toBeVisible();
    await expect(cards.first()).toBeInViewport({ ratio: 0.99 });
    await shot(testimonials(page), "home-1366-no-js");
  });

  for (const size of [PHONE, LAPTOP]) {
    test(`a course with no reviews of its own shows the institute's best, labelled, at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/courses/python");
      const proof = courseProof(page);
      await expect(proof.getByRole("heading", { name: INSTITUTE })).toBeVisible();
      const reviews = proof.getByTestId("course-review");
      // Highest rating first, then the newest: 5.0 (April), 5.0 (February), 4.8.
      await expect(reviews).toHaveCount(3);
      await expect(reviews.nth(0).getByText(textOf(NEWEST.name))).toBeVisible();
      await expect(reviews.nth(1)).toContainText("Suresh Kumar");
      await expect(reviews.nth(2)).toContainText("Gayathri Srinivasan");
      await expect(proof).not.toContainText("Farhan Ali");
      await expect(proof).not.toContainText("Lakshmi Narayanan");
      await expect(proof.getByRole("link", { name: "Read all student reviews" })).toHaveAttribute("href", "/student-feedback");
      await shot(proof, `course-${size.width}-no-js`);
    });
  }

  test("beside a course's placement records, the institute's reviews carry the label over their list", async ({ page }) => {
    await page.goto("/courses/aws");
    const proof = courseProof(page);
    await expect(proof.getByRole("heading", { name: "AWS placements and student reviews" })).toBeVisible();
    await expect(proof.getByTestId("course-placement")).toContainText(`${AWS_PLACEMENT.role} at ${AWS_PLACEMENT.company}`);
    await expect(proof.getByRole("heading", { name: INSTITUTE, level: 3 })).toBeVisible();
    await expect(proof.getByTestId("course-review").first().getByText(textOf(NEWEST.name))).toBeVisible();
  });

  test("a course with reviews of its own shows only those, as its students' words", async ({ page }) => {
    await page.goto("/courses/java");
    const proof = courseProof(page);
    await expect(proof.getByRole("heading", { name: "Java students, in their own words and jobs" })).toBeVisible();
    await expect(proof.getByRole("heading", { name: "What students say" })).toBeVisible();
    await expect(proof.getByTestId("course-review")).toHaveCount(1);
    await expect(proof.getByText(textOf("Farhan Ali"))).toBeVisible();
    await expect(proof).not.toContainText(INSTITUTE);
  });
});

test("before the scripts have run, the newest review is readable on / and on a course page", async ({ browser, ownServer }) => {
  // A plain page (the shared `page` waits for hydration): no script of ours ever arrives.
  const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/");
  await testimonials(page).scrollIntoViewIfNeeded();
  const first = page.getByRole("region", { name: "Student testimonials" }).locator("figure").first();
  await expect(first.getByText(textOf(NEWEST.name))).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 0.99 });
  await page.goto("/courses/python");
  await expect(courseProof(page).getByText(textOf(NEWEST.name))).toBeVisible();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await context.close();
});

/** Holds the requests for one script until `release`, to see the page just before and after it runs. */
async function hold(page: Page, file: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(file, (route) => (open ? route.continue() : held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Layout shift (not caused by input) summed from the page's start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.shifts = (window.shifts ?? 0) + entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Read after two frames: a shift is reported to the observer after the frame that made it.
  return () => page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.shifts ?? 0)))));
}

/** Where the section after the testimonials starts, from the top of the document. */
const nextSectionTop = (page: Page) =>
  page.locator('[data-hydrate-near="closing-cta"]').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

test.describe("with JavaScript", () => {
  test("phone: the carousel takes over the row on screen and nothing moves", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const shifts = await watchShifts(page);
    const carouselCode = await hold(page, /\/assets\/embla-driver-[\w-]+\.js$/);
    await page.goto("/");
    await testimonials(page).scrollIntoViewIfNeeded();
    const strip = page.getByRole("region", { name: "Student testimonials" });
    const slides = strip.locator('[aria-roledescription="slide"]');
    // The section has read its list again (the four reviews that name no course and the Java one).
    await expect(slides).toHaveCount(REVIEWS.length);
    await expect.poll(carouselCode.requested).toBe(true);
    await expect(strip).toHaveAttribute("data-carousel", "still");
    await expect(strip.getByRole("button", { name: "Next testimonial" })).toBeDisabled();
    await shot(testimonials(page), "home-390-before-carousel");
    // The row that scrolls by itself is reachable from the keyboard, as everything else on the page.
    allowTimeForAxe();
    const { violations } = await new AxeBuilder({ page }).include("section[aria-label='Testimonials']").withTags(AXE_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    const before = { card: await slides.first().locator("figure").boundingBox(), next: await nextSectionTop(page), shifts: await shifts() };

    await carouselCode.release();
    await expect(strip).toHaveAttribute("data-carousel", "live");
    await expect(strip.getByText(`1 / ${REVIEWS.length}`)).toBeVisible();
    expect(await slides.first().locator("figure").boundingBox()).toEqual(before.card);
    expect(await nextSectionTop(page)).toBe(before.next);
    expect(await shifts()).toBe(before.shifts);
    await expect(slides.first().getByText(textOf(NEWEST.name))).toBeVisible();
    await shot(testimonials(page), "home-390-carousel");
    await strip.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(1).locator("figure")).toBeInViewport({ ratio: 0.99 });
  });

  test("laptop: the circle takes the cards' place on screen and nothing after it moves", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    // Still, so the newest review stays the one shown (a turning circle moves on after 3 s).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const shifts = await watchShifts(page);
    const circleCode = await hold(page, /\/assets\/testimonials-circle-[\w-]+\.js$/);
    await page.goto("/");
    await testimonials(page).scrollIntoViewIfNeeded();
    await expect.poll(circleCode.requested).toBe(true);
    const cards = testimonials(page).getByTestId("first-reviews");
    await expect(cards.getByText(textOf(NEWEST.name))).toBeVisible();
    await shot(testimonials(page), "home-1366-before-circle");
    const before = { next: await nextSectionTop(page), shifts: await shifts() };

    await circleCode.release();
    const circle = page.getByTestId("testimonial-circle");
    await expect(circle).toBeVisible();
    await expect(page.getByTestId("active-review-name")).toHaveText(NEWEST.name);
    expect(await nextSectionTop(page)).toBe(before.next);
    expect(await shifts()).toBe(before.shifts);
    await shot(testimonials(page), "home-1366-circle");
  });

  test("the registration form opened and closed before scrolling leaves the reviews below in place", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    // The page renders again while the sections below the hero still wait to hydrate.
    await page.getByRole("button", { name: "Register Now" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const section = page.locator('[data-hydrate-near="testimonials"]');
    await expect(section).toContainText(textOf(NEWEST.name));
    await testimonials(page).scrollIntoViewIfNeeded();
    const strip = page.getByRole("region", { name: "Student testimonials" });
    await expect(strip).toHaveAttribute("data-carousel", "live");
    await expect(strip.locator("figure").first().getByText(textOf(NEWEST.name))).toBeVisible();
  });

  for (const size of [PHONE, LAPTOP]) {
    test(`the course page's reviews about the institute at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/courses/python");
      const proof = courseProof(page);
      await expect(proof.getByRole("heading", { name: INSTITUTE })).toBeVisible();
      await expect(proof.getByTestId("course-review").first().getByText(textOf(NEWEST.name))).toBeVisible();
      await shot(proof, `course-${size.width}`);
    });
  }
});
