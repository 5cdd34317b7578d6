import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { waitsForHydration } from "./test";
import { expect, test } from "./helpers/own-server";
import { type StaffAccount, logIn, newAccount, toast, unique } from "./helpers/staff";

// The pipeline end to end (docs/decisions/022): a visitor's course enquiry goes to the one available
// counsellor, who works it from New to Enrolled in the dashboard (call, note,
// WhatsApp with a filled template, follow-ups, status), every step on the
// timeline with their name; the admin's funnel counts it. Round robin shares
// leads among all available counsellors, so this file runs on a server of its
// own (helpers/own-server.ts), serially, with exactly one counsellor.

test.describe.configure({ mode: "serial" });

let counsellor: StaffAccount & { id: string };

async function adminToken(api: APIRequestContext) {
  const res = await api.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.beforeAll(async ({ ownServer }) => {
  const api = await playwrightRequest.newContext({ baseURL: ownServer.baseURL });
  const account = newAccount();
  expect((await api.post("/api/auth/signup", { data: account })).status()).toBe(201);
  const headers = { Authorization: `Bearer ${await adminToken(api)}` };
  const users = (await (await api.get("/api/auth/users", { headers })).json()) as { data: { _id: string; username: string }[] };
  const id = users.data.find((u) => u.username === account.username)!._id;
  expect((await api.put(`/api/auth/verify-user/${id}`, { headers, data: { role: "counsellor" } })).status()).toBe(200);
  counsellor = { ...account, id };
  await api.dispose();
});

/** The Chennai wall-clock time of an instant, as a datetime-local input takes it. */
const chennaiInput = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

async function staffPage(browser: Browser, baseURL: string, who: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = waitsForHydration(await context.newPage());
  await logIn(page, who.username, who.password);
  return { context, page };
}

/** The visitor applies for Python from the course page; answers the new enquiry's id. */
async function sendCourseEnquiry(page: Page, name: string, phone: string) {
  await page.goto("/courses/python?utm_source=newsletter&utm_campaign=november");
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply for Python" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(`${unique("visitor")}@example.in`);
  await dialog.getByLabel("Phone", { exact: true }).fill(phone);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  // A call back, not a demo: the lead starts New (a booked demo would start it Demo scheduled).
  await dialog.getByRole("radio", { name: "No demo now: please call me back" }).check();
  await dialog.getByRole("button", { name: "Request a call back" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const phoneNumber = () => `9${String(Date.now()).slice(-9)}`;

test("a counsellor works a course enquiry from New to Enrolled; the timeline and the funnel show it", async ({ page, browser, ownServer, request }) => {
  test.setTimeout(150_000);
  const first = `Meena${unique("x").slice(-5)}`;
  const name = `${first} Krishnan`;
  const phone = phoneNumber();

  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const enrolledBefore = async () => {
    const stats = (await (await request.get("/api/enquiries/stats", { headers })).json()) as { data: { funnel: { status: string; count: number }[] } };
    return stats.data.funnel.find((f) => f.status === "enrolled")?.count ?? 0;
  };
  const before = await enrolledBefore();

  // 1. The visitor asks about Python; the lead goes to the available counsellor.
  await sendCourseEnquiry(page, name, phone);

  const { context, page: staff } = await staffPage(browser, ownServer.baseURL, counsellor);
  await expect(staff.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(staff.getByRole("switch", { name: /Available for new enquiries/ })).toBeChecked();
  await staff.getByRole("button", { name: "My enquiries" }).click();
  await staff.getByRole("searchbox", { name: "Search enquiries" }).fill(name);
  const row = staff.getByRole("region", { name: "Enquiries table" }).getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(counsellor.username);
  await expect(row).toContainText("Python");
  await expect(row.getByText("New", { exact: true })).toBeVisible();

  // 2. The detail: the counsellor owns it, sees where it came from, and no delivery internals.
  await row.getByRole("button", { name: `View enquiry from ${name}` }).click();
  const dialog = staff.getByRole("dialog", { name });
  await expect(dialog.getByText(`You (${counsellor.username})`)).toBeVisible();
  const origin = dialog.getByRole("region", { name: "Where they came from" });
  await expect(origin).toContainText("/courses/python");
  await expect(origin).toContainText("newsletter");
  await expect(origin).toContainText("november");
  await expect(dialog.getByRole("heading", { name: "Deliveries" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Delete enquiry" })).toHaveCount(0);
  const timeline = dialog.getByRole("list", { name: "Timeline" });

  // 3. Call: no answer. The test browser has no phone dialer (Chromium would
  // hold the page behind an "open the dialer?" prompt), so the tel: link's own
  // navigation is stopped; the page still sees the click.
  const call = dialog.getByRole("link", { name: `Call ${phone}` });
  await expect(call).toHaveAttribute("href", `tel:+91${phone}`);
  await staff.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  await call.click();
  const callForm = dialog.getByRole("form", { name: "Log the call" });
  await callForm.getByRole("button", { name: "Log call" }).click();
  await expect(callForm.getByText("Choose how the call went")).toBeVisible();
  await callForm.getByRole("radio", { name: "No answer" }).check();
  await callForm.getByRole("button", { name: "Log call" }).click();
  await expect(toast(staff, "Call logged")).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: "No answer" })).toContainText(counsellor.username);

  // 4. A note.
  const note = `Asked for the weekend batch ${unique("n")}`;
  await dialog.getByRole("button", { name: "Add a note" }).click();
  await dialog.getByLabel("Note", { exact: true }).fill(note);
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(toast(staff, "Note added")).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: note })).toContainText(counsellor.username);

  // 5. WhatsApp with the "First reply" template, filled for this visitor; wa.me never loads for real.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await dialog.getByRole("button", { name: "WhatsApp" }).click();
  const composer = dialog.getByRole("form", { name: "Send a WhatsApp message" });
  await expect(composer.getByLabel("Template")).toHaveValue(/.+/);
  // An empty message opens nothing: its message shows under the box, which gets the keyboard.
  const messageBox = composer.getByLabel(`Message to ${phone}`);
  await messageBox.fill("   ");
  await composer.getByRole("link", { name: "Open WhatsApp" }).click();
  await expect(composer.getByText("The message is empty")).toBeVisible();
  await expect(messageBox).toBeFocused();
  await expect(messageBox).toHaveAttribute("aria-invalid", "true");
  await composer.getByLabel("Template").selectOption({ label: "First reply" });
  await expect(composer.getByText("The message is empty")).toBeHidden();
  const expected = `Hello ${first}, this is ${counsellor.username} from Chennai Tech Academy. Thank you for your enquiry about Python. When is a good time to call you?`;
  await expect(composer.getByLabel(`Message to ${phone}`)).toHaveValue(expected);
  const popup = context.waitForEvent("page");
  await composer.getByRole("link", { name: "Open WhatsApp" }).click();
  const whatsapp = await popup;
  await whatsapp.waitForLoadState("domcontentloaded");
  expect(whatsapp.url()).toBe(`https://wa.me/91${phone}?text=${encodeURIComponent(expected)}`);
  await whatsapp.close();
  await expect(toast(staff, "WhatsApp message logged")).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: expected })).toContainText(counsellor.username);

  // 6. A follow-up that has already passed puts it in Due, marked Overdue in words.
  await dialog.getByLabel(/Next follow-up/).fill(chennaiInput(Date.now() - 10 * 60_000));
  await dialog.getByRole("button", { name: "Set follow-up" }).click();
  await expect(toast(staff, "Follow-up set for")).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await staff.getByRole("button", { name: /^Due today \/ overdue/ }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Overdue")).toBeVisible();
  await expect(staff.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Enquiries/ })).toContainText(/Due \d+/);

  // 7. The real follow-up: tomorrow at 11; then Demo scheduled, then Enrolled.
  await row.getByRole("button", { name: `View enquiry from ${name}` }).click();
  await dialog.getByRole("button", { name: "Tomorrow 11 am" }).click();
  await expect(toast(staff, "Follow-up set for")).toContainText("11:00");
  const status = dialog.getByRole("combobox", { name: "Status" });
  await status.selectOption({ label: "Demo scheduled" });
  await expect(toast(staff, "Marked as demo scheduled")).toBeVisible();
  await status.selectOption({ label: "Enrolled" });
  await expect(toast(staff, "Marked as enrolled")).toBeVisible();
  await expect(status).toHaveValue("enrolled");
  // A student owes no first reply; the follow-up still ahead stays (docs/decisions/072).
  await expect(dialog.getByText(/^Follow up: .*11:00/)).toBeVisible();

  // Every step is on the timeline with who did it.
  for (const step of ["No answer", note, expected, "Demo scheduled", "Enrolled"]) {
    await expect(timeline.getByRole("listitem").filter({ hasText: step }).first()).toContainText(counsellor.username);
  }
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  // Enrolled, its follow-up tomorrow: nothing due today.
  await expect(row).toHaveCount(0);
  await context.close();

  // 8. The admin's funnel counts one more enrolment.
  const admin = await staffPage(browser, ownServer.baseURL, E2E_ADMIN);
  const funnel = admin.page.getByRole("region", { name: "Admissions funnel" });
  await expect(
    funnel
      .getByRole("row", { name: /^Enrolled/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(String(before + 1));
  await admin.context.close();
});

test("a counsellor cannot delete or see deliveries; the admin can, and sees the counsellors' availability", async ({ page, browser, ownServer, request }) => {
  test.setTimeout(90_000);
  const name = `Arun ${unique("rights")}`;
  const id = await sendCourseEnquiry(page, name, phoneNumber());

  const { context, page: staff } = await staffPage(browser, ownServer.baseURL, counsellor);
  await staff.goto(`/dashboard/enquiries/${id}`);
  const dialog = staff.getByRole("dialog", { name });
  await expect(dialog.getByRole("heading", { name: "Timeline" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Deliveries" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Delete enquiry" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Merge with another lead" })).toHaveCount(0);
  const token = await staff.evaluate(() => localStorage.getItem("token"));
  const refused = await request.delete(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  await context.close();

  const admin = await staffPage(browser, ownServer.baseURL, E2E_ADMIN);
  await admin.page.goto(`/dashboard/enquiries/${id}`);
  const adminDialog = admin.page.getByRole("dialog", { name });
  await expect(adminDialog.getByRole("heading", { name: "Deliveries" })).toBeVisible();
  await expect(adminDialog.getByRole("combobox", { name: "Owner" })).toHaveValue(counsellor.id);
  await expect(adminDialog.getByRole("button", { name: "Delete enquiry" })).toBeVisible();
  await adminDialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await admin.page.getByText("Counsellors", { exact: true }).click();
  await expect(admin.page.getByRole("switch", { name: `${counsellor.username} Available` })).toBeChecked();
  await admin.context.close();
});

test("a change made on an old view of a lead says someone else saved first and shows the lead as it is now; a repeat submission shows what it sent", async ({
  page,
  browser,
  ownServer,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Revathi ${unique("stale")}`;
  const phone = phoneNumber();
  const id = await sendCourseEnquiry(page, name, phone);

  const { context, page: staff } = await staffPage(browser, ownServer.baseURL, counsellor);
  await staff.goto(`/dashboard/enquiries/${id}`);
  const dialog = staff.getByRole("dialog", { name });
  const status = dialog.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("new");

  // Meanwhile the admin marks it contacted, and the visitor writes again from the contact page.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const lead = ((await (await request.get(`/api/enquiries/${id}`, { headers })).json()) as { data: { revision: number } }).data;
  expect((await request.patch(`/api/enquiries/${id}`, { headers, data: { status: "contacted", revision: lead.revision } })).status()).toBe(200);
  const again = await request.post("/api/enquiries", {
    data: { form: "contact", name: "Revathi", phone, email: `${unique("again")}@example.in`, message: "Is there a weekend batch?" },
  });
  expect(again.status()).toBe(201);
  expect(((await again.json()) as { id: string }).id).not.toBe(id);

  // The counsellor, still looking at the lead as it was, sets a status: refused with the reason, and the lead reloads.
  await status.selectOption({ label: "Demo scheduled" });
  await expect(toast(staff, "Failed to update the status")).toContainText("Someone else saved this first: reload to see their change.");
  await expect(status).toHaveValue("contacted");
  const timeline = dialog.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "Sent again through the Contact form" })).toContainText("Is there a weekend batch?");
  // On the lead as it is now the change goes through.
  await status.selectOption({ label: "Demo scheduled" });
  await expect(toast(staff, "Marked as demo scheduled")).toBeVisible();
  await context.close();
});

test("the inbox remembers each user's view, filters and page size across reloads", async ({ browser, ownServer }) => {
  const { context, page: staff } = await staffPage(browser, ownServer.baseURL, counsellor);
  await staff.getByRole("button", { name: "My enquiries" }).click();
  await staff.getByRole("combobox", { name: "Status" }).selectOption({ label: "Enrolled" });
  await staff.getByRole("combobox", { name: "Rows per page" }).selectOption("10");
  await expect(staff.getByRole("button", { name: "My enquiries" })).toHaveAttribute("aria-pressed", "true");

  const listed = staff.waitForRequest((r) => new URL(r.url()).pathname === "/api/enquiries" && new URL(r.url()).searchParams.get("view") === "mine");
  await staff.reload();
  const query = new URL((await listed).url()).searchParams;
  expect(query.get("status")).toBe("enrolled");
  expect(query.get("limit")).toBe("10");
  await expect(staff.getByRole("button", { name: "My enquiries" })).toHaveAttribute("aria-pressed", "true");
  await expect(staff.getByRole("combobox", { name: "Status" })).toHaveValue("enrolled");
  await expect(staff.getByRole("combobox", { name: "Rows per page" })).toHaveValue("10");

  // Another person signing in on the same browser starts from the defaults.
  await staff.evaluate(() => {
    localStorage.removeItem("token");
    localStorage.removeItem("user");
  });
  await logIn(staff, E2E_ADMIN.username, E2E_ADMIN.password);
  await staff.goto("/dashboard/enquiries");
  await expect(staff.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(staff.getByRole("combobox", { name: "Status" })).toHaveValue("");
  await expect(staff.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
  await context.close();
});
