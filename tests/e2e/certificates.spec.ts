import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./test";
import { expectNoViolations } from "./helpers/own-server";
import { logIn, openSection, search, toast, unique } from "./helpers/staff";

// Certificates (docs/decisions/052): staff issue one in the dashboard
// and see it as printed, with its ID and QR code; a visitor types the ID on
// /verify and is told it is valid; after an admin revokes it the same check says
// revoked. The visitor has a browser of their own: the verification page is
// plain HTML with no script, so it never carries the dashboard's hydration mark.

test.use({ viewport: { width: 1366, height: 768 } });

test("a certificate issued in the dashboard prints with its ID and QR code, verifies as valid, and as revoked once revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  const student = `Nila ${unique("cert")}`;
  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Certificates", "certificates");

  await page.getByRole("button", { name: "Issue certificate" }).click();
  const form = page.getByRole("dialog", { name: "Issue certificate" });
  await form.getByLabel("Student's name").fill(student);
  await form.getByLabel("Course").fill("Full Stack");
  await form.getByLabel("Batch").fill("Full Stack weekend, Jun 2026");
  await form.getByLabel("Start date").fill("2026-06-06");
  await form.getByLabel("End date").fill("2026-10-30");
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(toast(page, "issued")).toBeVisible();

  // The printable certificate opens at once: the institute, the student, the course, the dates, the ID and its QR code.
  const sheet = page.getByRole("dialog", { name: "Printable certificate" });
  await expect(sheet.getByText("Certificate of Completion")).toBeVisible();
  await expect(sheet.getByText("Chennai Tech Academy").first()).toBeVisible();
  await expect(sheet.getByText(student)).toBeVisible();
  await expect(sheet.getByText("Full Stack weekend, Jun 2026, 6 Jun 2026 to 30 Oct 2026")).toBeVisible();
  const id = (await sheet.getByTestId("certificate-id").innerText()).trim();
  expect(id).toMatch(/^CTA(-[2-9A-Z]{4}){3}$/);
  const qr = sheet.getByRole("img", { name: /QR code linking to http.*\/verify\// });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("alt")).toContain(`/verify/${id}`);
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);

  // A visitor, without JavaScript, types the ID (lower case, spaces: as people do) and presses Check.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const check = await visitor.newPage();
  await check.goto("/verify");
  await expect(check.getByRole("heading", { level: 1, name: "Verify a certificate" })).toBeVisible();
  // The site's own header and footer, and nothing to run: it is plain HTML and a GET form.
  await expect(check.getByRole("banner")).toBeVisible();
  await expect(check.getByRole("contentinfo")).toBeAttached();
  await expect(check.locator("script")).toHaveCount(0);
  await check.getByLabel("Certificate ID").fill(id.toLowerCase().replace(/-/g, " "));
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check).toHaveURL(new RegExp(`/verify/${id}$`));
  await expect(check.getByRole("status")).toHaveText(/Valid certificate/);
  const main = check.getByRole("main");
  await expect(main.getByText(student)).toBeVisible();
  await expect(main.getByText("Full Stack", { exact: true })).toBeVisible();

  // The admin revokes it with a reason.
  await search(page, "certificates", student);
  await expect(page.getByRole("row").filter({ hasText: student })).toContainText("Valid");
  await page.getByRole("button", { name: `Revoke ${student}'s certificate` }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke certificate?" });
  await revoke.getByLabel("Reason").fill("Issued to the wrong batch");
  await revoke.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(toast(page, "Certificate revoked")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: student })).toContainText("Revoked");

  await check.reload();
  await expect(check.getByRole("status")).toHaveText(/Revoked/);
  await expect(check.getByText("wrong batch")).toHaveCount(0);
  await visitor.close();

  // The page passes the same accessibility checks as the rest of the site.
  const reader = await browser.newContext({ baseURL });
  const audit = await reader.newPage();
  await audit.goto(`/verify/${id}`);
  await expectNoViolations(audit, `/verify/${id}`);
  await reader.close();
});
