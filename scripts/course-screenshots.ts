// The README's course-page screenshots (docs/decisions/061): the first three
// screens of /courses/python at 390×844 and 1366×768, on a site filled through
// the staff API the way staff would (batches with fees, trust facts, the teaching
// language and fee in parts, a trainer of the course, a placement and a review).
// Point it at a local server with an empty database, never a live site:
//   STAFF_USERNAME=… STAFF_PASSWORD=… npx tsx scripts/course-screenshots.ts http://127.0.0.1:3000 docs/screenshots
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { addDays, instituteDay } from "../contracts/institute-time";
import { chromiumLaunchOptions } from "../tests/e2e/browser";

const [base = "http://127.0.0.1:3000", out = "docs/screenshots"] = process.argv.slice(2);
const { STAFF_USERNAME: username, STAFF_PASSWORD: password } = process.env;
if (!username || !password) throw new Error("Set STAFF_USERNAME and STAFF_PASSWORD (an admin of the local server).");

async function call(method: string, path: string, token: string, body?: unknown, form?: Record<string, string>) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (form) {
    const data = new FormData();
    for (const [k, v] of Object.entries(form)) data.append(k, v);
    init.body = data;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: { data: Record<string, unknown>; revision: number; course?: Record<string, unknown> } }>;
}

const signin = await fetch(`${base}/api/auth/signin`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username, password }),
});
const { token } = (await signin.json()) as { token: string };

const today = instituteDay(Date.now());
const site = (await call("GET", "/api/content/documents/site", token)).data;
await call("PUT", "/api/content/documents/site", token, {
  data: { ...site.data, foundedYear: 2009, studentsTrained: 12500, hiringPartners: 140 },
  revision: site.revision,
});
const python = (await call("GET", "/api/content/courses/python", token)).data;
await call("PUT", "/api/content/courses/python", token, {
  data: { ...python.course, language: "English and Tamil", instalments: 3 },
  revision: python.revision,
});
/** The first day after `from` on this weekday (0 = Sunday). */
const next = (from: string, weekday: number) => {
  let day = addDays(from, 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
};
for (const [startDate, schedule, timing, mode, seatsLeft] of [
  [next(addDays(today, 7), 1), "weekday", "7:00 am – 9:00 am", "classroom", 6],
  [next(addDays(today, 7), 6), "weekend", "10:00 am – 1:00 pm", "both", 11],
] as const) {
  await call("POST", "/api/content/batches", token, {
    courseId: "python",
    startDate,
    schedule,
    timing,
    mode,
    duration: "3 months",
    feeInr: 18000,
    capacity: seatsLeft,
  });
}
const trainers = (await call("GET", "/api/content/documents/trainers", token)).data;
await call("PUT", "/api/content/documents/trainers", token, {
  data: [
    {
      name: "Priya Raman",
      role: "Lead trainer, Python",
      years: 9,
      bio: "Wrote data pipelines for a Chennai logistics firm before teaching.",
      courses: ["python"],
    },
  ],
  revision: trainers.revision,
});
await call("POST", "/api/placements/add", token, undefined, {
  name: "Karthik S",
  course: "Python",
  date: addDays(today, -20),
  placement: "Placed",
  company: "Zoho",
  role: "Python Developer",
});
await call("POST", "/api/reviews/add", token, undefined, {
  name: "Divya M",
  rating: "5",
  date: addDays(today, -10),
  review: "The weekend batch fitted my job, and the trainer explained every project step by step.",
  course: "Python",
});

const browser = await chromium.launch(chromiumLaunchOptions());
for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
]) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  // The save switches the pages within a poll: wait until the page shows it.
  for (let tries = 0; tries < 40; tries++) {
    await page.goto(`${base}/courses/python`, { waitUntil: "networkidle" });
    if (await page.getByText("Taught in English and Tamil").count()) break;
    await page.waitForTimeout(250);
  }
  // Three screens as the visitor scrolls through them (the phone's bottom bar on each), one under the other.
  const screens: Buffer[] = [];
  for (let i = 0; i < 3; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * size.height);
    await page.waitForFunction(
      (y) => Math.abs(window.scrollY - y) < 2 || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight,
      i * size.height,
    );
    screens.push(await page.screenshot());
  }
  await sharp({ create: { width: size.width, height: size.height * 3, channels: 3, background: "#ffffff" } })
    .composite(screens.map((input, i) => ({ input, top: i * size.height, left: 0 })))
    .png()
    .toFile(`${out}/courses-python-${size.name}.png`);
  await page.close();
}
await browser.close();
console.log(`course page screenshots written to ${out}`);
