import { E2E_ADMIN } from "../../playwright.config";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { expect, test } from "./test";

// An enquiry records where the visit came from (docs/decisions/033; landing page UTM
// parameters and referrer, kept across pages without a cookie) and a visitor can
// book a free demo class from a course page.

test("a visitor from a campaign books a demo on another page: the lead has the campaign, the page and the demo", async ({ page, request }) => {
  const phone = `6${String(Date.now()).slice(-9)}`;
  // Landing from a newsletter link, then moving on inside the site.
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali-offer");
  await page.goto("/courses/python");
  const form = page.getByRole("complementary", { name: "Enquiry" }).locator("form");
  await form.getByLabel("Name").fill("Campaign Visitor");
  await form.getByLabel("Email").fill(`campaign.${phone}@example.com`);
  await form.getByLabel("Phone").fill(phone);
  // The offered times are in the page (docs/decisions/061): the second one, not the default, is chosen.
  const demo = form.getByRole("group", { name: /Free demo class/ }).getByRole("radio");
  const chosen = await demo.nth(1).getAttribute("value");
  const label = await demo.nth(1).evaluate((radio) => radio.closest("label")?.textContent ?? "");
  expect(label).toMatch(/demo class|first class/);
  await demo.nth(1).check();
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Book my free demo" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  // No cookie was involved.
  expect(await page.context().cookies()).toEqual([]);
  expect(body).toMatchObject({ page: "/courses/python", utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali-offer", demoAt: chosen });

  const { token } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const { id } = (await answer.json()) as { id: string };
  const lead = (await (await request.get(`/api/enquiries/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as EnquiryDetail;
  expect(lead).toMatchObject({
    status: "demo_scheduled",
    followUpAt: chosen,
    source: "newsletter",
    origin: { page: "/courses/python", utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali-offer" },
  });
});

test("a visitor who moves on before the landing page has started still brings the campaign along", async ({ context }) => {
  // A plain page (no wait for hydration): the landing page's scripts never arrive.
  const page = await context.newPage();
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/?utm_source=flyer&utm_medium=print&utm_campaign=college-fair");
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await page.unroute(/\/assets\/entry\.client-[^/]+\.js$/);
  // An ordinary link: the next page loads and starts normally.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const phone = `7${String(Date.now()).slice(-9)}`;
  const form = page.locator("main form");
  await form.getByLabel("Name", { exact: true }).fill("Flyer Visitor");
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  await form.getByLabel("Email", { exact: true }).fill(`flyer.${phone}@example.com`);
  await form.getByLabel("Message", { exact: true }).fill("Saw your stall at the college fair.");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ page: "/contact", utmSource: "flyer", utmMedium: "print", utmCampaign: "college-fair" });
  expect(await context.cookies()).toEqual([]);
});

test("a landing link with a NUL or over-long campaign value still lets the visit's enquiries through, without that value", async ({ page, request }) => {
  await page.goto(`/?utm_source=%00&utm_medium=email%0A&utm_campaign=${"c".repeat(5000)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const phone = `8${String(Date.now()).slice(-9)}`;
  const form = page.locator("main form");
  await form.getByLabel("Name", { exact: true }).fill("Nul Link Visitor");
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  await form.getByLabel("Email", { exact: true }).fill(`nul.${phone}@example.com`);
  await form.getByLabel("Message", { exact: true }).fill("Clicked a broken link in a newsletter.");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty("utmSource");
  expect(body).toMatchObject({ page: "/contact", utmMedium: "email", utmCampaign: "c".repeat(100) });

  const { token } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const { id } = (await answer.json()) as { id: string };
  const lead = (await (await request.get(`/api/enquiries/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as EnquiryDetail;
  expect(lead).toMatchObject({ source: "Direct", origin: { page: "/contact", utmSource: null, utmMedium: "email", utmCampaign: "c".repeat(100) } });
});
