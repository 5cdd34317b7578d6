import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection, pngFile, toast } from "./helpers/staff";
import { expect, expectNoViolations, test } from "./helpers/own-server";
import { waitsForHydration } from "./test";

// Staff add, edit, preview, hide, delete and restore a course in the dashboard;
// the pre-rendered public site follows within seconds: the course page, the
// header's Courses menu, the sitemap and the enquiry forms. A 13th course would
// break the specs that count twelve, so this file has a server of its own
// (helpers/own-server.ts) and never touches the seed courses' text.

const ID = "ui-ux-design";
const NAME = "UI/UX Design";
const PATH = `/courses/${ID}`;
/** The site re-renders its pages within a few seconds of a save. */
const WITHIN = 6_000;

test.describe.configure({ mode: "serial" });

const minimum = {
  heading: "Design screens people enjoy using",
  summary: "User research, wireframes and Figma prototypes for web and mobile apps.",
  duration: "3 months",
  overview: "A hands-on course in user experience and interface design for complete beginners.",
  definition: "UI/UX design is the work of making digital products useful, usable and pleasant.",
  module: { title: "User research", topics: ["Interviews and personas", "User journeys", "Usability testing"] },
  faq: { question: "Do I need to know how to draw?", answer: "No. We start from layout and colour basics and every screen is built in Figma, not by hand." },
  features: ["Figma from day one", "A portfolio case study", "Weekend batches"],
  learn: ["Plan user research", "Wireframe a mobile app", "Prototype in Figma"],
  seo: {
    title: "UI/UX Design Course in Chennai",
    description: "Learn UI/UX design in Chennai with Figma and real projects.",
    keywords: "UI UX course Chennai, Figma",
  },
};

let api: APIRequestContext;
let headers: Record<string, string>;

test.beforeAll(async ({ playwright, ownServer }) => {
  api = await playwright.request.newContext({ baseURL: ownServer.baseURL });
  const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(signin.ok(), await signin.text()).toBe(true);
  headers = { Authorization: `Bearer ${((await signin.json()) as { token: string }).token}` };
});

test.afterAll(async () => {
  // Whatever happened above, the course does not outlive this file.
  if ((await api.get(`/api/content/courses/${ID}`, { headers })).ok()) await api.delete(`/api/content/courses/${ID}`, { headers });
  await api.dispose();
});

async function openCourses(page: Page) {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Courses", "courses");
  await expect(page.getByRole("region", { name: "Courses in menu order" }).getByText("Python", { exact: true })).toBeVisible();
}

const statusOf = async (request: APIRequestContext, path: string) => (await request.get(path)).status();
const sitemap = async (request: APIRequestContext) => (await request.get("/sitemap.xml")).text();

/** The course names in the header's Courses menu of a fresh copy of the home page. */
async function menuCourses(visitor: Page) {
  await visitor.goto("/");
  await visitor.getByRole("button", { name: "Show course list" }).click();
  await expect(visitor.locator("#courses-menu")).toBeVisible();
  return visitor.locator("#courses-menu").getByRole("link").allTextContents();
}

/** The course names the home page's Course Registration form offers. */
async function registrationCourses(visitor: Page) {
  await visitor.goto("/");
  await visitor.getByRole("button", { name: "Register Now" }).first().click();
  const select = visitor.getByRole("dialog", { name: "Course Registration" }).getByLabel("Course", { exact: true });
  // The form's fields arrive with the dialog: wait for the list before reading it.
  await expect(select.locator("option").nth(1)).toBeAttached();
  return select.locator("option").allTextContents();
}

