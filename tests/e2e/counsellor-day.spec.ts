import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./test";
import { logIn, newAccount, openSection, search, toast, unique } from "./helpers/staff";

// A counsellor's day on a 1366 × 768 laptop: the inbox fits without scrolling
// sideways, a click on a row opens the lead, "Next lead" walks down the list,
// phone numbers call, an unanswered call proposes the next try, the week's demo
// classes have their own view on the Chennai clock, and the sidebar shows every
// section with the sign-ups waiting to be verified.

test.use({ viewport: { width: 1366, height: 768 } });

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Three contact enquiries, oldest first, with names that carry `tag`; answers their ids newest first (the inbox's order). */
async function sendLeads(request: APIRequestContext, tag: string) {
  const ids: string[] = [];
  for (const [i, name] of ["Anand", "Bhavani", "Chandru"].entries()) {
    const res = await request.post("/api/enquiries", {
      data: {
        form: "contact",
        name: `${name} ${tag}`,
        phone: `98400${String(Date.now() + i).slice(-5)}`,
        email: `${name.toLowerCase()}.${tag}@example.in`,
        message: "Weekend batch?",
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids.reverse();
}

async function openInbox(page: Page, tag: string) {
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Enquiries", "enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(tag);
  await expect(page.getByRole("region", { name: "Enquiries table" }).getByRole("row")).toHaveCount(4);
}

/** Opens a lead by a click on its row's name cell; answers its dialog. */
async function openLead(page: Page, name: string) {
  await page.getByRole("row").filter({ hasText: name }).getByRole("cell").nth(1).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chennai wall-clock text of an instant as the dashboard writes it, e.g. "26 Nov 2026, 11:00 am". */
const chennai = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

test("the inbox fits the laptop, 25 rows a page; a click on a row opens the lead and Next lead walks down the list", async ({ page, request }) => {
  const tag = unique("day");
  const [newest, middle, oldest] = await sendLeads(request, tag);
  await openInbox(page, tag);

  await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
  // Measured once the page's fonts are in: text set in the fallback font runs wider
  // for a moment on a busy machine. Polled, so layout that is still settling is
  // waited for, while a table that stays too wide still fails.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const overflow = () =>
    page.evaluate(() => {
      const table = document.querySelector('[aria-label="Enquiries table"]')!;
      return { page: document.documentElement.scrollWidth - window.innerWidth, table: table.scrollWidth - table.clientWidth };
    });
  await expect.poll(overflow).toEqual({ page: expect.any(Number), table: expect.any(Number) });
  await expect.poll(async () => Math.max(0, (await overflow()).page) + Math.max(0, (await overflow()).table), { message: "pixels scrolled sideways" }).toBe(0);
  // Every column, the View button included, is on screen.
  const view = page.getByRole("button", { name: `View enquiry from Anand ${tag}` });
  await expect(view).toBeInViewport();

  // The phone number calls; it does not open the lead.
  const row = page.getByRole("row").filter({ hasText: `Chandru ${tag}` });
  await expect(row.getByRole("link", { name: /^Call 98400/ })).toHaveAttribute("href", /^tel:\+9198400\d{5}$/);

  // A click anywhere on the row (here its "received" cell) opens the lead.
  await row.getByRole("cell").first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${newest}$`));
  const dialog = page.getByRole("dialog", { name: `Chandru ${tag}` });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: `Next lead: Bhavani ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${middle}$`));
  const second = page.getByRole("dialog", { name: `Bhavani ${tag}` });
  await second.getByRole("button", { name: `Next lead: Anand ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/${oldest}$`));
  // The last lead of the list has no next one.
  const last = page.getByRole("dialog", { name: `Anand ${tag}` });
  await expect(last).toBeVisible();
  await expect(last.getByRole("button", { name: /^Next lead/ })).toHaveCount(0);
});

test("after No answer the call form proposes the next try, and the lead's follow-up is set to it", async ({ page, request }) => {
  const tag = unique("retry");
  const [newest] = await sendLeads(request, tag);
  await openInbox(page, tag);
  const dialog = await openLead(page, `Chandru ${tag}`);
  // Keep the dialer from opening: the link's own click handler still runs.
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  await dialog.getByRole("link", { name: /^Call 98400/ }).click();
  const form = dialog.getByRole("form", { name: "Log the call" });
  await form.getByRole("radio", { name: "No answer" }).check();
  const proposal = form.getByRole("checkbox", { name: /^Try again .* \(next follow-up\)$/ });
  await expect(proposal).toBeChecked();
  const proposed = (await proposal.locator("xpath=..").innerText()).replace(/^Try again /, "").replace(/ \(next follow-up\)$/, "");
  await form.getByRole("button", { name: "Log call" }).click();
  await expect(toast(page, `Call logged. Next try ${proposed}`)).toBeVisible();

  // The server has both: the call on the timeline and the follow-up at the proposed time.
  const lead = (await (await request.get(`/api/enquiries/${newest}`, { headers: await adminHeaders(request) })).json()) as {
    data: { followUpAt: string; timeline: { kind: string; text: string }[] };
  };
  expect(chennai(lead.data.followUpAt).replace(/\s+/g, " ")).toBe(proposed.replace(/\s+/g, " "));
  expect(new Date(lead.data.followUpAt).getTime()).toBeGreaterThan(Date.now());
  expect(lead.data.timeline.some((e) => e.kind === "call" && /No answer/.test(e.text))).toBe(true);

  // A call that got through proposes nothing.
  await dialog.getByRole("link", { name: /^Call 98400/ }).click();
  await form.getByRole("radio", { name: "Spoke to them" }).check();
  await expect(form.getByRole("checkbox")).toHaveCount(0);

  // The note form checks like every other form: the message under the field, the keyboard taken to it.
  await dialog.getByRole("button", { name: "Add a note" }).click();
  const note = dialog.getByRole("form", { name: "Add a note" });
  await note.getByRole("button", { name: "Save note" }).click();
  await expect(note.getByText("Write a note")).toBeVisible();
  await expect(note.getByRole("textbox", { name: "Note" })).toBeFocused();
  await expect(note.getByRole("textbox", { name: "Note" })).toHaveAttribute("aria-invalid", "true");
});

test("Demos this week lists the booked demo classes soonest first, with their time on the Chennai clock", async ({ page, request }) => {
  const tag = unique("demo");
  const [newest, middle, oldest] = await sendLeads(request, tag);
  const headers = await adminHeaders(request);
  const day = 24 * 3_600_000;
  // Demo classes in 3 days and in 1 day (whole half-hours, as the slots are); the third lead has none.
  const inDays = (n: number) => new Date(Math.ceil((Date.now() + n * day) / 1_800_000) * 1_800_000).toISOString();
  const book = async (id: string, at: string) => {
    const lead = (await (await request.get(`/api/enquiries/${id}`, { headers })).json()) as { data: { revision: number } };
    const res = await request.patch(`/api/enquiries/${id}`, { headers, data: { status: "demo_scheduled", followUpAt: at, revision: lead.data.revision } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const later = inDays(3);
  const sooner = inDays(1);
  await book(newest!, later);
  await book(oldest!, sooner);

  await openInbox(page, tag);
  await page.getByRole("button", { name: "Demos this week" }).click();
  const rows = page.getByRole("region", { name: "Enquiries table" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Anand ${tag}`);
  await expect(rows.nth(2)).toContainText(`Chandru ${tag}`);
  // The demo's own time, not a reply deadline.
  const [date, time] = chennai(sooner).split(", ");
  await expect(rows.nth(1)).toContainText(/Demo/);
  await expect(rows.nth(1)).toContainText(date!);
  await expect(rows.nth(1)).toContainText(time!);
  await expect(page.getByRole("row").filter({ hasText: `Bhavani ${tag}` })).toHaveCount(0);
  expect(middle).toBeTruthy();
});

test("the sidebar shows every section on the laptop screen, with the sign-ups waiting to be verified", async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const label of ["Overview", "Enquiries", "Users", "Placement Record", "Student Review", "Youtube Videos", "Batches", "Audit log"]) {
    await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toBeInViewport();
  }
  const users = nav.getByRole("link", { name: /^Users/ });
  await expect(users).toContainText(/\d+ waiting to be verified/);
  const waiting = Number((await users.innerText()).match(/\d+/)![0]);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await openSection(page, "Users", "users");
  await search(page, "users", account.username);
  await expect(page.getByRole("row").filter({ hasText: account.username })).toContainText("Pending");
});

test("messages to students are signed with the name the counsellor chose, not their login", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);
  const users = (await (await request.get("/api/auth/users?limit=100", { headers })).json()) as { data: { _id: string; username: string }[] };
  const id = users.data.find((u) => u.username === account.username)!._id;
  expect((await request.put(`/api/auth/verify-user/${id}`, { headers, data: { role: "counsellor" } })).status()).toBe(200);
  const tag = unique("sign");
  const [newest] = await sendLeads(request, tag);
  // The lead is the counsellor's, whoever round robin gave it to.
  const lead = (await (await request.get(`/api/enquiries/${newest}`, { headers })).json()) as { data: { revision: number } };
  expect((await request.patch(`/api/enquiries/${newest}`, { headers, data: { ownerId: id, revision: lead.data.revision } })).status()).toBe(200);

  await logIn(page, account.username, account.password);
  await openSection(page, "Message templates", "templates");
  const signature = page.getByRole("form", { name: "Your name in messages" });
  await expect(signature.getByText(`messages are signed "${account.username}"`)).toBeVisible();
  await signature.getByLabel("Your name in messages").fill("P");
  await signature.getByRole("button", { name: "Save name" }).click();
  await expect(signature.getByText("Enter your name as students should see it (2 to 60 characters)")).toBeVisible();
  await signature.getByLabel("Your name in messages").fill("Priya Raman");
  await signature.getByRole("button", { name: "Save name" }).click();
  await expect(toast(page, "Your name is saved.")).toBeVisible();

  await openSection(page, "Enquiries", "enquiries");
  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(tag);
  const dialog = await openLead(page, `Chandru ${tag}`);
  await dialog.getByRole("button", { name: "WhatsApp" }).click();
  const composer = dialog.getByRole("form", { name: "Send a WhatsApp message" });
  await composer.getByLabel("Template").selectOption({ label: "First reply" });
  await expect(composer.getByRole("textbox", { name: /^Message to / })).toHaveValue(/^Hello Chandru, this is Priya Raman from /);
});

test("the lead view's own forms say what is missing: a follow-up needs a date and time, Not interested needs a reason", async ({ page, request }) => {
  const tag = unique("why");
  await sendLeads(request, tag);
  await openInbox(page, tag);
  const dialog = await openLead(page, `Bhavani ${tag}`);

  // An empty follow-up is not sent: the message is under the field and the keyboard is on it.
  const followUp = dialog.getByLabel(/Next follow-up/);
  await followUp.fill("");
  await dialog.getByRole("button", { name: "Set follow-up" }).click();
  await expect(dialog.getByText("Choose a date and a time")).toBeVisible();
  await expect(followUp).toBeFocused();
  await expect(followUp).toHaveAttribute("aria-invalid", "true");

  // Not interested asks why; without a reason the lead stays as it was.
  const status = dialog.getByRole("combobox", { name: "Status" });
  await status.selectOption({ label: "Not interested" });
  const reason = dialog.getByLabel("Why is Bhavani not interested?");
  await reason.fill("   ");
  await dialog.getByRole("button", { name: "Mark not interested" }).click();
  await expect(dialog.getByText("Say why the lead is not interested")).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");

  // Typing clears the message; with a reason the lead is marked and the reason shows.
  await reason.fill("Joined another institute");
  await expect(dialog.getByText("Say why the lead is not interested")).toBeHidden();
  await dialog.getByRole("button", { name: "Mark not interested" }).click();
  await expect(toast(page, "Marked as not interested")).toBeVisible();
  await expect(status).toHaveValue("lost");
  await expect(dialog.getByText("Reason: Joined another institute")).toBeVisible();
});
