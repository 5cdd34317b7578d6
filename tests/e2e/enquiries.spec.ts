import { enquiryPost, expectConfirmation, expectSuccess, sendAnother, toast, TOAST_MS, walkRules } from "./helpers/enquiry-forms";
import { expect, test } from "./test";

// The enquiry forms (docs/decisions/008 and 011), in a real browser against the
// real server: validation messages in order, the enquiry reaching the API (201)
// before the success toast, the failure toast with the input kept when the API
// cannot be reached, and the modals. Here: the contact form and the home page's
// Course Registration modal (course pages, corporate training and small screens:
// enquiries-courses.spec.ts).

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
