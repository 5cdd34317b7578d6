import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { seedCourseLinks as courseNav, seedFacilities as facilities } from "./seed";

// The About page, its facilities carousel (docs/decisions/008) and reduced motion
// (docs/decisions/017).

const tabs = (page: Page) => page.getByRole("tablist", { name: "Facilities" }).getByRole("tab");
const selected = (page: Page) => page.getByRole("tablist", { name: "Facilities" }).getByRole("tab", { selected: true });
const panel = (page: Page) => page.getByRole("tabpanel");

test("header, about, vision and mission sections", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Chennai Tech Academy");
  for (const title of ["Who we are", "Our vision", "Our mission"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
});

test("'Explore Our Courses' links the 12 courses; 'Apply Now' goes to corporate training", async ({ page }) => {
  await page.goto("/about");
  const block = page.getByRole("region", { name: "Explore Our Courses" });
  const links = block.getByRole("list").getByRole("link");
  await expect(links).toHaveCount(12);
  expect(await links.allInnerTexts()).toEqual(courseNav.map((c) => c.name));
  for (const [i, c] of courseNav.entries()) await expect(links.nth(i)).toHaveAttribute("href", c.path);
  await block.getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/corporate-training$/);
});

test("facility images are local, lazy and sized", async ({ page, request }) => {
  await page.goto("/about");
  const images = page.getByRole("tabpanel", { includeHidden: true }).locator("img");
  await expect(images).toHaveCount(facilities.length);
  for (const [i, f] of facilities.entries()) {
    const img = images.nth(i);
    await expect(img).toHaveAttribute("src", f.image);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
    await expect(img).toHaveAttribute("alt", /.+/);
    const res = await request.get(f.image);
    expect(res.status()).toBe(200);
    expect((await res.body()).length).toBeLessThan(4096);
  }
});

test.describe("Facilities tabs", () => {
  test("five tabs, keyboard operable (arrows, Home, End), each showing its panel", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no autoplay while the keys are pressed
    await page.goto("/about");
    await expect(tabs(page)).toHaveText(facilities.map((f) => f.name));
    await expect(selected(page)).toHaveText("Modern classrooms");
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page).getByRole("heading", { name: "Modern classrooms" })).toBeVisible();

    await selected(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(selected(page)).toHaveText("Computer lab");
    await expect(selected(page)).toBeFocused();
    await expect(panel(page).getByRole("heading")).toHaveText("Computer lab");
    await page.keyboard.press("End");
    await expect(selected(page)).toHaveText("Air-conditioned rooms");
    await page.keyboard.press("ArrowRight");
    await expect(selected(page)).toHaveText("Modern classrooms");
    await page.keyboard.press("ArrowLeft");
    await expect(selected(page)).toHaveText("Air-conditioned rooms");
    await page.keyboard.press("Home");
    await expect(selected(page)).toHaveText("Modern classrooms");
    // Only the selected tab is in the tab order.
    expect(await tabs(page).evaluateAll((els) => els.map((e) => e.getAttribute("tabindex")))).toEqual(["0", "-1", "-1", "-1", "-1"]);
    // A click selects too, and the tab controls its panel.
    await tabs(page).nth(3).click();
    await expect(selected(page)).toHaveText("Comfortable seating");
    const controls = await selected(page).getAttribute("aria-controls");
    await expect(panel(page)).toHaveAttribute("id", controls!);
  });

  test("autoplay moves on every 4000 ms and pauses on hover and focus", async ({ page }) => {
    const t0 = new Date("2026-03-02T10:00:00+05:30").getTime();
    await page.clock.install({ time: t0 });
    await page.goto("/about");
    await page.clock.pauseAt(t0 + 60_000);
    const carousel = page.getByRole("region", { name: "Facilities", exact: true });
    await page.getByRole("heading", { name: "Facilities", level: 2 }).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
    await expect(selected(page)).toHaveText("Modern classrooms");

    await page.clock.runFor(3900);
    await expect(selected(page)).toHaveText("Modern classrooms");
    await page.clock.runFor(200);
    await expect(selected(page)).toHaveText("Computer lab");
    await page.clock.runFor(4000);
    await expect(selected(page)).toHaveText("Individual workstations");

    // Hover: it stays.
    await panel(page).hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await page.clock.runFor(12_000);
    await expect(selected(page)).toHaveText("Individual workstations");
    await page.mouse.move(5, 5);
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(4000);
    await expect(selected(page)).toHaveText("Comfortable seating");

    // Focus inside: it stays, and moves on again once focus leaves.
    await selected(page).focus();
    await page.clock.runFor(12_000);
    await expect(selected(page)).toHaveText("Comfortable seating");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
    await page.clock.runFor(4000);
    await expect(selected(page)).toHaveText("Air-conditioned rooms");
    await page.clock.runFor(4000);
    await expect(selected(page)).toHaveText("Modern classrooms"); // wraps round

    // The visitor can stop it for good.
    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    await expect(selected(page)).toHaveText("Modern classrooms");
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("reduced motion: no autoplay, but the buttons still move through the slides", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const t0 = new Date("2026-03-02T10:00:00+05:30").getTime();
    await page.clock.install({ time: t0 });
    await page.goto("/about");
    await page.clock.pauseAt(t0 + 60_000);
    const carousel = page.getByRole("region", { name: "Facilities", exact: true });
    await page.getByRole("heading", { name: "Facilities", level: 2 }).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expect(selected(page)).toHaveText("Modern classrooms");
    await expect(carousel).toHaveAttribute("data-autoplay", "off");
    await expect(carousel.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await carousel.getByRole("button", { name: "Next facility" }).click();
    await expect(selected(page)).toHaveText("Computer lab");
    await carousel.getByRole("button", { name: "Previous facility" }).click();
    await carousel.getByRole("button", { name: "Previous facility" }).click();
    await expect(selected(page)).toHaveText("Air-conditioned rooms");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("nothing in the page content is wider than the screen", async ({ page }) => {
    await page.goto("/about");
    // Elements inside a clipping ancestor (overflow hidden or scrolling) cannot widen the page.
    const wide = await page.evaluate(() => {
      const clipped = (e: Element) => {
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== "visible") return true;
        }
        return false;
      };
      return [...document.querySelectorAll("main *")]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && !clipped(e);
        })
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 40)}`);
    });
    expect(wide).toEqual([]);
  });
});
