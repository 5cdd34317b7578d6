import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./helpers/own-server";
import { logIn, openSection, pngFile, toast, tokenOf, unique } from "./helpers/staff";
import { waitsForHydration } from "./test";

// What a visitor looks for before trusting the institute (docs/decisions/026):
// trainers and client stories that appear only once staff enter real ones, a
// directions link, the social pages, and a call-back's company reaching the inbox.
// These change what pages show, so they run on a server of their own.

// A save switches the site to the new content at once and the page renders on the
// next request (docs/decisions/039); the margin is for a busy test machine.
const WITHIN = 15_000;
test.describe.configure({ mode: "serial" });

async function staffToken(request: APIRequestContext) {
  const res = await request.post("/api/auth/signin", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  return (await res.json()).token as string;
}

async function saveDocument(request: APIRequestContext, key: string, change: (data: never) => unknown) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const current = (await (await request.get(`/api/content/documents/${key}`, { headers })).json()).data;
  const res = await request.put(`/api/content/documents/${key}`, { headers, data: { data: change(current.data as never), revision: current.revision } });
  expect(res.status()).toBe(200);
}

const fresh = async (page: Page, path: string) => {
  await page.goto(path);
  return page;
};

test("trainers: no block until staff add one in Pages → Trainers; without a photo the initials show", async ({ page, context }) => {
  test.setTimeout(90_000);
  const visitor = waitsForHydration(await context.newPage());
  await fresh(visitor, "/about");
  await expect(visitor.getByRole("heading", { name: "Learn from people who do this work" })).toHaveCount(0);

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Pages", "pages");
  await page.getByRole("tab", { name: "Trainers" }).click();
  await page.getByRole("button", { name: "Add trainer" }).click();
  const row = page.getByRole("group", { name: "Trainer 1" });
  await row.getByLabel("Name", { exact: true }).fill("Priya Raman");
  await row.getByLabel("Role", { exact: true }).fill("Lead trainer, Data Science");
  await row.getByLabel("Short bio").fill("Built forecasting models for a logistics firm before teaching.");
  // Years left empty: the schema asks for it by the field.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(row.getByLabel("Years of experience")).toHaveAccessibleDescription(/must be a number/);
  await row.getByLabel("Years of experience").fill("9");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Trainers saved")).toBeVisible();

  await expect.poll(async () => (await fresh(visitor, "/about")).getByRole("heading", { name: "Priya Raman" }).count(), { timeout: WITHIN }).toBe(1);
  const block = visitor.getByRole("region", { name: "Learn from people who do this work" });
  await expect(block).toContainText("Lead trainer, Data Science");
  await expect(block).toContainText("9 years of experience");
  await expect(block.getByText("PR", { exact: true })).toBeVisible();
});

test("corporate clients: no section until a logo (uploaded) and a case study are saved", async ({ page, context }) => {
  test.setTimeout(90_000);
  const visitor = waitsForHydration(await context.newPage());
  await fresh(visitor, "/corporate-training");
  await expect(visitor.getByRole("heading", { name: "Companies that train with us" })).toHaveCount(0);

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Pages", "pages");
  await page.getByRole("tab", { name: "Corporate clients" }).click();
  await page.getByRole("button", { name: "Add logo" }).click();
  const logo = page.getByRole("group", { name: "Logo 1" });
  await logo.getByLabel("Company name").fill("Kaveri Textiles");
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/images") && r.request().method() === "POST");
  await logo.getByLabel("Logo", { exact: true }).setInputFiles(await pngFile("kaveri.png"));
  expect((await uploaded).status()).toBe(201);
  await expect(logo.getByText(/Now: \/uploads\//)).toBeVisible();
  await page.getByRole("button", { name: "Add case study" }).click();
  const story = page.getByRole("group", { name: "Case study 1" });
  await story.getByLabel("Client", { exact: true }).fill("Kaveri Textiles");
  await story.getByLabel("Title", { exact: true }).fill("Excel for 40 merchandisers");
  await story.getByLabel("What we did").fill("Four weekend workshops built on the team's own order sheets.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Corporate clients saved")).toBeVisible();

  await expect
    .poll(async () => (await fresh(visitor, "/corporate-training")).getByRole("heading", { name: "Companies that train with us" }).count(), { timeout: WITHIN })
    .toBe(1);
  await expect(visitor.getByRole("list", { name: "Client companies" }).getByRole("img", { name: "Kaveri Textiles" })).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Case studies" })).toContainText("Excel for 40 merchandisers");
});

test("directions: a Google Maps directions link on /contact and in the footer, and no map loaded", async ({ page }) => {
  await page.goto("/contact");
  const directions = /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/;
  await expect(page.getByRole("region", { name: "Get in touch" }).getByRole("link", { name: /^Get directions/ })).toHaveAttribute("href", directions);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Get directions/ })).toHaveAttribute("href", directions);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Get directions/ })).toHaveAttribute("target", "_blank");
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("social links: named icons in the footer from the site facts; an emptied one goes, none leaves no list", async ({ page, request }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const social = footer.getByRole("list", { name: /on social media$/ });
  for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(social.getByRole("link", { name: `${name} (opens in a new tab)` })).toHaveAttribute("href", /^https:\/\//);
  }
  await saveDocument(request, "site", (site: { social: object }) => ({ ...site, social: { facebook: "https://www.facebook.com/example-institute" } }));
  await expect
    .poll(
      async () =>
        (await fresh(page, "/"))
          .getByRole("contentinfo")
          .getByRole("link", { name: /opens in a new tab\)$/ })
          .count(),
      { timeout: WITHIN },
    )
    .toBe(2);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Facebook (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/example-institute",
  );
  await saveDocument(request, "site", (site: { social: object }) => ({ ...site, social: {}, youtubeChannel: "" }));
  await expect
    .poll(
      async () =>
        (await fresh(page, "/"))
          .getByRole("contentinfo")
          .getByRole("list", { name: /on social media$/ })
          .count(),
      { timeout: WITHIN },
    )
    .toBe(0);
});

test("the company typed into the corporate call-back form reaches the staff inbox", async ({ page, context }) => {
  const name = `Ravi ${unique("cb")}`;
  const visitor = waitsForHydration(await context.newPage());
  await visitor.goto("/corporate-training");
  await visitor.getByRole("button", { name: "Request call back" }).first().click();
  const dialog = visitor.getByRole("dialog", { name: "Request call back" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Phone", { exact: true }).fill("9841098410");
  await dialog.getByLabel("Email", { exact: true }).fill("ravi@example.in");
  await dialog.getByLabel("Company (optional)", { exact: true }).fill("Kaveri Textiles");
  await dialog.getByRole("button", { name: "Request Call Back" }).click();
  await expect(dialog.getByRole("heading", { name: /^Thank you, Ravi\./ })).toBeFocused();

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  expect(await tokenOf(page)).toBeTruthy();
  await openSection(page, "Enquiries", "enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Kaveri Textiles");
});
