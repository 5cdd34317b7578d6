import type { APIRequestContext, Page, Route } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import type { EnquiryDetail, EnquirySummary } from "#contracts/enquiry-inbox";
import { seedSite } from "./seed";
import { expect, test } from "./test";

// A student lands on a course page from an Instagram ad on a phone and books the
// free demo from the bar along the bottom of the screen (docs/decisions/061):
// with JavaScript off, and on a throttled phone at first paint, before the page's
// scripts have arrived. The slots are in the HTML as radio choices, the demo is
// the default, the button says what will happen, the confirmation repeats the
// slot with the place and a calendar file, and the lead reaches the inbox with
// its slot and campaign. Every WhatsApp link names the course or the page.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Saturday, 28 November, 11:00 am": a slot's Chennai wall clock (UTC+05:30), worked out here apart from the page's code. */
function chennaiChoice(at: string) {
  const d = new Date(Date.parse(at) + 330 * 60_000);
  const hour = d.getUTCHours();
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${hour % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** Slow 4G and a 4× slower CPU, as Lighthouse's mobile profile. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The newest lead with this phone number, as staff see it in the inbox. */
async function leadByPhone(request: APIRequestContext, phone: string): Promise<EnquiryDetail> {
  const { token } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/enquiries?q=${phone}&limit=10`, { headers })).json()).data as EnquirySummary[];
  expect(list, `a lead with ${phone} in the inbox`).toHaveLength(1);
  return (await (await request.get(`/api/enquiries/${list[0]!.id}`, { headers })).json()).data as EnquiryDetail;
}

/** Books the default (first) slot from the bar: returns the slot's time as the page offered it. */
async function bookFromTheBar(page: Page, phone: string) {
  const bar = page.getByRole("complementary", { name: "Book a demo or contact us" });
  await expect(bar).toBeVisible();
  await bar.getByRole("link", { name: "Book a free demo" }).click();
  await expect(page).toHaveURL(/#enquiry-course$/);
  const form = page.locator("#enquiry-course form");
  const choices = form.getByRole("group", { name: /Free demo class/ });
  const first = choices.getByRole("radio").first();
  await expect(first).toBeChecked();
  const at = (await first.getAttribute("value"))!;
  await expect(choices.getByRole("radio", { name: new RegExp(`^${chennaiChoice(at)}`) })).toBeChecked();
  await form.getByLabel("Name", { exact: true }).fill("Insta Student");
  await form.getByLabel("Email", { exact: true }).fill(`insta.${phone}@example.com`);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  // While a field has the focus (the phone's keyboard is up) the bar steps aside.
  await expect(bar).toBeHidden();
  await form.getByRole("button", { name: "Book my free demo" }).click();
  return at;
}

/** "Saturday, 28 Nov 2026, 11:00 am (Chennai time)": how the confirmation repeats the slot. */
function chennaiWhen(at: string) {
  const d = new Date(Date.parse(at) + 330 * 60_000);
  const hour = d.getUTCHours();
  const month = MONTHS[d.getUTCMonth()]!.slice(0, 3);
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${hour % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "am" : "pm"} (Chennai time)`;
}

async function expectBooked(page: Page, at: string) {
  const confirmation = page.locator("#enquiry-course [data-enquiry-confirmation]");
  // A plain post's confirmation cannot greet by name: nothing typed goes into the address it comes back to.
  await expect(confirmation.getByRole("heading")).toHaveText(/^Thank you(, Insta)?\. Your free demo class is booked\.$/, { timeout: 30_000 });
  const booking = confirmation.locator("[data-demo-booking]");
  await expect(booking.getByRole("definition").first()).toHaveText(chennaiWhen(at));
  await expect(booking).toContainText(seedSite.fullAddress);
  await expect(booking.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", seedSite.directionsHref);
  await expect(booking.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/demo-class.ics?course=full-stack&at=${encodeURIComponent(at)}`,
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor from Instagram books the default demo from the bar; the lead has the slot and the campaign", async ({ page, request }) => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    await page.goto("/courses/full-stack?utm_source=instagram");
    // The button says what will happen, before any script: the demo, or a call back.
    const form = page.locator("#enquiry-course form");
    await form.getByRole("radio", { name: "No demo now: please call me back" }).check();
    await expect(form.getByRole("button", { name: "Request a call back" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Book my free demo" })).toHaveCount(0);
    await form.getByRole("radio").first().check();
    await expect(form.getByRole("button", { name: "Book my free demo" })).toBeVisible();

    const at = await bookFromTheBar(page, phone);
    await expect(page).toHaveURL(new RegExp(`/courses/full-stack\\?sent=course&demo=${encodeURIComponent(at)}#enquiry-course$`));
    await expectBooked(page, at);
    expect(page.url()).not.toContain(phone);

    const lead = await leadByPhone(request, phone);
    expect(lead).toMatchObject({ status: "demo_scheduled", followUpAt: at, course: "Full Stack", source: "instagram" });
    expect(lead.origin).toMatchObject({ page: "/courses/full-stack", utmSource: "instagram" });
  });

  test("every WhatsApp link names the course on a course page and the page elsewhere", async ({ page }) => {
    await page.goto("/courses/full-stack");
    const text = async (link: ReturnType<Page["getByRole"]>) => new URL((await link.getAttribute("href"))!).searchParams.get("text");
    const bar = page.getByRole("complementary", { name: "Book a demo or contact us" });
    expect(await text(bar.getByRole("link", { name: "Chat with us on WhatsApp" }))).toBe(
      "Hi, I'd like to know about the Full Stack course (batches, fee, demo).",
    );
    for (const href of await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(new URL(href).searchParams.get("text")).toContain("Full Stack");
    }
    await page.goto("/placements");
    const links = await page.locator('a[href^="https://wa.me/"]').evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links)
      expect(new URL(href).searchParams.get("text")).toBe("Hi, I'm on your Placements page and would like to know more about your courses.");
  });
});

