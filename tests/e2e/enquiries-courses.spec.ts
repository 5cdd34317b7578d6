import { expectConfirmation, expectSuccess, sendAnother, toast, walkRules } from "./helpers/enquiry-forms";
import { expect, test } from "./test";

// The enquiry forms of the course pages and corporate training, and the modals on
// small screens, in a real browser against the real server (the contact form and
// the home page's modal: enquiries.spec.ts).

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
