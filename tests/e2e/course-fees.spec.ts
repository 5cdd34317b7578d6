import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, instituteDay } from "#contracts/enquiry-inbox";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./helpers/own-server";
import { logIn, openSection, toast } from "./helpers/staff";

// "Fee from ₹…" where a visitor decides (docs/decisions/040): nothing on a new
// installation; the figure staff give a course in the dashboard on its card and
// at the top of its page; a listed batch's fee ahead of it. Fees change what the
// Courses page and a course page show, so this file has a server of its own and
// leaves Python as it found it.

const PATH = "/courses/python";
/** The site re-renders its pages within a few seconds of a save. */
const WITHIN = 6_000;

let api: APIRequestContext;
let headers: Record<string, string>;
let batchId: string | undefined;

test.beforeAll(async ({ playwright, ownServer }) => {
  api = await playwright.request.newContext({ baseURL: ownServer.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok(), await signin.text()).toBe(true);
  headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
});

test.afterAll(async () => {
  // Other specs on this server read Python: take its fee and batch away again.
  if (batchId) await api.delete(`/api/content/batches/${batchId}`, { headers });
  const stored = (await (await api.get(`/api/content/courses/python`, { headers })).json()) as { data: { course: Record<string, unknown>; revision: number } };
  if (stored.data.course.feeFrom !== undefined) {
    const { feeFrom: _fee, ...course } = stored.data.course;
    await api.put(`/api/content/courses/python`, { headers, data: { data: course, revision: stored.data.revision } });
  }
  await api.dispose();
});

const pythonCard = (page: Page) => page.getByRole("link").filter({ has: page.getByRole("heading", { level: 2, name: "Python", exact: true }) });

/** Reads fresh copies of /courses until Python's card says `text` (the site re-renders within seconds of a save). */
async function expectCardSays(page: Page, text: string) {
  await expect(async () => {
    await page.goto("/courses");
    await expect(pythonCard(page).getByText(text, { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: WITHIN, intervals: [250, 500] });
}

test("no fee shows until staff give Python one in its editor: checked first, then its card and its page show 'Fee from ₹…'; a listed batch's fee comes first", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // A new installation has no fees: no fee line anywhere on the Courses page or a course page.
  const visitor = await context.newPage();
  await visitor.goto("/courses");
  await expect(pythonCard(visitor)).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText("Fee from");
  await expect(visitor.getByRole("main")).not.toContainText("₹");
  await visitor.goto(PATH);
  await expect(visitor.getByTestId("course-hero")).toContainText("Duration:");
  await expect(visitor.getByTestId("course-fee")).toHaveCount(0);

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Courses", "courses");
  await page.getByRole("row").filter({ hasText: "Python" }).getByRole("button", { name: "Edit Python", exact: true }).click();
  const fee = page.getByLabel("Fee from (₹)");
  await expect(fee).toHaveValue("");
  await expect(fee).toHaveAccessibleDescription(/Shown as 'Fee from ₹…' when no batch with a fee is listed\./);

  // A wrong amount is refused in the browser with the contract's message, beside the field.
  await fee.fill("25k");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(fee).toBeFocused();
  await expect(fee).toHaveAccessibleDescription(/Fee from must be whole rupees, e\.g\. 25000/);

  await fee.fill("25,000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Course saved. The site shows the change within a few seconds.")).toBeVisible();

  await expectCardSays(visitor, "Fee from ₹25,000");
  await visitor.goto(PATH);
  await expect(visitor.getByTestId("course-fee")).toHaveText("Fee from ₹25,000");
  await expect(visitor.getByTestId("course-hero")).toContainText("Duration:");
  // The editor shows what was saved when opened again.
  await page.reload();
  await expect(page.getByLabel("Fee from (₹)")).toHaveValue("25000");

  // A listed batch with its own fee is what a visitor can book now: its fee is the "from".
  const created = await api.post("/api/content/batches", {
    headers,
    data: {
      courseId: "python",
      startDate: addDays(instituteDay(Date.now()), 14),
      schedule: "weekend",
      timing: "10:00 am – 1:00 pm",
      mode: "both",
      duration: "3 months",
      feeInr: 22000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  batchId = ((await created.json()) as { data: { id: string } }).data.id;
  await expectCardSays(visitor, "Fee from ₹22,000");
  await visitor.goto(PATH);
  await expect(visitor.getByTestId("course-fee")).toHaveText("Fee from ₹22,000");
  // Other courses still show none.
  await visitor.goto("/courses");
  await expect(visitor.getByText(/^Fee from/)).toHaveCount(1);
});