test("a new course is checked in the browser, then goes live on its page, the menu, the sitemap and the forms", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  expect(await statusOf(request, PATH)).toBe(404);
  await openCourses(page);
  await page.getByRole("button", { name: "Add course" }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\?add=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add course" })).toBeVisible();

  // Nothing filled in: the shared schema's messages sit beside the fields and the first one has the focus.
  await page.getByRole("button", { name: "Add course", exact: true }).click();
  const name = page.getByLabel("Course name", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/Course name is required/);
  await expect(page.getByLabel("Heading", { exact: true })).toHaveAccessibleDescription(/Heading is required/);
  await expect(page.getByText("Image must be an uploaded photo or one of the site's illustrations")).toBeVisible();
  await expect(page.getByLabel("Feature 1", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // The id follows the name until it is typed by hand.
  await name.fill(NAME);
  await expect(page.getByLabel("Course id", { exact: true })).toHaveValue(ID);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Heading", { exact: true }).fill(minimum.heading);
  await page.getByLabel("Summary", { exact: true }).fill(minimum.summary);
  await page.getByLabel("Duration", { exact: true }).fill(minimum.duration);
  // The picture is uploaded on its own (POST /api/images) and the course keeps its path.
  const upload = page.waitForResponse((r) => r.url().endsWith("/api/images") && r.request().method() === "POST");
  await page.getByLabel("Course image", { exact: true }).setInputFiles(await pngFile("ui-ux.png"));
  expect((await upload).status()).toBe(201);
  await expect(page.getByText(/^Now: \/uploads\/[a-f0-9-]{36}\.webp$/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Current course image" })).toHaveAttribute("src", /\/uploads\//);
  await page.getByLabel("Overview", { exact: true }).fill(minimum.overview);
  await page.getByLabel("Definition", { exact: true }).fill(minimum.definition);
  // One module (title + topics, one per line) and one question with its answer.
  await page.getByLabel("Module title", { exact: true }).fill(minimum.module.title);
  await page.getByLabel("Topics (one per line)", { exact: true }).fill(minimum.module.topics.join("\n"));
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByLabel("Question", { exact: true }).fill(minimum.faq.question);
  await page.getByLabel("Answer", { exact: true }).fill(minimum.faq.answer);
  for (const [i, text] of minimum.features.entries()) await page.getByLabel(`Feature ${i + 1}`, { exact: true }).fill(text);
  for (const [i, text] of minimum.learn.entries()) await page.getByLabel(`Learning point ${i + 1}`, { exact: true }).fill(text);
  await page.getByLabel("Search title", { exact: true }).fill(minimum.seo.title);
  // The count follows the typing.
  await expect(page.getByLabel("Search title", { exact: true })).toHaveAccessibleDescription(
    `{institute} stands for the institute's name from Site facts. · ${minimum.seo.title.length} / 120 characters`,
  );
  await page.getByLabel("Search description", { exact: true }).fill(minimum.seo.description);
  await page.getByLabel("Keywords", { exact: true }).fill(minimum.seo.keywords);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  const created = page.waitForResponse((r) => r.url().endsWith("/api/content/courses") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Add course", exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, "Course added. The site shows the change within a few seconds.")).toBeVisible();
  // The editor stays open on the saved course, now with its History.
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${ID}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Edit course: ${NAME}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `History of ${NAME}` })).toBeVisible();

  // Within seconds: the page, the menu, the sitemap.
  await expect.poll(() => statusOf(request, PATH), { timeout: WITHIN }).toBe(200);
  const visitor = waitsForHydration(await context.newPage());
  await visitor.goto(PATH);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(visitor.getByText(minimum.heading)).toBeVisible();
  const module1 = visitor
    .getByTestId("curriculum-modules")
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("heading", { level: 3 }) });
  await expect(module1.getByRole("heading", { level: 3 })).toHaveText(`Module 1 · ${minimum.module.title}`);
  await expect(module1.getByRole("listitem")).toHaveText(minimum.module.topics);
  const faq = visitor.getByTestId("course-faq");
  await expect(faq.getByText(minimum.faq.answer)).toBeHidden();
  await faq.getByText(minimum.faq.question).click();
  await expect(faq.getByText(minimum.faq.answer)).toBeVisible();
  expect(await menuCourses(visitor)).toContain(NAME);
  expect(await sitemap(request)).toContain(PATH);

  // The home page's Register Now form offers it, and the server takes a registration for it.
  expect(await registrationCourses(visitor)).toContain(NAME);
  const dialog = visitor.getByRole("dialog", { name: "Course Registration" });
  await dialog.getByLabel("Name", { exact: true }).fill("Divya S");
  await dialog.getByLabel("Mobile", { exact: true }).fill("9003011224");
  await dialog.getByLabel("Email", { exact: true }).fill("divya@example.in");
  await dialog.getByLabel("Course", { exact: true }).selectOption(NAME);
  const sent = visitor.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const registration = await sent;
  expect(registration.status()).toBe(201);
  expect(registration.request().postDataJSON()).toMatchObject({ form: "registration", course: NAME });

  // Ids nobody added stay unknown.
  expect(await statusOf(request, "/courses/ui-ux-designs")).toBe(404);
});

test("an edited summary reaches the Courses page; Preview shows an unsaved heading without saving it", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await openCourses(page);
  const row = page.getByRole("row").filter({ hasText: NAME });
  await expect(row.getByText("On the site")).toBeVisible();
  await row.getByRole("button", { name: `Edit ${NAME}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit course: ${NAME}` })).toBeVisible();
  await expect(page.getByLabel("Course id", { exact: true })).toHaveAttribute("readonly", "");

  const summary = "Now with a week of accessibility reviews: design screens everyone can use.";
  await page.getByLabel("Summary", { exact: true }).fill(summary);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Course saved. The site shows the change within a few seconds.")).toBeVisible();
  await expect(page.getByText(/^Saved .+ by e2e-admin$/)).toBeVisible();
  const visitor = waitsForHydration(await context.newPage());
  // Each try reads a fresh copy of the page at once: an auto-waiting check would outlast the 6 s.
  await expect(async () => {
    await visitor.goto("/courses");
    expect(await visitor.getByText(summary).count()).toBe(1);
  }).toPass({ timeout: WITHIN, intervals: [250, 500] });

  // Preview: the page with the unsaved heading, in a new tab; the site keeps the saved one.
  const unsaved = "A heading nobody has saved yet";
  await page.getByLabel("Heading", { exact: true }).fill(unsaved);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = await popup;
  await preview.waitForURL(/\/preview\//);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(preview.getByText(unsaved)).toBeVisible();
  await expect(preview.getByRole("note")).toContainText("Preview of unsaved changes");
  expect(await (await request.get(PATH)).text()).not.toContain(unsaved);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
});

