import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";

// The WhatsApp and call buttons float over the bottom-right corner of every
// public page. On a phone they must not sit on top of what a visitor reads or
// taps: the home hero at first load, the course hero, a form's submit button
// once it is scrolled to or reached with the keyboard, the footer's last line.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The floating buttons as they are on screen now (both show on a phone). */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const buttons = [page.getByRole("link", { name: "Chat with us on WhatsApp", exact: true }), page.getByRole("link", { name: /^Call us at / })];
  const boxes: Box[] = [];
  for (const button of buttons) {
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    boxes.push({ what: (await button.getAttribute("aria-label")) ?? "floating button", ...box! });
  }
  return boxes;
}

/** Every visible piece of text or control inside `area`, with its box in the viewport. */
async function contentBoxes(area: Locator): Promise<Box[]> {
  return area.evaluate((root) => {
    const leaves = root.querySelectorAll("h1, h2, p, a, button, li, span, summary, label");
    const out: Box[] = [];
    for (const el of leaves) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not shown at this width (the other chip order)
      out.push({ what: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`, x: r.x, y: r.y, width: r.width, height: r.height });
    }
    return out;
  });
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClear(page: Page, targets: Box[], where: string) {
  expect(targets.length, `nothing measured on ${where}`).toBeGreaterThan(0);
  const floating = await floatingBoxes(page);
  const hits = targets.flatMap((t) => floating.filter((f) => overlaps(f, t)).map((f) => `${t.what} under ${f.what}`));
  expect(hits, `covered on ${where}`).toEqual([]);
}

async function boxOf(control: Locator, what: string): Promise<Box> {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  return { what, ...box! };
}

test("on the home page at first load the hero's text, buttons and course chips are clear of the floating buttons", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("main section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  const chips = hero.getByRole("navigation", { name: "Popular courses" }).getByRole("link");
  expect(await chips.filter({ visible: true }).count()).toBe(12);
  const boxes = await contentBoxes(hero);
  // Every chip is measured, down to the last row.
  expect(boxes.filter((b) => b.what.startsWith('a "') && b.what.includes("Graphic Design"))).toHaveLength(1);
  await expectClear(page, boxes, "the home hero");
});

test("a course page's hero text is clear of the floating buttons", async ({ page }) => {
  await page.goto("/courses/python");
  const hero = page.getByTestId("course-hero");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Python");
  await expectClear(page, await contentBoxes(hero), "the Python course hero");
});

test("a form's submit button scrolled into view, or reached with the keyboard, is clear of the floating buttons", async ({ page }) => {
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await expectClear(page, [await boxOf(send, "Send Message")], "/contact after scrolling to the button");

  // Tabbing from the message field scrolls only as far as the browser must: the page's scroll padding keeps the button above the floating ones.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel("Message", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(send).toBeFocused();
  await expectClear(page, [await boxOf(send, "Send Message (focused)")], "/contact with the button focused");

  // The course page's enquiry form, further down the page.
  await page.goto("/courses/python");
  const enquiry = page.getByRole("complementary", { name: "Enquiry" });
  const submit = enquiry.getByRole("button").last();
  await submit.scrollIntoViewIfNeeded();
  await expectClear(page, [await boxOf(submit, `course enquiry "${await submit.textContent()}"`)], "the course page's enquiry form");
});

test("the footer's last line can be scrolled clear of the floating buttons", async ({ page }) => {
  await page.goto("/contact");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const notice = page.getByRole("contentinfo").getByText(/© 2024/);
  await expect(notice).toBeInViewport();
  await expectClear(page, [await boxOf(notice, "the footer notice")], "the bottom of /contact");
});
