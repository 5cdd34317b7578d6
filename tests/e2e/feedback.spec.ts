import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// The Student Feedback page (docs/decisions/013): four players from
// the first four videos of GET /api/youtube, 'coming soon' cards for empty slots,
// and the 'Request call back' modal. The video list is faked per test so the
// counts do not depend on videos other test files add at the same time.

const embed = (id: string) => `https://www.youtube.com/embed/${id}`;
const IDS = ["aaaaaaaaaa1", "bbbbbbbbbb2", "ccccccccc_3", "ddddddddd-4", "eeeeeeeeee5"];

async function fakeVideos(page: Page, ids: string[]) {
  await page.route(/\/api\/youtube(\?.*)?$/, (route) =>
    route.fulfill({ json: { success: true, data: ids.map((id, i) => ({ _id: `v${i}`, url: embed(id) })) } }),
  );
}

const players = (page: Page) => page.getByRole("button", { name: /^Play YouTube video \d$/ });
const comingSoon = (page: Page) => page.getByText(/^Student video \d is coming soon$/);

test("four players from the first four videos; nothing from YouTube before a click", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== baseURL && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  await fakeVideos(page, IDS);
  await page.goto("/student-feedback");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student Feedback");
  await page.getByRole("heading", { name: "Hear it from our students" }).scrollIntoViewIfNeeded();
  await expect(players(page)).toHaveCount(4);
  for (const n of [1, 2, 3, 4]) await expect(page.getByRole("button", { name: `Play YouTube video ${n}`, exact: true })).toBeVisible();
  await expect(comingSoon(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("button", { name: "Play YouTube video 3" }).click();
  const iframe = page.locator("iframe");
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${IDS[2]}?autoplay=1`);
  await expect(iframe).toHaveAttribute("title", "YouTube video 3");
  await expect(iframe).toHaveAttribute("allow", "fullscreen; autoplay; picture-in-picture; clipboard-write");
  await expect.poll(() => foreign).toEqual([`https://www.youtube-nocookie.com/embed/${IDS[2]}?autoplay=1`]);
});

test("fewer than four videos: the empty slots say more videos are coming", async ({ page }) => {
  await fakeVideos(page, IDS.slice(0, 2));
  await page.goto("/student-feedback");
  await page.getByRole("heading", { name: "Hear it from our students" }).scrollIntoViewIfNeeded();
  await expect(players(page)).toHaveCount(2);
  await expect(comingSoon(page)).toHaveText(["Student video 3 is coming soon", "Student video 4 is coming soon"]);
});

test("no videos (or a failed request): four 'coming soon' cards, the error logged", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route(/\/api\/youtube(\?.*)?$/, (route) => route.abort());
  await page.goto("/student-feedback");
  await page.getByRole("heading", { name: "Hear it from our students" }).scrollIntoViewIfNeeded();
  await expect(comingSoon(page)).toHaveCount(4);
  await expect(players(page)).toHaveCount(0);
  expect(errors.some((e) => e.startsWith("Error fetching YouTube videos"))).toBe(true);
});

test("the four slots form two columns on a laptop and one on a phone", async ({ page }) => {
  await fakeVideos(page, IDS);
  await page.goto("/student-feedback");
  await page.getByRole("heading", { name: "Hear it from our students" }).scrollIntoViewIfNeeded();
  await expect(players(page)).toHaveCount(4);
  const [a, b] = [(await players(page).nth(0).boundingBox())!, (await players(page).nth(1).boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a.height - (a.width * 9) / 16)).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  const [c, d] = [(await players(page).nth(0).boundingBox())!, (await players(page).nth(1).boundingBox())!];
  expect(d.y).toBeGreaterThan(c.y + c.height);
  expect(c.x + c.width).toBeLessThanOrEqual(390);
});

test("'Request call back' opens its modal; Escape closes it and focus returns", async ({ page }) => {
  await fakeVideos(page, []);
  await page.goto("/student-feedback");
  const button = page.getByRole("button", { name: "Request call back" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Request call back" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
