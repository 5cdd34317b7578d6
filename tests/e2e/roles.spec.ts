import { expect, test, waitsForHydration } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, newAccount, openSection, search, toast, tokenOf } from "./helpers/staff";

// Roles: an admin verifies a sign-up as a counsellor, who then sees only the
// enquiry inbox and whose direct calls to anything else are refused; the admin
// changes the role later and finds both changes in the audit log.

test("an admin verifies a counsellor, who sees only Enquiries and cannot add a placement; the audit log shows it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const account = newAccount();
  expect((await request.post("/api/auth/signup", { data: account })).status()).toBe(201);

  // 1. The admin chooses Counsellor for the new account and verifies it.
  const adminContext = await browser.newContext();
  const admin = waitsForHydration(await adminContext.newPage());
  await logIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(admin, "Users", "users");
  await search(admin, "users", account.username);
  const row = admin.getByRole("row").filter({ hasText: account.username });
  await row.getByLabel(`Role for ${account.username} when verified`).selectOption("counsellor");
  await row.getByRole("button", { name: `Verify ${account.username}` }).click();
  await expect(toast(admin, "User verified successfully")).toBeVisible();
  await expect(row.getByText("Verified")).toBeVisible();
  await expect(row.getByLabel(`Role of ${account.username}`)).toHaveValue("counsellor");

  // 2. The counsellor lands on Enquiries; the only other sections are the WhatsApp templates (docs/decisions/022) and the
  // certificates they issue (docs/decisions/052) and the batches' class lists (docs/decisions/067), besides their own account.
  await logIn(page, account.username, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  // (The link may carry the count of new enquiries after its name.)
  await expect(sidebar.getByRole("link")).toHaveText([/^Enquiries/, "Message templates", "Certificates", "Classes"]);
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible();
  // A section named in the URL that the role may not use opens the inbox instead.
  await page.goto("/dashboard/placements");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

  // 3. Calling the API directly does not help: adding a placement is refused.
  const token = await tokenOf(page);
  const refused = await request.post("/api/placements/add", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name: "Not Allowed", course: "Python", date: "2026-01-10", placement: "Placed at Zoho" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ success: false, message: "Your role (counsellor) cannot do this. Ask an admin." });

  // 4. Later the admin makes them an editor: the select asks first, and Cancel keeps the role.
  const roleSelect = row.getByLabel(`Role of ${account.username}`);
  await roleSelect.selectOption("editor");
  let dialog = admin.getByRole("dialog", { name: "Change role?" });
  await expect(dialog).toContainText(`${account.username} becomes Editor`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(roleSelect).toHaveValue("counsellor");
  await roleSelect.selectOption("editor");
  dialog = admin.getByRole("dialog", { name: "Change role?" });
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, "Role changed")).toBeVisible();
  await expect(roleSelect).toHaveValue("editor");

  // The change ended the counsellor's session: their next call goes to the login page.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?expired=1$/);

  // 5. Both changes are in the audit log, newest first, with who made them.
  await openSection(admin, "Audit log", "audit");
  await search(admin, "audit entries", account.username);
  const entries = admin.getByRole("table", { name: "Audit log" }).getByRole("row").filter({ hasText: account.username });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Changed a role");
  await expect(entries.nth(0)).toContainText("counsellor → editor");
  await expect(entries.nth(0)).toContainText(E2E_ADMIN.username);
  await expect(entries.nth(1)).toContainText("Verified an account");
  await adminContext.close();
});
