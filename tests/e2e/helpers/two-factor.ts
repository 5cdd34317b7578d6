import { type Page, expect } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// Two-factor login in the dashboard, as a staff member with a phone would do it.

/** The phone's authenticator app: the current code for a secret read off the setup screen. */
export const appCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 });

/** From the two-factor section's start: password, QR code, first code. Answers the recovery codes shown. */
export async function setUpTwoFactor(page: Page, password: string) {
  await page.getByRole("button", { name: "Set up two-factor login" }).click();
  const start = page.getByRole("form", { name: "Start two-factor setup" });
  await start.getByLabel("Current password").fill(password);
  await start.getByRole("button", { name: "Continue" }).click();

  const confirm = page.getByRole("form", { name: "Confirm two-factor setup" });
  const qr = confirm.getByRole("img", { name: "QR code to scan with your authenticator app" });
  await expect(qr).toBeVisible();
  // Drawn by our server: a data URL, no request to any QR service.
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (await confirm.getByTestId("totp-secret").textContent()) ?? "";
  await confirm.getByLabel("Code").fill(appCode(secret));
  await confirm.getByRole("button", { name: "Turn on two-factor login" }).click();

  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return { secret, codes: await codes.allTextContents() };
}
