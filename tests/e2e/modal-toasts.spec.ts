import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection, search, toast, tokenOf, unique } from "./helpers/staff";
import { expect, test } from "./test";

// A modal <dialog> sits in the browser's top layer and makes the rest of the page
// inert: a toast from the page's toaster would be drawn behind its backdrop and
// never announced. Every modal has its own toaster, and a toast raised while one
// is open goes there; an outcome that closes the modal shows on the page after.
// Each check here is about where the toast really is in a real browser: on top at
// its centre, and inside the open modal (not inert) or on the page (no dialog).

/** The toast is on screen and nothing covers it: the element at its centre is part of it. */
async function expectOnTop(shown: Locator) {
  await expect(shown).toBeVisible();
  await expect
    .poll(() =>
      shown.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      }),
    )
    .toBe(true);
}

/** Inside the open modal dialog: the one part of the page that is not inert. */
const inOpenModal = (shown: Locator) => shown.evaluate((el) => el.closest("dialog")?.matches(":modal") ?? false);
/** On the page itself, in no dialog. */
const onPage = (shown: Locator) => shown.evaluate((el) => el.closest("dialog") === null);

/** A file that says it is a PNG (so the browser-side check lets it through) but is not one. */
const fakePng = { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("these bytes are not a picture") };

async function fillPlacement(dialog: Locator, name: string) {
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Course").selectOption("Python");
  await dialog.getByLabel("Placement status").fill("Placed at Zoho");
}

const placementAdd = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/placements/add") && r.request().method() === "POST");

