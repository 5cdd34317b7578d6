import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { unique } from "./helpers/staff";

// Proof in the server's HTML (docs/decisions/060): a placement and a review staff
// add through the API are on /courses/python, /placements?course=python and
// /student-feedback with JavaScript off (as a link preview or a crawler sees
// them), with no internal student id; with JavaScript the sections still hydrate
// and read their lists again. Other files share this server and add records of
// their own, so the checks look for ours and assume only "at least".

test.describe.configure({ mode: "serial" });

const tag = unique("proof");
const student = { name: `Nila ${tag}`, course: "Python", company: `Acme ${tag}`, role: "Junior Python Developer" };
const javaStudent = { name: `Vikram ${tag}`, course: "Java", company: `Beta ${tag}`, role: "Java Trainee" };
const reviewer = { name: `Revathi ${tag}`, course: "Python" };
const STU = `STU${String(Date.now()).slice(-6)}`;
// The newest date sorts first, so ours are on the first page.
const DATE = "2099-12-31";
let api: APIRequestContext;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

test.beforeAll(async ({ playwright }, info) => {
  api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok(), await signin.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
  for (const record of [student, javaStudent]) {
    const res = await api.post("/api/placements/add", {
      headers,
      multipart: { id: STU, ...record, degree: "", date: DATE, placement: `Placed at ${record.company}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const review = await api.post("/api/reviews/add", {
    headers,
    multipart: { ...reviewer, rating: "4.8", date: DATE, review: `The Python course of ${tag} had a project every week.` },
  });
  expect(review.status(), await review.text()).toBe(201);
});

test.afterAll(async () => api?.dispose());

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the Python course page shows the placement (role at company) and the review staff added, linking to all of them", async ({ page }) => {
    // A save switches the pages at once on this instance; poll in case a render is still under way.
    await expect(async () => {
      await page.goto("/courses/python");
      await expect(page.getByTestId("course-proof")).toContainText(student.name, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const proof = page.getByTestId("course-proof");
    const placed = proof.getByTestId("course-placement").filter({ hasText: student.name });
    await expect(placed).toContainText(`${student.role} at ${student.company}`);
    await expect(proof.getByTestId("course-review").filter({ hasText: reviewer.name })).toContainText(`The Python course of ${tag}`);
    await expect(proof).not.toContainText(javaStudent.name);
    await expect(proof).not.toContainText(STU);
    await expect(proof.getByRole("link", { name: /^See all \d+ Python placements$/ })).toHaveAttribute("href", "/placements?course=python");
    await expect(proof.getByRole("link", { name: "Read all student reviews" })).toHaveAttribute("href", "/student-feedback");
    // High on the page: before the course overview.
    const [proofTop, overviewTop] = await Promise.all([proof.boundingBox(), page.getByRole("heading", { name: "Course Overview" }).boundingBox()]);
    expect(proofTop!.y).toBeLessThan(overviewTop!.y);
  });

  test("/placements?course=python lists only Python records, first, with company and role and no internal id", async ({ page }) => {
    await page.goto("/placements?course=python&utm_source=instagram");
    const grid = page.getByRole("region", { name: "Placement Records" });
    const cards = grid.getByTestId("placement-card");
    await expect(cards.first()).toBeVisible();
    const ours = cards.filter({ hasText: student.name });
    await expect(ours.getByTestId("placement-job")).toHaveText(`${student.role} at ${student.company}`);
    for (const text of await cards.allTextContents()) expect(text).toContain("Python");
    await expect(grid).not.toContainText(javaStudent.name);
    await expect(grid).not.toContainText(/ID:|STU\d{6}/);
    // The filter is plain links: the current course is marked, "All courses" goes back.
    const filter = page.getByRole("navigation", { name: "Placements by course" });
    await expect(filter.getByRole("link", { name: "Python", exact: true })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "All courses" }).click();
    await expect(page).toHaveURL(/\/placements$/);
    await expect(grid).toContainText(javaStudent.name);
    // Records first: the grid starts on the first phone screen, above the marketing copy.
    const [gridBox, supportBox] = await Promise.all([grid.boundingBox(), page.getByRole("region", { name: /Placement support/ }).boundingBox()]);
    expect(gridBox!.y).toBeLessThan(844);
    expect(gridBox!.y).toBeLessThan(supportBox!.y);
  });

  test("an unknown course id is the unfiltered page", async ({ page }) => {
    await page.goto("/placements?course=no-such-course");
    await expect(page.getByRole("navigation", { name: "Placements by course" }).getByRole("link", { name: "All courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("region", { name: "Placement Records" })).toContainText(javaStudent.name);
  });

  test("/student-feedback and the home page carry the review in their HTML", async ({ page }) => {
    await page.goto("/student-feedback");
    await expect(page.getByRole("region", { name: "What our students wrote" })).toContainText(reviewer.name);
    await page.goto("/");
    await expect(page.getByTestId("first-reviews").first()).toContainText(reviewer.name);
  });
});

test("with JavaScript the placements page hydrates and reads its course's records again when they come into view", async ({ page }) => {
  const asked: URL[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/placements?")) asked.push(new URL(r.url()));
  });
  await page.goto("/placements?course=python");
  const grid = page.getByRole("region", { name: "Placement Records" });
  await expect(grid.getByTestId("placement-card").filter({ hasText: student.name })).toBeVisible();
  await expect.poll(() => asked.map((u) => [u.searchParams.get("course"), u.searchParams.get("page")])).toEqual([["python", "1"]]);
  await expect(grid.getByTestId("placement-card").filter({ hasText: student.name }).getByTestId("placement-job")).toHaveText(
    `${student.role} at ${student.company}`,
  );
  await expect(grid).not.toContainText(javaStudent.name);
});

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`the course proof and the filtered placements have no axe violations at ${width}px (screenshots in test-results/proof)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const [path, shot, what] of [
      ["/courses/python", `course-proof-${width}.png`, page.getByTestId("course-proof")],
      ["/placements?course=python", `placements-${width}.png`, page.getByRole("region", { name: "Placement Records" })],
    ] as const) {
      await page.goto(path);
      await what.scrollIntoViewIfNeeded();
      await expect(what).toContainText(student.name);
      const { violations } = await new AxeBuilder({ page }).include("#main").withTags(AXE_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.screenshot({ path: `test-results/proof/${shot}`, fullPage: false });
      if (path.startsWith("/courses")) await what.screenshot({ path: `test-results/proof/section-${shot}` });
    }
  });
}
