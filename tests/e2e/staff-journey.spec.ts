import type { Page } from "@playwright/test";
import { expect, test, waitsForHydration } from "./test";
import { todayIso } from "#contracts/dates";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, newAccount, openSection, pngFile, randomVideoId, search, submitLogin, toast, tokenOf, unique } from "./helpers/staff";

// The staff journey (docs/decisions/008 and 016), in real Chromium
// against the real server: accounts, verification, records, deletes, logout.

/** Holds the answer of one API call back for a moment, so a busy text can be seen. */
async function slowDown(page: Page, pattern: string, ms = 600) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Confirms the delete dialog that the row's Delete button opened. */
async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("sign up, verification by a colleague, records with photos, deletes and logout", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const account = newAccount();

  // 1. Sign up: all fields required, busy text, success toast, on to /login.
  await page.goto("/signup");
  await expect(page.getByText("A colleague must verify it before you can log in.")).toBeVisible();
  for (const label of ["Username", "Email", "Mobile"]) await expect(page.getByLabel(label)).toHaveAttribute("required", "");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mobile").fill(account.mobile);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await slowDown(page, "**/api/auth/signup");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("button", { name: "Signing up..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Account created")).toBeVisible();

  // Signing up twice with the same name shows the server's message.
  await page.goto("/signup");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(`other-${account.email}`);
  await page.getByLabel("Mobile").fill(account.mobile);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This username is already taken" })).toBeVisible();

  // 2. Login refused while unverified: the 'not verified' warning, inline and as a toast.
  await slowDown(page, "**/api/auth/signin");
  await submitLogin(page, account.username, account.password);
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  const warning = "Your account is not verified. Please contact Chennai Tech Academy Team.";
  await expect(page.getByRole("alert").filter({ hasText: warning }).locator("[data-tone=warning]")).toBeVisible();
  await expect(toast(page, warning)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute("**/api/auth/signin");

  // 3. The first staff account verifies the new user, in its own browser.
  const adminContext = await browser.newContext();
  const admin = waitsForHydration(await adminContext.newPage());
  await logIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard/);
  // The dashboard opens on the Overview (docs/decisions/088); Users is one click away.
  await openSection(admin, "Users", "users");
  await search(admin, "users", account.username);
  const userRow = admin.getByRole("row").filter({ hasText: account.username });
  await expect(userRow.getByText("Pending")).toBeVisible();
  await userRow.getByRole("button", { name: `Verify ${account.username}` }).click();
  await expect(toast(admin, "User verified successfully")).toBeVisible();
  await expect(userRow.getByText("Verified")).toBeVisible();
  await expect(userRow.getByRole("button", { name: `Verify ${account.username}` })).toBeDisabled();
  await adminContext.close();

  // 4. Now the new user gets in, as an editor (Verify's default role): the dashboard
  // opens on the first section an editor may use and offers no admin or inbox ones.
  await logIn(page, account.username, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Placement Record" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  for (const hidden of ["Overview", "Enquiries", "Users", "Audit log"]) await expect(sidebar.getByRole("link", { name: hidden })).toHaveCount(0);
  // The section lives in the URL.
  await openSection(page, "Placement Record", "placements");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Placement Record" })).toBeVisible();

  // 5. Add a placement with a photo.
  const student = unique("Student");
  await page.getByRole("button", { name: "Add placement" }).click();
  let dialog = page.getByRole("dialog", { name: "Add placement" });
  await expect(dialog.getByLabel("Student ID")).toHaveValue(/^STU\d{6}$/);
  await expect(dialog.getByLabel("Student ID")).toHaveAttribute("readonly", "");
  const stuId = await dialog.getByLabel("Student ID").inputValue();
  await expect(dialog.getByLabel("Date")).toHaveValue(todayIso());
  // The shared schema speaks before anything is sent.
  await dialog.getByRole("button", { name: "Add placement" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Please select a course")).toBeVisible();
  await dialog.getByLabel("Name").fill(student);
  await dialog.getByLabel("Course").selectOption("Python");
  await dialog.getByLabel("Degree").fill("B.E. Computer Science");
  await dialog.getByLabel("Placement status").fill("Placed at Zoho");
  await dialog.getByLabel("Photo").setInputFiles(await pngFile());
  await expect(dialog.getByRole("img", { name: "Preview of the chosen photo" })).toHaveAttribute("src", /^blob:/);
  await slowDown(page, "**/api/placements/add");
  await dialog.getByRole("button", { name: "Add placement" }).click();
  await expect(dialog.getByRole("button", { name: "Adding..." })).toBeDisabled();
  await expect(dialog.getByRole("progressbar", { name: "Uploading photo" })).toBeVisible();
  await expect(toast(page, "Placement added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, "placements", student);
  let row = page.getByRole("row").filter({ hasText: student });
  await expect(row).toContainText(stuId);
  await expect(row).toContainText("Python (B.E. Computer Science)");
  await expect(row).toContainText("Placed at Zoho");
  await expect(row.getByRole("img", { name: `Photo of ${student}` })).toHaveAttribute("src", /\/uploads\/.+\.webp$/);

  // 6. Edit it: the same form, prefilled, the date as yyyy-mm-dd.
  await row.getByRole("button", { name: `Edit ${student}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit placement" });
  await expect(dialog.getByLabel("Name")).toHaveValue(student);
  await expect(dialog.getByLabel("Student ID")).toHaveValue(stuId);
  await expect(dialog.getByLabel("Course")).toHaveValue("Python");
  await expect(dialog.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByRole("img", { name: "Current photo" })).toBeVisible();
  await dialog.getByLabel("Placement status").fill("Placed at Freshworks");
  await dialog.getByLabel("Date").fill("2026-03-15");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Placement updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  row = page.getByRole("row").filter({ hasText: student });
  await expect(row).toContainText("Placed at Freshworks");
  await expect(row).toContainText("15 Mar 2026");

  // …and the public API agrees, photo included.
  const placements = (await (await request.get("/api/placements")).json()) as {
    data: { stuId: string; name: string; placement: string; date: string; image: string }[];
  };
  const stored = placements.data.find((p) => p.stuId === stuId);
  expect(stored).toMatchObject({ name: student, placement: "Placed at Freshworks", date: "2026-03-15" });
  expect(stored?.image).toMatch(/^\/uploads\/.+\.webp$/);
  const photo = await request.get(stored!.image);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toContain("image/webp");

  // 7. A review: the table cuts the text at 50 characters.
  await openSection(page, "Student Review", "reviews");
  const reviewer = unique("Reviewer");
  const text = "The trainers explained every concept with live projects and patient doubt clearing sessions.";
  await page.getByRole("button", { name: "Add review" }).click();
  dialog = page.getByRole("dialog", { name: "Add review" });
  await dialog.getByLabel("Name").fill(reviewer);
  await expect(dialog.getByLabel("Rating")).toHaveAttribute("step", "0.1");
  await dialog.getByLabel("Rating").fill("4.5");
  await dialog.getByLabel("Review").fill(text);
  await dialog.getByLabel("Photo").setInputFiles(await pngFile("reviewer.png"));
  await dialog.getByRole("button", { name: "Add review" }).click();
  await expect(toast(page, "Review added successfully")).toBeVisible();
  await search(page, "reviews", reviewer);
  const reviewRow = page.getByRole("row").filter({ hasText: reviewer });
  await expect(reviewRow).toContainText(`${text.slice(0, 50).trimEnd()}…`);
  await expect(reviewRow).not.toContainText(text);
  await expect(reviewRow).toContainText("4.5");

  // 8. A video: the invalid link first, then a real one; no player loads until Preview.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  await openSection(page, "Youtube Videos", "videos");
  const url = page.getByLabel("YouTube URL");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByText("Please enter a YouTube URL!").first()).toBeVisible();
  await url.fill("https://vimeo.com/123456");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(toast(page, "Invalid YouTube URL format!")).toBeVisible();
  await expect(page.locator("form").getByText("Invalid YouTube URL format!")).toBeVisible();
  const videoId = randomVideoId();
  await url.fill(`https://youtu.be/${videoId}`);
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(toast(page, "Video added successfully!")).toBeVisible();
  await expect(url).toHaveValue("");
  const embed = `https://www.youtube.com/embed/${videoId}`;
  // Listed by title and video id with its thumbnail (or a placeholder until the server has fetched it), not by a raw address.
  const videoRow = page.getByRole("row").filter({ hasText: `YouTube ${videoId}` });
  await expect(videoRow).toBeVisible();
  await expect(videoRow).toContainText(/Video \d+/);
  await expect(videoRow).not.toContainText(embed);
  await expect(videoRow.locator("img").or(videoRow.getByText("Thumbnail not fetched yet"))).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await videoRow.getByRole("button", { name: /^Preview video/ }).click();
  const preview = page.getByRole("dialog", { name: "Video preview" });
  await expect(preview.locator("iframe")).toHaveAttribute("src", embed);
  await expect(preview.locator("iframe")).toHaveAttribute("allow", "fullscreen; autoplay; picture-in-picture; clipboard-write");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // 9. Deletes ask first; Cancel keeps the record.
  await videoRow.getByRole("button", { name: /^Delete video/ }).click();
  await page.getByRole("dialog", { name: "Delete video?" }).getByRole("button", { name: "Cancel" }).click();
  await expect(videoRow).toBeVisible();
  await videoRow.getByRole("button", { name: /^Delete video/ }).click();
  await confirmDelete(page, "Delete video?");
  await expect(toast(page, "Video deleted!")).toBeVisible();
  await expect(videoRow).toHaveCount(0);

  await openSection(page, "Student Review", "reviews");
  await search(page, "reviews", reviewer);
  await page.getByRole("button", { name: `Delete review by ${reviewer}` }).click();
  await confirmDelete(page, "Delete review?");
  await expect(toast(page, "Review deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reviewer })).toHaveCount(0);

  await openSection(page, "Placement Record", "placements");
  await search(page, "placements", student);
  await page.getByRole("button", { name: `Delete ${student}` }).click();
  await confirmDelete(page, "Delete placement?");
  await expect(toast(page, "Placement deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: student })).toHaveCount(0);
  const after = (await (await request.get("/api/placements")).json()) as { data: { stuId: string }[] };
  expect(after.data.some((p) => p.stuId === stuId)).toBe(false);
  expect((await request.get(stored!.image)).status()).toBe(404);

  // 10. Logout: token and user gone, the dashboard and its data out of reach.
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  const users = await request.get("/api/auth/users", { headers: { Authorization: `Bearer ${token}` } });
  expect(users.status()).toBe(401);
});

test("login explains a wrong username and a wrong password", async ({ page }) => {
  test.setTimeout(60_000);
  await submitLogin(page, unique("nobody"), "whatever-password");
  await expect(page.getByRole("alert").filter({ hasText: "Username not found." })).toBeVisible();
  await submitLogin(page, E2E_ADMIN.username, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect password." })).toBeVisible();
  await expect(toast(page, "Incorrect password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a session revoked elsewhere sends the open dashboard to the login page on the next action", async ({ page, request }) => {
  test.setTimeout(60_000);
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Placement Record", "placements");
  const token = await tokenOf(page);

  // The same token logs out through the API (another tab, another device).
  const out = await request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);

  // The page still shows the table; the next write finds the session gone.
  await page.getByRole("button", { name: "Add placement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add placement" });
  await dialog.getByLabel("Name").fill(unique("Student"));
  await dialog.getByLabel("Course").selectOption("AWS");
  await dialog.getByLabel("Placement status").fill("Placed at Zoho");
  await dialog.getByRole("button", { name: "Add placement" }).click();

  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByRole("alert").filter({ hasText: "Your session has expired. Please log in again." })).toBeVisible();
  expect(await tokenOf(page)).toBeNull();
  await expect(toast(page, "Failed to add placement")).toHaveCount(0);
});

test("a staff call that went out with no token at all sends the dashboard to the login page without saying a session expired", async ({ page }) => {
  test.setTimeout(60_000);
  // The sidebar's pending sign-ups count reads the users list once the dashboard opens: let that answer first.
  const counted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/users");
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  expect((await counted).status()).toBe(200);
  // The overview's own reads (figures, fees, visits) are answered too: the call
  // below must be the first to go out without a token.
  await page.waitForLoadState("networkidle");
  // The token leaves this tab's storage with no storage event here, as when another
  // tab logs out at the very moment this one asks for something.
  await page.evaluate(() => localStorage.removeItem("token"));
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/") && r.status() === 401);
  // Opening Users reads the users list. On a loaded machine a late read of the
  // overview may be the first call without a token instead, and the dashboard may
  // already be on its way to the login page: the click is dispatched, not awaited.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav[aria-label="Dashboard"] a[href="/dashboard/users"]')?.click());
  const answer = await answered;
  expect(answer.request().headers().authorization).toBeUndefined();
  expect(await answer.json()).toEqual({ success: false, message: "Please log in." });

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByText("Your session has expired")).toHaveCount(0);
});
