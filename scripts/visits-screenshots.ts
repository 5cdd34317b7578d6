// Screenshots of the overview's "Which pages bring students" panel at a 1366×768
// laptop and a 390×844 phone (docs/decisions/053):
//   STAFF_USERNAME=… STAFF_PASSWORD=… [SAMPLE_DB=data/academy.db] npx tsx scripts/visits-screenshots.ts http://127.0.0.1:3000 docs/screenshots
// Opens a few public pages the way visitors' browsers do (a campaign link, a
// search engine, typed in) and sends a few enquiries, so the panel shows numbers.
// With SAMPLE_DB (the SQLite file of that server, never a live site's) it also
// writes sample counts for the 29 days before today, so the day chart has a shape.
import SQLite from "better-sqlite3";
import { chromium } from "playwright-core";
import { addDays, instituteDay } from "../contracts/institute-time";
import { chromiumLaunchOptions } from "../tests/e2e/browser";
import { signIn, STAFF_SCREENS, staffAccount } from "./screenshot-staff";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots"] = process.argv.slice(2);
const account = staffAccount();

const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36";

/** Page, source and a typical day's loads, for the sample history. */
const SAMPLE_TRAFFIC: [string, string, number][] = [
  ["/", "direct", 14],
  ["/", "google", 9],
  ["/courses/python", "google", 8],
  ["/courses/python", "newsletter", 4],
  ["/courses/full-stack", "instagram", 5],
  ["/courses/data-science", "google", 4],
  ["/courses/aws", "linkedin", 2],
  ["/courses", "internal", 10],
  ["/placements", "internal", 4],
  ["/contact", "internal", 3],
];

function writeHistory(file: string) {
  const db = new SQLite(file);
  const upsert = db.prepare(
    "insert into page_views (day, page, source, views) values (?, ?, ?, ?) on conflict (day, page, source) do update set views = excluded.views",
  );
  const today = instituteDay(Date.now());
  for (let back = 29; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const [i, [page, source, typical]] of SAMPLE_TRAFFIC.entries()) {
      // A repeatable wobble around the typical count; weekends are quieter.
      const wobble = ((back * 7 + i * 13) % 9) / 8 + 0.5;
      upsert.run(day, page, source, Math.max(0, Math.round(typical * wobble * (weekend ? 0.6 : 1))));
    }
  }
  db.close();
}

async function visitToday() {
  const loads: [string, string?][] = [
    ["/courses/python?utm_source=newsletter&utm_medium=email"],
    ["/courses/python", "https://www.google.co.in/"],
    ["/courses/full-stack?utm_source=instagram"],
    ["/"],
    ["/courses/data-science", "https://www.google.com/"],
  ];
  for (const [url, referer] of loads) {
    const res = await fetch(base + url, { headers: { "user-agent": BROWSER, ...(referer ? { referer } : {}) } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  }
}

const ENQUIRIES = [
  {
    form: "course",
    name: "Kavya Sundaram",
    phone: "9840112233",
    email: "kavya.s@example.in",
    course: "Python",
    page: "/courses/python",
    utmSource: "newsletter",
  },
  {
    form: "course",
    name: "Arjun Prakash",
    phone: "9884455667",
    email: "arjun.p@example.in",
    course: "Python",
    page: "/courses/python",
    referrerHost: "www.google.co.in",
  },
  {
    form: "course",
    name: "Divya Ramesh",
    phone: "9790011223",
    email: "divya.r@example.in",
    course: "Full Stack",
    page: "/courses/full-stack",
    utmSource: "instagram",
  },
];

if (process.env.SAMPLE_DB) writeHistory(process.env.SAMPLE_DB);
await visitToday();
for (const enquiry of ENQUIRIES) {
  await fetch(`${base}/api/enquiries`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(enquiry) });
}
const browser = await chromium.launch(chromiumLaunchOptions());
for (const size of STAFF_SCREENS) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  await signIn(page, base, account);
  const panel = page.getByRole("region", { name: "Which pages bring students" });
  // Today's loads reach the database within PAGE_VIEWS_FLUSH_MS; the panel reads them when opened.
  for (let i = 0; i < 50 && !(await panel.getByText("page loads").isVisible()); i++) {
    await page.goto(`${base}/dashboard/overview`);
    await panel.waitFor();
    await page.waitForLoadState("networkidle");
  }
  await panel.getByText("page loads").waitFor();
  // The whole panel from a page scrolled to the top: an element screenshot would
  // scroll the phone's sticky header over the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await panel.boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.screenshot({ path: `${out}/dashboard-visits-${size.name}.png`, fullPage: true, clip: { ...box, y: box.y + scrolled } });
  await page.close();
}
await browser.close();
console.log(`visits screenshots written to ${out}`);
