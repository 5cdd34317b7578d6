// Screenshots of a certificate as printed (dashboard) and of the public check,
// at a 1366×768 laptop and a 390×844 phone:
//   STAFF_USERNAME=… STAFF_PASSWORD=… npx tsx scripts/certificate-screenshots.ts http://127.0.0.1:3000 docs/screenshots
// Issues two sample certificates through the API (one then revoked), so it is
// meant for a local or test server, not the live site.
import { type Page, chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/e2e/browser";
import { signIn, STAFF_SCREENS, staffAccount } from "./screenshot-staff";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots"] = process.argv.slice(2);
const account = staffAccount();
const { username, password } = account;

async function call<T>(path: string, token: string | null, body?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const { token } = await call<{ token: string }>("/api/auth/signin", null, { username, password });
type Issued = { data: { _id: string; certificateId: string } };
const sample = { course: "Data Science", batch: "Data Science weekday, Jul 2026", startDate: "2026-07-06", endDate: "2026-10-16", grade: "A" };
const valid = (await call<Issued>("/api/certificates", token, { ...sample, studentName: "Lakshmi Narayanan" })).data;
const revoked = (await call<Issued>("/api/certificates", token, { ...sample, studentName: "Sample Revoked" })).data;
await call(`/api/certificates/${revoked._id}/revoke`, token, { reason: "Sample for the screenshots" });

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${out}/${name}.png`, fullPage });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const size of STAFF_SCREENS) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  await page.goto(`${base}/verify/${valid.certificateId}`);
  await shot(page, `verify-valid-${size.name}`, true);
  await page.goto(`${base}/verify/${revoked.certificateId}`);
  await shot(page, `verify-revoked-${size.name}`);
  await page.goto(`${base}/verify`);
  await shot(page, `verify-form-${size.name}`);

  await signIn(page, base, account);
  await page.goto(`${base}/dashboard/certificates`);
  await page.getByRole("heading", { level: 1, name: "Certificates" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `dashboard-certificates-${size.name}`);
  await page.getByRole("button", { name: "Print Lakshmi Narayanan's certificate" }).first().click();
  await page.getByTestId("certificate-id").waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `certificate-print-${size.name}`);
  await page.close();
}
// The sheet as it goes to paper: A4 landscape, nothing of the dashboard.
const print = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await signIn(print, base, account);
await print.goto(`${base}/dashboard/certificates`);
await print.getByRole("button", { name: "Print Lakshmi Narayanan's certificate" }).first().click();
await print.getByTestId("certificate-id").waitFor();
await print.emulateMedia({ media: "print" });
await print.setViewportSize({ width: 1123, height: 794 });
await shot(print, "certificate-print-media");
await browser.close();
