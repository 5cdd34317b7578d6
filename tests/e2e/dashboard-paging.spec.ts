import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";

// A dashboard table reads one page of 4 rows from the server, never the whole
// list, and its search is answered by the server too.

test("placement records are paged and searched by the server, 4 rows at a time", async ({ page, request }) => {
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const { token } = (await signin.json()) as { token: string };
  const tag = `Pg${Date.now().toString(36)}`;
  // Others first, so the unsearched list has at least 3 pages.
  for (let i = 1; i <= 3; i++) {
    const res = await request.post("/api/placements/add", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { name: `Other ${tag} ${i}`.replace(tag, "x"), course: "Java", date: "2026-01-01", placement: "Developer" },
    });
    expect(res.status()).toBe(201);
  }
  for (let i = 1; i <= 6; i++) {
    const res = await request.post("/api/placements/add", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { name: `${tag} Student ${i}`, course: "AWS", date: `2026-01-0${i}`, placement: `Cloud support at ${tag} Corp` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const reads: URL[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/placements") reads.push(url);
  });
  await page.addInitScript((t) => localStorage.setItem("token", t), token);
  await page.goto("/dashboard/placements");
  await expect(page.getByText(/Page 1 of ([3-9]|\d{2,})/)).toBeVisible();
  const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get("q") === tag.toUpperCase());
  await page.getByRole("searchbox", { name: "Search placements" }).fill(tag.toUpperCase());
  await searched;

  const table = page.getByRole("region", { name: "Placement records table" });
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: tag })).toHaveCount(4);
  // Newest date first: students 6..3 on page 1, 2 and 1 on page 2.
  await expect(table.getByRole("row").filter({ hasText: `${tag} Student 6` })).toHaveCount(1);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
  await expect(table.getByRole("row").filter({ hasText: `${tag} Student 1` })).toHaveCount(1);

  expect(reads.length).toBeGreaterThan(0);
  for (const url of reads) expect(url.searchParams.get("limit")).toBe("4");
});
