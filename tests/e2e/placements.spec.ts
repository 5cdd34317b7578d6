import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";

// The Placements grid. Other test files share this server and
// database, so the records here carry unique names and nothing assumes an empty table.

// One worker runs this file's tests in order, so beforeAll creates the records once
// (a worker that came back to the file would otherwise add them again).
test.describe.configure({ mode: "serial" });

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const placed = { name: `Kavya Placed ${tag}`, course: "Python", degree: "B.E. Computer Science", placement: `Junior Python Developer at Tag${tag} Systems` };
const secret = { name: `Arun Private ${tag}`, course: "Tally / Accounting", degree: "", placement: "disclaimer" };
// The newest date sorts first, so the records are on the first page.
const DATE = "2099-12-31";

let api: APIRequestContext;

test.beforeAll(async ({ playwright }, info) => {
  api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok()).toBe(true);
  const { token } = (await signin.json()) as { token: string };
  const photo = fs.readFileSync(path.join(import.meta.dirname, "fixtures/images/python.jpg"));
  for (const [i, record] of [placed, secret].entries()) {
    const res = await api.post("/api/placements/add", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        id: `STU${tag.slice(-5)}${i}`,
        ...record,
        date: DATE,
        ...(i === 0 ? { image: { name: "kavya.jpg", mimeType: "image/jpeg", buffer: photo } } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

test.afterAll(async () => api?.dispose());

/** The card of one student, pressing 'Load more' while it is not shown yet. */
async function card(page: Page, name: string): Promise<Locator> {
  const grid = page.getByRole("region", { name: "Placement Records" });
  const found = grid.getByTestId("placement-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByTestId("placement-card").first()).toBeVisible();
  for (let i = 0; i < 20 && !(await found.isVisible()); i++) {
    const more = grid.getByRole("button", { name: /^Load \d+ more$/ });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(more.or(found)).toBeVisible();
  }
  await expect(found).toBeVisible();
  return found;
}

test("the page shows the banner, the placement support text and what we offer", async ({ page }) => {
  await page.goto("/placements");
  await expect(page.getByRole("heading", { level: 1, name: "Placements" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we offer" })).toBeVisible();
  for (const service of ["Interview Preparation", "Industry Partnerships", "Personalised Career Counselling", "Resume and Cover-Letter Workshops"]) {
    await expect(page.getByRole("heading", { name: service })).toBeVisible();
  }
  for (const point of ["Mock interviews", "Technical and HR practice", "Confidence building", "Communication", "Feedback"]) {
    await expect(page.getByText(`${point}:`, { exact: true })).toBeVisible();
  }
});

test("each record shows its photo or a blank circle, name, course with degree and placement text, never the internal ID", async ({ page }) => {
  await page.goto("/placements");
  const withPhoto = await card(page, placed.name);
  await expect(withPhoto.getByText(`${placed.course} (${placed.degree})`, { exact: true })).toBeVisible();
  await expect(withPhoto.getByText(/ID:|STU\d/)).toHaveCount(0);
  await expect(withPhoto.getByText(placed.placement, { exact: true })).toBeVisible();
  const photo = withPhoto.getByRole("img", { name: `Photo of ${placed.name}` });
  await expect(photo).toHaveAttribute("src", /^\/uploads\//);
  await expect(photo).toHaveAttribute("loading", "lazy");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(withPhoto.getByRole("button", { name: "Read Disclaimer" })).toHaveCount(0);

  const withoutPhoto = await card(page, secret.name);
  await expect(withoutPhoto.getByText(secret.course, { exact: true })).toBeVisible();
  await expect(withoutPhoto.getByRole("img")).toHaveCount(0);
  await expect(withoutPhoto.getByText("disclaimer", { exact: true })).toHaveCount(0);
});

test("'Read Disclaimer' opens the confidentiality modal; Close and Escape close it", async ({ page }) => {
  await page.goto("/placements");
  const secretCard = await card(page, secret.name);
  const opener = secretCard.getByRole("button", { name: "Read Disclaimer" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Disclaimer" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("confidentiality agreement");
  await expect(dialog).toContainText("not to publish its name");
  await dialog.getByText("Close", { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the first 12 records come with the page; in view they are read again, then 12 at a time with 'Load more'", async ({ page }) => {
  const asked: URL[] = [];
  // A long list (30 records) answered by the browser-side stub, so the paging is exact.
  await page.route("**/api/placements?*", async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const pageNo = Number(url.searchParams.get("page"));
    const limit = Number(url.searchParams.get("limit"));
    const from = (pageNo - 1) * limit;
    const data = Array.from({ length: Math.max(0, Math.min(limit, 30 - from)) }, (_, i) => ({
      _id: `stub-${from + i}`,
      stuId: `STU9${String(from + i).padStart(5, "0")}`,
      name: from + i === 0 ? "" : `Stub Student ${from + i + 1}`,
      course: "Java",
      degree: null,
      date: "2025-01-01",
      placement: `Placed ${from + i + 1}`,
      image: null,
      company: null,
      role: null,
    }));
    await route.fulfill({ json: { success: true, data, total: 30, page: pageNo, limit } });
  });
  await page.goto("/placements");
  // The grid is on the first screen: its records are read again at once, a page of 12.
  const grid = page.getByRole("region", { name: "Placement Records" });
  const cards = grid.getByTestId("placement-card");
  await expect(grid.getByText("Showing 12 of 30 records")).toBeVisible();
  await expect(cards).toHaveCount(12);
  expect(asked.map((u) => [u.searchParams.get("page"), u.searchParams.get("limit")])).toEqual([["1", "12"]]);
  await expect(cards.first().getByRole("heading")).toHaveText("N/A");

  await grid.getByRole("button", { name: "Load 12 more" }).click();
  await expect(cards).toHaveCount(24);
  await grid.getByRole("button", { name: "Load 6 more" }).click();
  await expect(cards).toHaveCount(30);
  await expect(grid.getByRole("button", { name: /Load \d+ more/ })).toHaveCount(0);
  expect(asked.map((u) => u.searchParams.get("page"))).toEqual(["1", "2", "3"]);
});

test("a failed read again keeps the page's own records and shows no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  let aborted = 0;
  await page.route("**/api/placements?*", (route) => {
    aborted++;
    return route.abort();
  });
  await page.goto("/placements");
  const grid = page.getByRole("region", { name: "Placement Records" });
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await expect.poll(() => errors.some((e) => e.startsWith("Error fetching placement records"))).toBe(true);
  await expect(grid.getByTestId("placement-card").filter({ hasText: placed.name })).toBeVisible();
  await expect(grid.getByRole("alert")).toHaveCount(0);
});

test("no horizontal overflow at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/placements");
  await card(page, placed.name);
  // This page's own content; the site header's off-canvas menu belongs to the layout.
  const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll("#main *")].map((el) => el.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(320);
});
