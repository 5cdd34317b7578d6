// Screenshots of what a visitor without JavaScript sees after sending a form:
// the page with its messages (values kept) and the confirmation, at 390 and 1366
// px. Usage: npx tsx scripts/nojs-screenshots.ts <site url> <out dir>
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots"] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [label, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1366, 768],
] as const) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${base}/contact`);
  const form = page.locator("#enquiry-contact form");
  await form.getByLabel("Name", { exact: true }).fill("Divya Ramesh");
  await form.getByLabel("Phone", { exact: true }).fill("98400");
  await form.getByLabel("Email", { exact: true }).fill("divya@example");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForLoadState();
  await page.screenshot({ path: path.join(out, `nojs-errors-${label}.png`) });
  await form.getByLabel("Phone", { exact: true }).fill("9840012345");
  await form.getByLabel("Email", { exact: true }).fill("divya@example.com");
  await form.getByLabel("Message").fill("Is there a weekend Data Science batch?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForURL(/sent=contact/);
  await page.screenshot({ path: path.join(out, `nojs-sent-${label}.png`) });
  await context.close();
}
await browser.close();
