// Screenshots of the staff dashboard at a 1366×768 laptop and a 390×844 phone:
//   STAFF_USERNAME=… STAFF_PASSWORD=… npx tsx scripts/dashboard-screenshots.ts http://127.0.0.1:3000 docs/screenshots
// Signs in with the given admin account; on an empty inbox it first sends a few
// sample enquiries through the public API (a fresh install has none), so the
// pictures show a working day rather than empty states.
import { type Page, chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/e2e/browser";
import { signIn, STAFF_SCREENS, staffAccount } from "./screenshot-staff";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots"] = process.argv.slice(2);
const account = staffAccount();
const { username, password } = account;

const SAMPLES = [
  { form: "course", name: "Kavya Sundaram", phone: "9840112233", email: "kavya.s@example.in", course: "Python" },
  { form: "contact", name: "Arjun Prakash", phone: "9884455667", email: "arjun.p@example.in", message: "Is there a weekend batch for Full Stack?" },
  { form: "course", name: "Divya Ramesh", phone: "9790011223", email: "divya.r@example.in", course: "Data Science" },
  {
    form: "contact",
    name: "Mohammed Irfan",
    phone: "9003344556",
    email: "irfan.m@example.in",
    message: "What is the fee for AWS, and do you help with placement?",
  },
  { form: "course", name: "Sneha Balaji", phone: "9941122334", email: "sneha.b@example.in", course: "Digital Marketing" },
];

async function token() {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function seedIfEmpty() {
  const list = await fetch(`${base}/api/enquiries?limit=10`, { headers: { authorization: `Bearer ${await token()}` } });
  if (((await list.json()) as { total: number }).total > 0) return;
  for (const sample of SAMPLES) {
    await fetch(`${base}/api/enquiries`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(sample) });
  }
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${out}/${name}.png` });

await seedIfEmpty();
const browser = await chromium.launch(chromiumLaunchOptions());
for (const size of STAFF_SCREENS) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  await signIn(page, base, account);
  await page.goto(`${base}/dashboard/enquiries`);
  await page.getByRole("heading", { level: 1, name: "Enquiries" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `dashboard-inbox-${size.name}`);
  const first =
    size.name === "desktop"
      ? page.getByRole("region", { name: "Enquiries table" }).getByRole("row").nth(1)
      : page.getByRole("list", { name: "Enquiries" }).getByRole("listitem").first();
  await first.click();
  await page.getByRole("dialog").waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `dashboard-lead-${size.name}`);
  await page.keyboard.press("Escape");
  await page.goto(`${base}/dashboard/overview`);
  await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `dashboard-overview-${size.name}`);
  if (size.name === "phone") {
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.waitForTimeout(300); // the menu's slide-in animation, for the picture only
    await shot(page, "dashboard-menu-phone");
  }
  await page.close();
}
await browser.close();
console.log(`dashboard screenshots written to ${out}`);
