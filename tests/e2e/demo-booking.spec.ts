import { E2E_ADMIN } from "../../playwright.config";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { seedSite } from "./seed";
import { expect, test } from "./test";

// Where a student decides (the course page's "Apply Now"), they can book a free
// demo class too; the confirmation then repeats the slot in Chennai time, whatever
// zone their phone is set to, with the place and an "Add to calendar" file.

// A phone set to another zone: the confirmation must still say Chennai time.
test.use({ timezoneId: "America/New_York" });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The instant as a Chennai wall clock (UTC+05:30), worked out here independently of the page's code. */
function chennai(at: string) {
  const d = new Date(Date.parse(at) + 330 * 60_000);
  const hour = d.getUTCHours();
  const minute = String(d.getUTCMinutes()).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hour % 12 || 12}:${minute} ${hour < 12 ? "am" : "pm"} (Chennai time)`;
}

test("Apply Now books a free demo: the confirmation repeats it in Chennai time, the place and a calendar file", async ({ page, request }) => {
  const phone = `8${String(Date.now()).slice(-9)}`;
  await page.goto("/courses/python");
  await page.getByTestId("course-hero").getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply for Python" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill("Demo Seeker");
  await dialog.getByLabel("Email").fill(`demo.${phone}@example.com`);
  await dialog.getByLabel("Phone").fill(phone);
  // The slots are radio choices in the page (docs/decisions/061); a later one than the default is chosen.
  const demo = dialog.getByRole("group", { name: /Free demo class/ }).getByRole("radio");
  await expect(demo.first()).toBeChecked();
  const chosen = (await demo.nth(1).getAttribute("value"))!;
  await demo.nth(1).check();
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Book my free demo" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);

  const confirmation = dialog.locator("[data-enquiry-confirmation]");
  await expect(confirmation.getByRole("heading")).toHaveText("Thank you, Demo. Your free demo class is booked.");
  const booking = confirmation.locator("[data-demo-booking]");
  await expect(booking.getByRole("definition").first()).toHaveText(chennai(chosen));
  await expect(booking).toContainText(seedSite.fullAddress);
  await expect(booking.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", seedSite.directionsHref);

  // The calendar file: the booked instant, an hour, at the institute; the link holds no personal data.
  const calendar = booking.getByRole("link", { name: "Add to calendar" });
  const href = (await calendar.getAttribute("href"))!;
  expect(href).not.toContain(phone);
  expect(href).not.toContain("Demo");
  const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
  expect(download.suggestedFilename()).toBe("demo-class-python.ics");
  const file = await request.get(href);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = (await file.text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain(`DTSTART:${chosen.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}`);
  expect(ics).toContain("SUMMARY:Free demo class: Python at");

  // Staff see the booking, from the Apply Now form.
  const { token } = (await (await request.post("/api/auth/signin", { data: E2E_ADMIN })).json()) as { token: string };
  const { id } = (await answer.json()) as { id: string };
  const lead = (await (await request.get(`/api/enquiries/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as EnquiryDetail;
  expect(lead).toMatchObject({ status: "demo_scheduled", followUpAt: chosen, course: "Python" });
});