test("hiding takes the course off the site (404, menu, sitemap, forms); delete asks first, and Deleted courses brings it back", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await openCourses(page);
  await page
    .getByRole("row")
    .filter({ hasText: NAME })
    .getByRole("button", { name: `Edit ${NAME}` })
    .click();
  await page.getByLabel("Hidden (not on the site)").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Course saved. It is hidden: not on the site until you untick Hidden.")).toBeVisible();

  await expect.poll(() => statusOf(request, PATH), { timeout: WITHIN }).toBe(404);
  const visitor = waitsForHydration(await context.newPage());
  expect(await menuCourses(visitor)).not.toContain(NAME);
  expect(await menuCourses(visitor)).toContain("Python");
  expect(await sitemap(request)).not.toContain(PATH);
  expect(await registrationCourses(visitor)).not.toContain(NAME);

  // Back in the list: marked hidden.
  await page.getByRole("button", { name: "Back to courses" }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  const row = page.getByRole("row").filter({ hasText: NAME });
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();

  // Delete explains what goes and recommends hiding instead.
  await row.getByRole("button", { name: `Delete ${NAME}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this course?" });
  await expect(confirm).toContainText("its batches are deleted");
  await expect(confirm).toContainText("tick Hidden instead: nothing is lost");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Course deleted. You can bring it back from Deleted courses.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: NAME })).toHaveCount(0);
  expect((await api.get(`/api/content/courses/${ID}`, { headers })).status()).toBe(404);

  // Restored as last saved (still hidden), then deleted for good.
  await page.getByRole("button", { name: "Deleted courses (1)" }).click();
  const deleted = page.getByRole("dialog", { name: "Deleted courses" });
  await expect(deleted).toContainText(`/courses/${ID}`);
  await deleted.getByRole("button", { name: `Restore ${NAME}` }).click();
  await expect(deleted).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: NAME }).getByText("Hidden", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Deleted courses/ })).toHaveCount(0);
  expect(await statusOf(request, PATH)).toBe(404);

  expect((await api.delete(`/api/content/courses/${ID}`, { headers })).status()).toBe(200);
});

test("the order buttons move a course in the menus", async ({ page, context }) => {
  await openCourses(page);
  const table = page.getByRole("region", { name: "Courses in menu order" });
  const names = async () => (await table.locator("tbody tr td:nth-child(2) p.font-semibold").allTextContents()).map((t) => t.trim());
  const before = await names();
  expect(before.length).toBeGreaterThanOrEqual(12);
  const [first, second] = before;
  await expect(table.getByRole("button", { name: `Move ${first} up` })).toBeDisabled();
  await table.getByRole("button", { name: `Move ${second} up` }).click();
  await expect(toast(page, "Course order saved. The menus follow within a few seconds.")).toBeVisible();
  await expect.poll(names).toEqual([second, first, ...before.slice(2)]);

  const visitor = waitsForHydration(await context.newPage());
  await expect(async () => {
    expect((await menuCourses(visitor)).slice(0, 2)).toEqual([second, first]);
  }).toPass({ timeout: WITHIN, intervals: [250, 500] });

  // And back, so the menu is as the seed left it.
  await table.getByRole("button", { name: `Move ${second} down` }).click();
  await expect.poll(names).toEqual(before);
});

// One test per width: each runs axe three times, which takes long on a busy machine.
for (const width of [390, 1366]) {
  test(`the list and the editor, errors shown, pass WCAG 2.1 AA at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await openCourses(page);
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/dashboard/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expectNoViolations(page, `the course list at ${width}px`);
    await page.goto("/dashboard/courses/data-science");
    await expect(page.getByLabel("Course name", { exact: true })).toHaveValue("Data Science");
    await expectNoViolations(page, `the Data Science editor at ${width}px`);
    await page.goto("/dashboard/courses?add=1");
    await page.getByRole("button", { name: "Add course", exact: true }).click();
    await expect(page.getByLabel("Course name", { exact: true })).toBeFocused();
    await expectNoViolations(page, `the Add course form with its messages at ${width}px`);
  });
}
