import type { Locator, Page, Response } from "@playwright/test";
import { expect, test } from "./test";

// The four enquiry forms (docs/decisions/008 and 011), in
// a real browser against the real server: validation messages in order, the
// enquiry reaching the API (201) before the success toast, the failure toast
// with the input kept when the API cannot be reached, and the modals.

const TOAST_MS = 3000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The toast showing exactly this text. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${escape(text)}$`) });

const enquiryPost = (page: Page) => page.waitForResponse((r: Response) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");

interface Step {
  /** The field the rule belongs to. */
  field: string;
  /** A value that breaks the rule (empty when the rule is 'required'). */
  bad?: string;
  message: string;
  good: string;
  select?: boolean;
}

/**
 * Submits again and again, each time expecting the next rule's message as a
 * toast and on its field (aria-invalid, described by the message, focused),
 * then fixes that field: the forms' checking order, one failure at a time.
 */
async function walkRules(page: Page, scope: Locator, submit: string, steps: Step[]) {
  for (const step of steps) {
    const input = scope.getByLabel(step.field, { exact: true });
    if (step.bad !== undefined) await input.fill(step.bad);
    await scope.getByRole("button", { name: submit }).click();
    await expect(toast(page, step.message)).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(step.message);
    await expect(input).toBeFocused();
    // Only the first failure is marked.
    await expect(scope.locator('[aria-invalid="true"]')).toHaveCount(1);
    if (step.select) await input.selectOption(step.good);
    else await input.fill(step.good);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
  }
}

async function expectSuccess(page: Page, scope: Locator, submit: string, message: string) {
  const response = enquiryPost(page);
  await scope.getByRole("button", { name: submit }).click();
  const res = await response;
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ success: true, message, id: expect.any(String) });
  const shown = toast(page, message);
  await expect(shown).toBeVisible();
  return { body: res.request().postDataJSON() as Record<string, unknown>, shown };
}

/**
 * The confirmation that replaces a form after a stored enquiry (docs/decisions/026):
 * a status region whose heading has the focus, naming the number we will call.
 */
async function expectConfirmation(scope: Locator, heading: string, phone: string) {
  const shown = scope.getByRole("status").filter({ has: scope.page().getByRole("heading", { name: heading }) });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole("heading", { name: heading })).toBeFocused();
  await expect(shown).toContainText(`on ${phone} within one working day`);
  await expect(shown.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
  await expect(scope.locator("form")).toHaveCount(0);
  return shown;
}

/** "Send another enquiry": the empty form is back, the focus on its first field. */
async function sendAnother(scope: Locator, confirmation: Locator, first: string) {
  await confirmation.getByRole("button", { name: "Send another enquiry" }).click();
  await expect(scope.getByLabel(first, { exact: true })).toBeFocused();
}

test.describe("contact form (/contact)", () => {
  test("checks name, phone, email, message in order, then sends, confirms in place and resets", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("main form");
    await walkRules(page, form, "Send Message", [
      { field: "Name", message: "Name is required", good: "Meena Krishnan" },
      { field: "Phone", message: "Enter a valid 10-digit phone number", good: "98400" },
      { field: "Phone", message: "Enter a valid 10-digit phone number", good: "9840012345" },
      { field: "Email", message: "Enter a valid email address", good: "meena@" },
      { field: "Email", message: "Enter a valid email address", good: "meena@example.in" },
      { field: "Message", message: "Message cannot be empty", good: "Is there a weekend batch for Data Science?" },
    ]);
    const { body, shown } = await expectSuccess(page, form, "Send Message", "Message sent successfully!");
    expect(body).toMatchObject({ form: "contact", name: "Meena Krishnan", phone: "9840012345", email: "meena@example.in", website: "" });
    const main = page.locator("main");
    const confirmation = await expectConfirmation(main, "Thank you, Meena. We have your enquiry.", "+91 98400 12345");
    await expect(confirmation).toContainText("Mon–Sat");
    await sendAnother(main, confirmation, "Name");
    for (const label of ["Name", "Phone", "Email", "Message"]) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    // Enquiry toasts close after 3 s (docs/decisions/008).
    const shownAt = Date.now();
    await expect(shown).toBeHidden({ timeout: TOAST_MS + 2000 });
    expect(Date.now() - shownAt).toBeLessThan(TOAST_MS + 1500);
  });

  test("keeps the input and says 'Something went wrong!' when the API cannot be reached", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/contact");
    await page.route("**/api/enquiries", (route) => route.abort());
    const form = page.locator("main form");
    await form.getByLabel("Name", { exact: true }).fill("Meena Krishnan");
    await form.getByLabel("Phone", { exact: true }).fill("9840012345");
    await form.getByLabel("Email", { exact: true }).fill("meena@example.in");
    await form.getByLabel("Message", { exact: true }).fill("Please call me in the evening.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Something went wrong!")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meena Krishnan");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Please call me in the evening.");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Send another enquiry" })).toHaveCount(0);
    expect(errors.some((e) => e.includes("Enquiry submit failed"))).toBe(true);
  });

  test("phone input takes digits only and a pasted, typed or autofilled +91 number", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const phone = page.locator("main form").getByLabel("Phone", { exact: true });
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("inputmode", "numeric");
    await phone.pressSequentially("98a40-01");
    await expect(phone).toHaveValue("984001");
    await phone.fill("");
    await page.evaluate(() => navigator.clipboard.writeText("+91 98400 12345"));
    await phone.focus();
    await page.keyboard.press("Control+V");
    await expect(phone).toHaveValue("9840012345");
    // Autofill puts the whole text in at once, the way fill() does.
    for (const written of ["+91 98400 12345", "98400 12345", "098400-12345", "+91 (98400) 12345"]) {
      await phone.fill(written);
      await expect(phone, written).toHaveValue("9840012345");
    }
    await phone.fill("");
    await phone.pressSequentially("+91 98400 12345");
    await expect(phone).toHaveValue("9840012345");
    // A number that is too long stays too long, for the rule to reject it.
    await phone.fill("98400123456");
    await expect(phone).toHaveValue("98400123456");
  });

  test("sends '+91 98400 12345' typed into the phone field as its 10 digits", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("main form");
    await form.getByLabel("Name", { exact: true }).fill("Meena Krishnan");
    await form.getByLabel("Phone", { exact: true }).pressSequentially("+91 98400 12345");
    await form.getByLabel("Email", { exact: true }).fill("meena@example.in");
    await form.getByLabel("Message", { exact: true }).fill("Please call me in the evening.");
    const { body } = await expectSuccess(page, form, "Send Message", "Message sent successfully!");
    expect(body).toMatchObject({ form: "contact", phone: "9840012345" });
  });

  test("has a hidden honeypot that people and assistive tech skip", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('main form input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).not.toBeInViewport();
    await expect(page.locator("main form").getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });

  test("shows the phone, email, address, hours and a plain map link", async ({ page }) => {
    await page.goto("/contact");
    const block = page.getByRole("region", { name: "Get in touch" });
    await expect(block.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(block.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(block.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(block.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(block.locator("address")).toContainText("Chennai");
    await expect(block).toContainText("Opening hours");
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("Course Registration modal (home page)", () => {
  test("opens with Register Now, checks name, mobile, email, course in order, sends, closes, confirms on the page and resets", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Register Now" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Course Registration" });
    await expect(dialog).toBeVisible();
    await walkRules(page, dialog, "Submit", [
      { field: "Name", bad: "   ", message: "Name is required", good: "Vignesh R" },
      { field: "Mobile", bad: "12345", message: "Enter a valid 10-digit mobile number", good: "9003011223" },
      { field: "Email", bad: "vignesh.example.in", message: "Enter a valid email address", good: "vignesh@example.in" },
      { field: "Course", message: "Please select a course", good: "Full Stack", select: true },
    ]);
    const { body } = await expectSuccess(page, dialog, "Submit", "Form submitted successfully!");
    expect(body).toMatchObject({ form: "registration", name: "Vignesh R", mobile: "9003011223", email: "vignesh@example.in", course: "Full Stack" });
    // A successful submit closes the modal (a product rule); the confirmation stands on the page (docs/decisions/026).
    await expect(dialog).toBeHidden();
    const panel = page.getByRole("complementary", { name: "Your enquiry" });
    const confirmation = await expectConfirmation(panel, "Thank you, Vignesh. We have your enquiry.", "+91 90030 11223");
    await expect(confirmation).toContainText("Full Stack");
    // "Send another enquiry" opens the modal again with the empty form.
    await confirmation.getByRole("button", { name: "Send another enquiry" }).click();
    await expect(dialog).toBeVisible();
    await expect(panel).toHaveCount(0);
    for (const label of ["Name", "Mobile", "Email"]) await expect(dialog.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Course", { exact: true })).toHaveValue("");
    // A second enquiry: closed again, confirmed again; the panel's Close dismisses it.
    await dialog.getByLabel("Name", { exact: true }).fill("Vignesh R");
    await dialog.getByLabel("Mobile", { exact: true }).fill("9003011223");
    await dialog.getByLabel("Email", { exact: true }).fill("vignesh@example.in");
    await dialog.getByLabel("Course", { exact: true }).selectOption("AWS");
    const again = enquiryPost(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect((await again).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText("AWS");
    await panel.getByRole("button", { name: "Close", exact: true }).click();
    await expect(panel).toHaveCount(0);
    await opener.click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("× closes it and keeps what was typed; Escape closes it and focus returns to the opener", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Register Now" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Course Registration" });
    await dialog.getByLabel("Name", { exact: true }).fill("Half typed");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Half typed");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("says '❌ Something went wrong!' and stays open with the input when the API cannot be reached", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/enquiries", (route) => route.abort());
    await page.getByRole("button", { name: "Register Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Course Registration" });
    await dialog.getByLabel("Name", { exact: true }).fill("Vignesh R");
    await dialog.getByLabel("Mobile", { exact: true }).fill("9003011223");
    await dialog.getByLabel("Email", { exact: true }).fill("vignesh@example.in");
    await dialog.getByLabel("Course", { exact: true }).selectOption("AWS");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "❌ Something went wrong!")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Vignesh R");
    await expect(dialog.getByLabel("Course", { exact: true })).toHaveValue("AWS");
  });
});

test.describe("course page (/courses/python)", () => {
  test("the sticky 'To Enquiry Us' form checks name, email, phone in order and sends the course", async ({ page }) => {
    await page.goto("/courses/python");
    const aside = page.getByRole("complementary", { name: "Enquiry" });
    await expect(aside.getByRole("heading", { name: "To Enquiry Us" })).toBeVisible();
    // A call back rather than the demo (the default): booking one is tests/e2e/demo-first.spec.ts.
    await aside.getByRole("radio", { name: "No demo now: please call me back" }).check();
    await walkRules(page, aside, "Request a call back", [
      { field: "Name", message: "Name is required", good: "Farhan Ali" },
      { field: "Email", bad: "farhan@mail", message: "Enter a valid email address", good: "farhan@example.com" },
      { field: "Phone", bad: "99999", message: "Enter a valid 10-digit phone number", good: "9988776655" },
    ]);
    const { body } = await expectSuccess(page, aside, "Request a call back", "Form submitted successfully!");
    expect(body).toMatchObject({ form: "course", course: "Python", name: "Farhan Ali", email: "farhan@example.com", phone: "9988776655" });
    // The card keeps its title; the confirmation stands where the form was.
    await expect(aside.getByRole("heading", { name: "To Enquiry Us" })).toBeVisible();
    const confirmation = await expectConfirmation(aside, "Thank you, Farhan. We have your enquiry.", "+91 99887 76655");
    await expect(confirmation).toContainText("next Python batch dates");
    await sendAnother(aside, confirmation, "Name");
    await expect(aside.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("Apply Now opens the enquiry modal; Escape closes it and focus returns to Apply Now", async ({ page }) => {
    await page.goto("/courses/python");
    const apply = page.getByRole("button", { name: "Apply Now" });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Book my free demo" }).click();
    await expect(toast(page, "Name is required")).toBeVisible();
    // Shown by the toaster inside the dialog, above the backdrop, not behind it.
    await expect(dialog.locator("[data-sonner-toast]")).toHaveText("Name is required");
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("the Apply Now modal sends the enquiry, then shows the confirmation until closed", async ({ page }) => {
    await page.goto("/courses/python");
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await dialog.getByLabel("Name", { exact: true }).fill("Lakshmi P");
    await dialog.getByLabel("Email", { exact: true }).fill("lakshmi@example.in");
    await dialog.getByLabel("Phone", { exact: true }).fill("9123412345");
    await dialog.getByRole("radio", { name: "No demo now: please call me back" }).check();
    const { body } = await expectSuccess(page, dialog, "Request a call back", "Form submitted successfully!");
    expect(body).toMatchObject({ form: "course", course: "Python", source: "Apply Now" });
    const confirmation = await expectConfirmation(dialog, "Thank you, Lakshmi. We have your enquiry.", "+91 91234 12345");
    await sendAnother(dialog, confirmation, "Name");
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Apply Now" })).toBeFocused();
  });

  test("keeps the input and says 'Something went wrong!' when the API cannot be reached", async ({ page }) => {
    await page.goto("/courses/python");
    await page.route("**/api/enquiries", (route) => route.abort());
    const aside = page.getByRole("complementary", { name: "Enquiry" });
    await aside.getByLabel("Name", { exact: true }).fill("Farhan Ali");
    await aside.getByLabel("Email", { exact: true }).fill("farhan@example.com");
    await aside.getByLabel("Phone", { exact: true }).fill("9988776655");
    await aside.getByRole("button", { name: "Book my free demo" }).click();
    await expect(toast(page, "Something went wrong!")).toBeVisible();
    await expect(aside.getByLabel("Phone", { exact: true })).toHaveValue("9988776655");
  });
});

test.describe("corporate training (/corporate-training)", () => {
  test("checks first name, last name, email, phone, company, people in order; job title and message are optional", async ({ page }) => {
    await page.goto("/corporate-training");
    const form = page.locator("#enquiry-corporate form");
    await walkRules(page, form, "Send Enquiry", [
      { field: "First name", message: "First name is required", good: "Anitha" },
      { field: "Last name", message: "Last name is required", good: "Srinivasan" },
      { field: "Work email", bad: "hr@", message: "Enter a valid email address", good: "anitha@chennailogistics.in" },
      { field: "Phone", message: "Enter a valid 10-digit phone number", good: "9444012345" },
      { field: "Company name", message: "Company name is required", good: "Chennai Logistics Pvt Ltd" },
      { field: "People to train", message: "Enter number of people to train", good: "twelve" },
      { field: "People to train", message: "Enter number of people to train", good: "12" },
    ]);
    const { body } = await expectSuccess(page, form, "Send Enquiry", "Form submitted successfully!");
    expect(body).toMatchObject({
      form: "corporate",
      firstName: "Anitha",
      lastName: "Srinivasan",
      company: "Chennai Logistics Pvt Ltd",
      peopleCount: "12",
      jobTitle: "",
      message: "",
    });
    // The form's own section: the page also holds the call-back form, in its dialog.
    const section = page.locator("#enquiry-corporate");
    const confirmation = await expectConfirmation(section, "Thank you, Anitha. We have your enquiry.", "+91 94440 12345");
    await expect(confirmation).toContainText("send Chennai Logistics Pvt Ltd a training proposal within two working days");
    await sendAnother(section, confirmation, "First name");
    await expect(form.getByLabel("Company name", { exact: true })).toHaveValue("");
  });

  test("keeps the input and says 'Something went wrong!' when the API cannot be reached", async ({ page }) => {
    await page.goto("/corporate-training");
    await page.route("**/api/enquiries", (route) => route.abort());
    const form = page.locator("#enquiry-corporate form");
    const values: [string, string][] = [
      ["First name", "Anitha"],
      ["Last name", "Srinivasan"],
      ["Work email", "anitha@chennailogistics.in"],
      ["Phone", "9444012345"],
      ["Company name", "Chennai Logistics"],
      ["People to train", "30"],
      ["Job title (optional)", "HR Lead"],
    ];
    for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(toast(page, "Something went wrong!")).toBeVisible();
    for (const [label, value] of values) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  });

  test("'Request call back' opens a short form with an optional company that sends a contact enquiry and confirms", async ({ page }) => {
    await page.goto("/corporate-training");
    const opener = page.getByRole("button", { name: "Request call back" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Request call back" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Request Call Back" }).click();
    await expect(toast(page, "Name is required")).toBeVisible();
    await dialog.getByLabel("Name", { exact: true }).fill("Ravi Shankar");
    await dialog.getByLabel("Phone", { exact: true }).fill("9841098410");
    await dialog.getByLabel("Email", { exact: true }).fill("ravi@example.in");
    await dialog.getByLabel("Company (optional)", { exact: true }).fill("Kaveri Textiles");
    const { body } = await expectSuccess(page, dialog, "Request Call Back", "Message sent successfully!");
    expect(body).toMatchObject({ form: "contact", source: "Request call back", name: "Ravi Shankar", company: "Kaveri Textiles" });
    await expectConfirmation(dialog, "Thank you, Ravi. We have your enquiry.", "+91 98410 98410");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("Escape closes the call-back modal and focus returns; Contact Us and course links lead on", async ({ page }) => {
    await page.goto("/corporate-training");
    const opener = page.getByRole("button", { name: "Request call back" }).first();
    await opener.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Request call back" })).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("main").getByRole("link", { name: /^Cyber Security/ })).toHaveAttribute("href", "/courses/cyber-security");
    await page.locator("main").getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/contact", "/corporate-training", "/courses/python"]) {
    test(`${path}: nothing on the page sticks out at 320 px`, async ({ page }) => {
      await page.goto(path);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > window.innerWidth + 0.5;
          })
          .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`),
      );
      expect(wide).toEqual([]);
    });
  }

  test("the Apply Now modal and its validation message fit at 320 px", async ({ page }) => {
    await page.goto("/courses/python");
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await dialog.getByRole("button", { name: "Book my free demo" }).click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Name is required");
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  });
});
