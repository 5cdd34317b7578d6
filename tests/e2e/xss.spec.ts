import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { search, unique } from "./helpers/staff";

// Text a staff member (or a stolen session) stores is shown as text on
// the public site and in the dashboard; markup in it never runs.

const today = () => new Date().toISOString().slice(0, 10);

/** Fails the test if any script manages to open a dialog or set the marker. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return {
    async expectNothingRan() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    },
  };
}

test("a review whose name and text are markup is shown literally, on the home page and in the dashboard", async ({ page, request }) => {
  const tag = unique("xss");
  const name = `<img src=x onerror=alert(1)> ${tag}`;
  const text = `<script>window.__xss=1;alert(2)</script> {{7*7}} \${7*7} ${tag}`;

  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.status()).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const added = await request.post("/api/reviews/add", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, rating: "4.5", date: today(), review: text },
  });
  expect(added.status(), await added.text()).toBe(201);

  // Public site, phone layout: every review is a card in the carousel.
  await page.setViewportSize({ width: 390, height: 844 });
  const watch = watchForScript(page);
  await page.goto("/");
  // Reviews are read when the section scrolls into view.
  await page.getByRole("region", { name: "Testimonials", exact: true }).scrollIntoViewIfNeeded();
  const card = page.getByText(`“${text}”`, { exact: true });
  await expect(card).toHaveCount(1);
  await expect(page.getByText(name, { exact: true }).first()).toBeAttached();
  await watch.expectNothingRan();

  // Dashboard: the review row shows the name as typed.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript((t) => localStorage.setItem("token", t), token);
  await page.goto("/dashboard/reviews");
  await search(page, "reviews", tag);
  const row = page.getByRole("row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await watch.expectNothingRan();
});
