import type { Locator, Page } from "@playwright/test";
import { COURSE_IDS } from "#contracts/courses";
import { seedCourse } from "./seed";
import { expect, test } from "./test";

// Course pages a student can read at first sight: the hero text is never drawn
// over the artwork on a phone, every curriculum is numbered modules with topics,
// and each course answers its common questions (docs/decisions/027). Plus two
// layout faults of the site frame: the closed phone menu's shadow and the footer
// email broken mid-word.

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as { "@type": string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }[];
}

test("at 390 px the hero's title, tagline and button are never over the artwork, and the text keeps its contrast", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ["python", "data-science", "video-editing"]) {
    await page.goto(`/courses/${id}`);
    const hero = page.getByTestId("course-hero");
    const art = await box(page.getByTestId("course-hero-art"));
    for (const text of [hero.getByRole("heading", { level: 1 }), hero.locator("p").first(), hero.getByRole("button", { name: "Apply Now" })]) {
      expect(overlaps(await box(text), art), `${id}: text over artwork`).toBe(false);
    }
    // The artwork comes after the text, inside the viewport's width.
    expect(art.y).toBeGreaterThan((await box(hero.getByRole("button", { name: "Apply Now" }))).y);
    expect(art.x + art.width).toBeLessThanOrEqual(390);
  }
});

test("every course shows its curriculum as numbered modules, each with a heading and a list of topics", async ({ page }) => {
  test.setTimeout(120_000);
  for (const id of COURSE_IDS) {
    const course = await seedCourse(id);
    await page.goto(`/courses/${id}`);
    const modules = page.getByTestId("curriculum-modules").locator(":scope > li");
    await expect(modules).toHaveCount(course.curriculum.modules.length);
    await expect(modules.getByRole("heading", { level: 3 })).toHaveText(course.curriculum.modules.map((m, i) => `Module ${i + 1} · ${m.title}`));
    await expect(modules.first().getByRole("listitem")).toHaveText(course.curriculum.modules[0]!.topics);
  }
});

test("the questions open one by one with the keyboard, and the FAQPage data holds only what the page shows", async ({ page }) => {
  const course = await seedCourse("java");
  await page.goto("/courses/java");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const first = course.faq[0]!;
  await expect(faq.getByText(first.answer)).toBeHidden();
  await faq.locator("summary").first().focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(first.answer)).toBeVisible();
  await expect(faq.locator("details")).toHaveCount(course.faq.length);

  const data = (await jsonLd(page)).filter((d) => d["@type"] === "FAQPage");
  expect(data).toHaveLength(1);
  const entries = data[0]!.mainEntity!;
  expect(entries.length).toBeGreaterThanOrEqual(3);
  const shown = new Map(course.faq.map((f) => [f.question, f.answer]));
  for (const entry of entries) expect(shown.get(entry.name)).toBe(entry.acceptedAnswer.text);
  // The timings answer is the same on several courses: it is marked up on none of them.
  expect(entries.map((e) => e.name)).not.toContain("What are the class timings?");
});

test("the closed phone menu leaves no shadow or box inside the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/courses/python");
  const menu = page.locator("#mobile-menu");
  const closed = await menu.evaluate((el) => {
    const style = getComputedStyle(el);
    return { boxShadow: style.boxShadow, visibility: style.visibility, left: el.getBoundingClientRect().left };
  });
  expect(closed.left).toBeGreaterThanOrEqual(390);
  // No shadow, or only fully transparent ones (how Tailwind writes shadow-none).
  expect(closed.boxShadow.replace(/rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, )?/g, "") || "none").toBe("none");
  expect(closed.visibility).toBe("hidden");
  // Open, it is there with its shadow.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  await expect.poll(() => menu.evaluate((el) => /rgba\(0, 0, 0, 0\.\d+\) 0px \d+px/.test(getComputedStyle(el).boxShadow))).toBe(true);
});

test("the footer email stays on one line at 1366 px and still fits at 320 px", async ({ page }) => {
  await page.goto("/");
  const email = page.getByTestId("footer-email");
  await email.scrollIntoViewIfNeeded();
  const lines = async () => email.evaluate((el) => el.getClientRects().length);
  const lineHeight = async () => email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(await lines()).toBe(1);
  expect((await box(email)).height).toBeLessThan((await lineHeight()) * 1.5);
  await page.setViewportSize({ width: 320, height: 700 });
  const b = await box(email);
  expect(b.x + b.width).toBeLessThanOrEqual(320);
});
