// Takes phone (390×844) and desktop (1366×768) screenshots of a running site:
//   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 docs/screenshots / /courses/python
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/e2e/browser";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/courses/python"];
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
];

const browser = await chromium.launch(chromiumLaunchOptions());
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  for (const p of targets) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const slug = p === "/" ? "home" : p.replace(/^\//, "").replace(/\//g, "-");
    await page.screenshot({ path: `${out}/${slug}-${size.name}.png`, fullPage: process.env.FULL === "1" });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