test.describe("dashboard modals", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  });

  test("a save the server refuses shows its failure toast above the Add placement modal, reachable", async ({ page }) => {
    await openSection(page, "Placement Record", "placements");
    await page.getByRole("button", { name: "Add placement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add placement" });
    await fillPlacement(dialog, unique("Student"));
    // The browser only checks the declared type; the server reads the bytes (docs/decisions/014) and says no.
    await dialog.getByLabel("Photo").setInputFiles(fakePng);
    const answer = placementAdd(page);
    await dialog.getByRole("button", { name: "Add placement" }).click();
    expect((await answer).status()).toBe(400);

    const failure = toast(page, "Failed to add placement");
    await expectOnTop(failure);
    await expect(failure).toContainText("Please upload a JPEG, PNG or WebP image");
    await expect(dialog).toBeVisible();
    // Once it has slid in, the toast is clear of the dialog's ×: the dialog can be closed while it shows.
    const close = (await dialog.getByRole("button", { name: "Close", exact: true }).first().boundingBox())!;
    await expect
      .poll(async () => {
        const shown = (await failure.boundingBox())!;
        return shown.y >= close.y + close.height || shown.x >= close.x + close.width || shown.x + shown.width <= close.x;
      })
      .toBe(true);
    // The reason also stays beside the Photo field, after the toast has gone.
    const photo = dialog.getByLabel("Photo");
    await expect(photo).toHaveAttribute("aria-invalid", "true");
    await expect(photo).toHaveAccessibleDescription(/Please upload a JPEG, PNG or WebP image/);
    expect(await inOpenModal(failure)).toBe(true);
    // Reachable with the pointer: the backdrop does not take the click.
    await failure.getByRole("button", { name: "Close toast" }).click();
    await expect(failure).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Placement status")).toHaveValue("Placed at Zoho");
  });

  test("a save that fails on the network shows its toast above the modal too", async ({ page }) => {
    await openSection(page, "Placement Record", "placements");
    await page.route("**/api/placements/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "Database unavailable" } }));
    await page.getByRole("button", { name: "Add placement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add placement" });
    await fillPlacement(dialog, unique("Student"));
    await dialog.getByRole("button", { name: "Add placement" }).click();

    const failure = toast(page, "Failed to add placement");
    await expectOnTop(failure);
    await expect(failure).toContainText("Database unavailable");
    await expect(dialog).toBeVisible();
    expect(await inOpenModal(failure)).toBe(true);
  });

  test("a saved placement's toast shows on the page after the modal closes; so does a failed delete's", async ({ page }) => {
    await openSection(page, "Placement Record", "placements");
    const student = unique("Student");
    await page.getByRole("button", { name: "Add placement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add placement" });
    await fillPlacement(dialog, student);
    const answer = placementAdd(page);
    await dialog.getByRole("button", { name: "Add placement" }).click();
    const added = (await (await answer).json()) as { data: { _id: string } };

    const saved = toast(page, "Placement added successfully");
    await expect(dialog).toBeHidden();
    await expectOnTop(saved);
    expect(await onPage(saved)).toBe(true);

    // Narrow the table to the record first and let that search answer, so no later
    // reload of the table can race the click below.
    const searched = page.waitForResponse((r) => r.url().includes("/api/placements?") && r.url().includes("q="));
    await search(page, "placements", student);
    await searched;
    const deleteButton = page.getByRole("button", { name: `Delete ${student}` });
    await expect(deleteButton).toBeVisible();
    // Someone else deletes it meanwhile; our delete then fails and the confirmation closes.
    const gone = await page.request.delete(`/api/placements/delete/${added.data._id}`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
    expect(gone.status()).toBe(200);
    await deleteButton.click();
    const confirm = page.getByRole("dialog", { name: "Delete placement?" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(confirm).toBeHidden();
    const failure = toast(page, "Failed to delete placement");
    await expectOnTop(failure);
    await expect(failure).toContainText("Placement not found");
    expect(await onPage(failure)).toBe(true);
  });

  test("the enquiry detail shows its failures on top of itself, and a delete's toast on the page", async ({ page }) => {
    // Two different visitors (a known phone or email would join the first lead).
    const post = (name: string, phone: string) =>
      page.request.post("/api/enquiries", { data: { form: "course", name, email: `${unique("modal")}@example.in`, phone, course: "Python" } });
    const stamp = String(Date.now()).slice(-7);
    const kept = `Modal Toast ${unique("a")}`;
    const removed = `Modal Toast ${unique("b")}`;
    const first = await post(kept, `981${stamp}`);
    expect(first.status()).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect((await post(removed, `982${stamp}`)).status()).toBe(201);

    await openSection(page, "Enquiries", "enquiries");
    const searchBox = page.getByRole("searchbox", { name: "Search enquiries" });

    // 1. The enquiry is deleted elsewhere while its detail is open: the status change fails.
    await searchBox.fill(kept);
    await page.getByRole("button", { name: `View enquiry from ${kept}` }).click();
    const detail = page.getByRole("dialog", { name: kept });
    await expect(detail.getByRole("combobox", { name: "Status" })).toHaveValue("new");
    const gone = await page.request.delete(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
    expect(gone.ok()).toBe(true);
    await detail.getByRole("combobox", { name: "Status" }).selectOption({ label: "Contacted" });
    const statusFailure = toast(page, "Failed to update the status");
    await expectOnTop(statusFailure);
    await expect(statusFailure).toContainText("Enquiry not found");
    expect(await inOpenModal(statusFailure)).toBe(true);

    // 2. Its delete fails too: the confirmation closes, the detail comes back and shows why.
    await detail.getByRole("button", { name: "Delete enquiry" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete enquiry?" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(detail).toBeVisible();
    const deleteFailure = toast(page, "Failed to delete enquiry");
    await expectOnTop(deleteFailure);
    expect(await inOpenModal(deleteFailure)).toBe(true);
    await detail.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(detail).toBeHidden();

    // 3. A delete that works closes both dialogs; its toast is on the page.
    await searchBox.fill(removed);
    await page.getByRole("button", { name: `View enquiry from ${removed}` }).click();
    await page.getByRole("dialog", { name: removed }).getByRole("button", { name: "Delete enquiry" }).click();
    await page.getByRole("dialog", { name: "Delete enquiry?" }).getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const deleted = toast(page, "Enquiry deleted successfully");
    await expectOnTop(deleted);
    expect(await onPage(deleted)).toBe(true);
  });
});

test.describe("public enquiry modal (/courses/python, Apply Now)", () => {
  test("submitted empty, 'Name is required' shows above the modal", async ({ page }) => {
    await page.goto("/courses/python");
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await dialog.getByRole("button", { name: "Book my free demo" }).click();
    const required = toast(page, "Name is required");
    await expectOnTop(required);
    expect(await inOpenModal(required)).toBe(true);
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
  });

  test("a sent enquiry keeps the modal open with its confirmation, and the success toast shows above it", async ({ page }) => {
    await page.goto("/courses/python");
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await dialog.getByLabel("Name", { exact: true }).fill("Lakshmi P");
    await dialog.getByLabel("Email", { exact: true }).fill("lakshmi@example.in");
    await dialog.getByLabel("Phone", { exact: true }).fill("9123412345");
    await dialog.getByRole("radio", { name: "No demo now: please call me back" }).check();
    await dialog.getByRole("button", { name: "Request a call back" }).click();
    // The confirmation stands in the modal (docs/decisions/026), so the toast goes to the modal's toaster.
    await expect(dialog.getByRole("status").getByRole("heading", { name: "Thank you, Lakshmi. We have your enquiry." })).toBeFocused();
    const sent = toast(page, "Form submitted successfully!");
    await expectOnTop(sent);
    expect(await inOpenModal(sent)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Apply Now" })).toBeFocused();
  });

  test("a toast left in the modal when it closes does not come back when it opens again", async ({ page }) => {
    await page.goto("/courses/python");
    const apply = page.getByRole("button", { name: "Apply Now" });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Python" });
    await dialog.getByRole("button", { name: "Book my free demo" }).click();
    await expect(toast(page, "Name is required")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await apply.click();
    await expect(dialog).toBeVisible();
    // A toaster shows what it holds a moment after it mounts: give it that moment,
    // then look once (a retrying assertion would wait for a stale toast to time out).
    await page.waitForTimeout(500);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  });
});