test("on a throttled phone the bar books a demo at first paint, the booking carries over into the live page, and the bar moves nothing", async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await context.newPage(); // a plain page: the test taps before the scripts have run
  await throttle(page);
  await page.addInitScript(() => {
    window.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.shifts = (window.shifts ?? 0) + entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Our scripts wait until the form is filled in: the tap and the typing happen at first paint.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : held.push(route)));

  const phone = `7${String(Date.now() + 1).slice(-9)}`;
  await page.goto("/courses/full-stack?utm_source=instagram", { waitUntil: "commit" });
  const form = page.locator("#enquiry-course form");
  const bar = page.getByRole("complementary", { name: "Book a demo or contact us" });
  await bar.getByRole("link", { name: "Book a free demo" }).click();
  const first = form.getByRole("radio").first();
  await expect(first).toBeChecked();
  const at = (await first.getAttribute("value"))!;
  await form.getByLabel("Name", { exact: true }).fill("Insta Student");
  await form.getByLabel("Email", { exact: true }).fill(`insta.${phone}@example.com`);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  await expect(bar).toBeHidden();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);

  released = true;
  for (const route of held.splice(0)) await route.continue();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  // Live now: what was typed and the chosen slot are still there, and the form sends them itself.
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Insta Student");
  await expect(first).toBeChecked();
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST", { timeout: 30_000 });
  await form.getByRole("button", { name: "Book my free demo" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ demoAt: at, phone, utmSource: "instagram" });
  await expectBooked(page, at);
  await expect(page.locator("#enquiry-course [data-enquiry-confirmation]").getByRole("heading")).toHaveText(
    "Thank you, Insta. Your free demo class is booked.",
  );
  const lead = await leadByPhone(request, phone);
  expect(lead).toMatchObject({ status: "demo_scheduled", followUpAt: at, source: "instagram" });
  expect(lead.origin).toMatchObject({ page: "/courses/full-stack", utmSource: "instagram" });

  // A fresh load, left alone until it is live: nothing shifted, the bar included.
  await page.goto("/courses/full-stack", { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  expect(await page.evaluate(() => window.shifts ?? Number.POSITIVE_INFINITY)).toBeLessThan(0.01);
});
