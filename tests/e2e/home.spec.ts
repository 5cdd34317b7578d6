import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { seedCourseLinks as courseNav } from "./seed";
import { smallScreenChipOrder } from "#web/features/home/chip-order";

// The home page (docs/decisions/008, 013 and 017); its carousels with records of
// their own are in home-videos-reviews.spec.ts.

const CHIPS = "Popular courses";
const mobileNames = smallScreenChipOrder(courseNav).map((c) => c.name);
const desktopNames = courseNav.map((c) => c.name);

const chipNames = (page: Page) => page.getByRole("navigation", { name: CHIPS }).getByRole("link").allInnerTexts();

test.describe("hero", () => {
  test("the h1 and both chip orders are in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<h1[^>]*>Job Oriented Courses: <span[^>]*>Your Gateway to success<\/span><\/h1>/);
    // Each chip list appears once, in its own order.
    const lists = [...html.matchAll(/<ul class="mt-3[^"]*">(.*?)<\/ul>/g)].map((m) =>
      [...m[1]!.matchAll(/<a[^>]*>([^<]+)<\/a>/g)].map((a) => a[1]!.replace(/&amp;/g, "&")),
    );
    expect(lists).toEqual([mobileNames, desktopNames]);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("chips are sorted by title length with Graphic Design last", async ({ page }) => {
      await page.goto("/");
      expect(await chipNames(page)).toEqual(mobileNames);
      expect(mobileNames.at(-1)).toBe("Graphic Design");
      // Every chip fits inside the screen (no horizontal overflow of the hero).
      for (const chip of await page.getByRole("navigation", { name: CHIPS }).getByRole("link").all()) {
        const box = (await chip.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    });
  });

  test.describe("at 390 px before any script runs", () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

    test("the first paint already has the small-screen order (no jump after hydration)", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Oriented Courses: Your Gateway to success");
      expect(await chipNames(page)).toEqual(mobileNames);
    });
  });

  test("chips keep the catalogue order from 768 px and link to their course pages", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    expect(await chipNames(page)).toEqual(desktopNames);
    await page.setViewportSize({ width: 767, height: 900 });
    expect(await chipNames(page)).toEqual(mobileNames);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole("navigation", { name: CHIPS }).getByRole("link", { name: "Data Science" }).click();
    await expect(page).toHaveURL(/\/courses\/data-science$/);
  });

  test("'Register Now' opens the Course Registration modal; × closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Register Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Course Registration" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Register Now" })).toBeFocused();
  });
});

test.describe("sections", () => {
  test("'Why choose us' lists the seven points", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /Training that ends with a job/ });
    await expect(section.getByText("Why choose us")).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(8); // seven points + the counsellor card
  });

  test("Our Courses: a sticky side list of the 12 courses, the hovered link highlighted", async ({ page }) => {
    await page.goto("/");
    const list = page.getByRole("navigation", { name: "All courses" });
    await expect(page.getByRole("heading", { name: "Our Courses", level: 2 })).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(12);
    expect(await list.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    const python = list.getByRole("link", { name: "Python" });
    const before = await python.evaluate((el) => getComputedStyle(el).backgroundColor);
    await python.hover();
    await expect.poll(() => python.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    // Still highlighted (stuck) further down the section.
    await page.getByRole("heading", { name: "Support that continues after the course" }).scrollIntoViewIfNeeded();
    await expect(list).toBeInViewport();
  });

  test("the marketing paragraphs fade in once, when scrolled into view (0.6 s)", async ({ page }) => {
    await page.goto("/");
    const last = page.locator("article", { has: page.getByRole("heading", { name: "Support that continues after the course" }) });
    await expect(last).toHaveAttribute("data-shown", "false");
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    expect(await last.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.6s");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-shown", "true");
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-shown", "true");
  });

  test("with reduced motion the paragraphs are simply there", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const last = page.locator("article", { has: page.getByRole("heading", { name: "Support that continues after the course" }) });
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("the page ends with the contact block", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Get in touch" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Get in touch" }).getByRole("link", { name: /\+91/ })).toBeVisible();
  });
});

test.describe("video section states (the answer of GET /api/youtube is faked)", () => {
  const section = (page: Page) => page.getByRole("region", { name: "Job Ready Courses" });

  test("the list is read once, only when the section comes into view", async ({ page }) => {
    const reads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/youtube") reads.push(r.url());
    });
    await page.route(/\/api\/youtube(\?.*)?$/, (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(reads).toHaveLength(0);
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).getByText("No videos found. Please add some from the admin panel.")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await section(page).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(reads).toHaveLength(1);
  });

  test("'Loading videos...' while the request is on its way", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/youtube(\?.*)?$/, async (route) => {
      await held;
      await route.fulfill({ json: { success: true, data: [] } });
    });
    await page.goto("/");
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).getByText("Loading videos...")).toBeVisible();
    release();
    await expect(section(page).getByText("No videos found. Please add some from the admin panel.")).toBeVisible();
  });

  test("a missing list counts as empty", async ({ page }) => {
    await page.route(/\/api\/youtube(\?.*)?$/, (route) => route.fulfill({ json: { success: true } }));
    await page.goto("/");
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).getByText("No videos found. Please add some from the admin panel.")).toBeVisible();
  });

  test("a failed request is logged and shows the empty text", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route(/\/api\/youtube(\?.*)?$/, (route) => route.abort());
    await page.goto("/");
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page).getByText("No videos found. Please add some from the admin panel.")).toBeVisible();
    expect(errors.some((e) => e.startsWith("Error fetching YouTube videos"))).toBe(true);
  });
});

test.describe("testimonial states (the answer of GET /api/reviews is faked)", () => {
  const LOADING = "Loading testimonials...";
  const section = (page: Page) => page.getByRole("region", { name: "Testimonials" });
  /**
   * What the section shows until a read succeeds: the newest reviews written into
   * the HTML (docs/decisions/060), as plain cards or in the circle once its code
   * is in, or the loading text when the HTML had none. Other files add reviews to
   * this shared server, so which one depends on the page this test was given.
   */
  const asTheHtmlHadIt = (page: Page, html: string) =>
    (html.includes('data-testid="first-reviews"')
      ? section(page).getByTestId("first-reviews").or(section(page).getByTestId("testimonial-circle"))
      : section(page).getByText(LOADING)
    ).filter({ visible: true });

  test("a failed request is logged and the section stays as the HTML had it (its reviews, or the loading text)", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route(/\/api\/reviews(\?.*)?$/, (route) => route.abort());
    const html = await (await page.goto("/"))!.text();
    await section(page).scrollIntoViewIfNeeded();
    await expect.poll(() => errors.some((e) => e.startsWith("Error fetching testimonials"))).toBe(true);
    await expect(asTheHtmlHadIt(page, html)).toBeVisible();
  });

  test("an answer without success: true is not shown: the section stays as the HTML had it", async ({ page }) => {
    const reads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/reviews") reads.push(r.url());
    });
    await page.route(/\/api\/reviews(\?.*)?$/, (route) =>
      route.fulfill({
        json: { success: false, data: [{ _id: "x", id: "STU1", name: "Ghost", rating: 5, review: "Hidden", date: "2025-01-01", image: null }] },
      }),
    );
    const html = await (await page.goto("/"))!.text();
    await section(page).scrollIntoViewIfNeeded();
    await expect.poll(() => reads.length).toBe(1);
    await expect(asTheHtmlHadIt(page, html)).toBeVisible();
    await expect(page.getByText("Ghost")).toHaveCount(0);
  });
});
