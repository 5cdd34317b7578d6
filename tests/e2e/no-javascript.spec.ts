import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import type { EnquiryDetail, EnquirySummary } from "#contracts/enquiry-inbox";
import { expect, test } from "./test";

// Every enquiry form works without JavaScript (and so before the page's scripts
// arrive): a real post to the page, checked and stored by the server, answered with
// the form's messages and the visitor's values, or with its confirmation after a
// redirect. Nothing the visitor typed ever appears in an address.

test.use({ javaScriptEnabled: false });

interface FormCase {
  title: string;
  path: string;
  key: string;
  /** The button (a link without scripts) that shows a modal form first. */
  opener?: string;
  submit: string;
  /** Fills every field validly except the phone, named `phoneLabel`. */
  fill(form: Locator, name: string, email: string): Promise<void>;
  phoneLabel: string;
  phoneMessage: string;
  /** What the stored enquiry's source and page must be. */
  form: string;
  source?: string;
}

const CASES: FormCase[] = [
  {
    title: "the contact form",
    path: "/contact",
    key: "contact",
    submit: "Send Message",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "contact",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("Message").fill("Do you have a weekend Python batch?");
    },
  },
  {
    title: "a course page's enquiry form",
    path: "/courses/python",
    key: "course",
    // A call back here; booking the demo without JavaScript is tests/e2e/demo-first.spec.ts.
    submit: "Request a call back",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "course",
    source: "Course page",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByRole("radio", { name: "No demo now: please call me back" }).check();
    },
  },
  {
    title: "a course page's Apply Now form",
    path: "/courses/python",
    key: "apply",
    opener: "Apply Now",
    submit: "Request a call back",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "course",
    source: "Apply Now",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByRole("radio", { name: "No demo now: please call me back" }).check();
    },
  },
  {
    title: "the home page's Course Registration",
    path: "/",
    key: "register",
    opener: "Register Now",
    submit: "Submit",
    phoneLabel: "Mobile",
    phoneMessage: "Enter a valid 10-digit mobile number",
    form: "registration",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
      await form.getByLabel("Course").selectOption({ label: "Python" });
    },
  },
  {
    title: "the corporate form",
    path: "/corporate-training",
    key: "corporate",
    submit: "Send Enquiry",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "corporate",
    async fill(form, name, email) {
      await form.getByLabel("First name").fill(name);
      await form.getByLabel("Last name").fill("Iyer");
      await form.getByLabel("Work email").fill(email);
      await form.getByLabel("Company name").fill("Anna Salai Traders");
      await form.getByLabel("People to train").fill("12");
    },
  },
  {
    title: "Request call back on /corporate-training",
    path: "/corporate-training",
    key: "callback",
    opener: "Request call back",
    submit: "Request Call Back",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "contact",
    source: "Request call back",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
    },
  },
  {
    title: "Request call back on /student-feedback",
    path: "/student-feedback",
    key: "callback",
    opener: "Request call back",
    submit: "Request Call Back",
    phoneLabel: "Phone",
    phoneMessage: "Enter a valid 10-digit phone number",
    form: "contact",
    source: "Request call back",
    async fill(form, name, email) {
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Email", { exact: true }).fill(email);
    },
  },
];

/** The form of a case on its page, opened first when it lives in a modal. */
async function openForm(page: Page, c: FormCase) {
  if (c.opener) await page.getByRole("button", { name: c.opener }).first().click();
  const form = page.locator(`#enquiry-${c.key}`).locator("form");
  await expect(form).toBeVisible();
  return form;
}

async function staffGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const { token } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  return (await (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()).data as T;
}

for (const c of CASES) {
  test(`${c.title} works without JavaScript: messages with the values kept, then the confirmation, stored with its source`, async ({ page, request }) => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const name = `Nojs${suffix.slice(-6).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
    const email = `nojs.${suffix}@example.com`;
    const phone = `9${suffix.slice(-9)}`;
    const addresses: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && addresses.push(frame.url()));

    // Landing from an ad: the campaign comes along with the plain post, even after a refused one.
    const campaign = `nojs-${c.key}`;
    await page.goto(`${c.path}?utm_source=flyer&utm_medium=print&utm_campaign=${campaign}&gclid=abc123`);
    let form = await openForm(page, c);
    await c.fill(form, name, email);
    await form.getByLabel(c.phoneLabel, { exact: true }).fill("98765");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: c.submit }).click();
    expect((await refused).status()).toBe(400);

    // The same page again: the message beside the field, everything typed still there.
    form = page.locator(`#enquiry-${c.key}`).locator("form");
    await expect(form).toBeVisible();
    const phoneInput = form.getByLabel(c.phoneLabel, { exact: true });
    await expect(phoneInput).toHaveValue("98765");
    await expect(phoneInput).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(c.phoneMessage)).toBeVisible();
    await expect(form.getByRole("textbox").first()).toHaveValue(name);

    await phoneInput.fill(phone);
    await form.getByRole("button", { name: c.submit }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sent=${c.key}#enquiry-${c.key}$`));
    await expect(
      page
        .locator(`#enquiry-${c.key}`)
        .or(page.getByRole("complementary", { name: "Your enquiry" }))
        .getByText("We have your enquiry."),
    ).toBeVisible();

    // A reload shows the confirmation again and sends nothing twice.
    await page.reload();
    await expect(page.getByText("We have your enquiry.").first()).toBeVisible();

    // No address of the visit held what was typed.
    for (const address of addresses) {
      expect(address).not.toContain(encodeURIComponent(email));
      expect(address).not.toContain(email);
      expect(address).not.toContain(phone);
      expect(address).not.toContain(name);
    }

    // Stored once, with the form, its source and the page it was sent from.
    const rows = await staffGet<EnquirySummary[]>(request, `/api/enquiries?q=${encodeURIComponent(email)}&limit=10`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: c.form, name: c.form === "corporate" ? `${name} Iyer` : name, phone });
    const lead = await staffGet<EnquiryDetail>(request, `/api/enquiries/${rows[0]!.id}`);
    expect(lead.origin).toMatchObject({ page: c.path, utmSource: "flyer", utmMedium: "print", utmCampaign: campaign });
    if (c.source) expect(lead.data.source).toBe(c.source);
  });
}

test("a post that is not one of our forms is refused plainly and stores nothing", async ({ request }) => {
  const answer = await request.post("/contact", { form: { form: "contact", name: "No key", phone: "9876543210", email: "nokey@example.com", message: "Hi" } });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("The form could not be read");
  expect((await request.post("/no-such-page", { form: { _form: "contact" } })).status()).toBe(404);
});

test("the answer to a refused post is never cached and names nothing in its address", async ({ request }) => {
  const answer = await request.post("/contact", {
    form: { _form: "contact", form: "contact", name: "Cache Check", phone: "1", email: "x", message: "" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(answer.headers().etag).toBeUndefined();
  expect(await answer.text()).toContain('value="Cache Check"');
});

test("the mobile menu and the Courses menu work without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("navigation", { name: "Mobile" });
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Data Science" }).click();
  await expect(page).toHaveURL(/\/courses\/data-science$/);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  await page.getByRole("button", { name: "Show course list" }).hover();
  const menu = page.locator("#courses-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "AWS" }).click();
  await expect(page).toHaveURL(/\/courses\/aws$/);
});
