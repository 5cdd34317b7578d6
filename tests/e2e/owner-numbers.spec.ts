import { formatDate } from "#contracts/date-format";
import { addDays, instituteDay } from "#contracts/institute-time";
import { E2E_ADMIN } from "../../playwright.config";
import { OWN_SERVER_START_MS } from "./helpers/own-server";
import { type PaymentsSite, startPaymentsSite } from "./helpers/payments-site";
import { tokenOf, uniquePhone } from "./helpers/staff";
import { expect, test } from "./test";

// "The owner's numbers" on the admin's Overview (docs/decisions/070), in a
// browser: visits, leads from three sources, a batch with students, a paid fee
// (the Razorpay stand-in) and a register taken; the card shows the batch's fill,
// attendance and fees, money per course and source with the note for more
// enquiries than visits, and the counsellors' row; this month by default, then
// last month chosen by keyboard (nothing collected, the seats and what is owed
// still today's) and chosen dates (docs/decisions/072). Screenshots at 1366 and
// 390 px. A server of its own: the numbers are exact only on a database nobody else uses.

const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/owner-numbers-screenshots";
const KEYS = { keyId: "rzp_test_e2eowner", keySecret: "s3cret-e2eowner", webhookSecret: "wh00k-e2eowner" };

let server: PaymentsSite | undefined;
test.afterAll(async () => {
  await server?.stop();
});

test("the overview shows the owner's numbers: batches, money by course and source, counsellors", async ({ page }) => {
  test.setTimeout(OWN_SERVER_START_MS + 120_000);
  server = await startPaymentsSite("owner-numbers", KEYS, { PAGE_VIEWS_FLUSH_MS: "200" });
  const base = server.baseURL;
  await page.setViewportSize({ width: 1366, height: 900 });

  // One visit from the newsletter (two enquiries will name it), three from Google.
  await page.goto(`${base}/courses/java?utm_source=newsletter`);
  for (let i = 0; i < 3; i++) await page.goto(`${base}/courses/python`, { referer: "https://www.google.co.in/" });

  const ids: string[] = [];
  for (const [name, phone, origin] of [
    ["Revathi M", uniquePhone(), { utmSource: "newsletter" }],
    ["Arjun S", uniquePhone(), { utmSource: "newsletter" }],
    ["Fathima B", uniquePhone(), { referrerHost: "www.google.co.in" }],
    ["Karthik R", uniquePhone(), {}],
  ] as const) {
    const res = await page.request.post(`${base}/api/enquiries`, {
      data: { form: "course", course: "Java", page: "/courses/java", name, phone, email: `${phone}@example.in`, ...origin },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }

  await page.goto(`${base}/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const ok = async (res: Promise<{ status: () => number; text: () => Promise<string>; json: () => Promise<unknown> }>, status: number) => {
    const r = await res;
    expect(r.status(), await r.text()).toBe(status);
    return (await r.json()) as { data: Record<string, unknown> };
  };

  // A weekday Java batch that started ten days ago, 20 seats; three students.
  const today = instituteDay(Date.now());
  const batch = (
    await ok(
      page.request.post(`${base}/api/content/batches`, {
        headers,
        data: {
          courseId: "java",
          startDate: addDays(today, -10),
          schedule: "weekday",
          timing: "7:00 am – 9:00 am",
          mode: "classroom",
          duration: "3 months",
          capacity: 20,
        },
      }),
      201,
    )
  ).data as { id: string };
  for (const leadId of ids.slice(0, 3)) await ok(page.request.post(`${base}/api/batches/${batch.id}/students`, { headers, data: { leadId } }), 201);
  // Revathi pays the first of two instalments; Arjun's fee is still to come.
  const fee = (
    await ok(
      page.request.post(`${base}/api/enquiries/${ids[0]}/payments`, {
        headers,
        data: {
          description: "Java course fee",
          batchId: batch.id,
          instalments: [
            { amountInr: 12000, dueDate: today },
            { amountInr: 12000, dueDate: addDays(today, 30) },
          ],
        },
      }),
      201,
    )
  ).data as { instalments: { id: string }[] };
  await ok(
    page.request.post(`${base}/api/enquiries/${ids[1]}/payments`, {
      headers,
      data: { description: "Java course fee", instalments: [{ amountInr: 24000, dueDate: addDays(today, 7) }] },
    }),
    201,
  );
  const link = [...server.gateway.links.values()].find((l) => (l.request.notes as Record<string, string>).enquiry_id === ids[0])!;
  const event = server.gateway.pay(link.id);
  expect((await fetch(`${base}/api/payments/razorpay/webhook`, { method: "POST", body: event.body, headers: event.headers })).status).toBe(200);
  expect(fee.instalments).toHaveLength(2);
  // Fathima missed the first class.
  const sessions = (await ok(page.request.get(`${base}/api/batches/${batch.id}/sessions`, { headers }), 200)).data as {
    sessions: { id: string; date: string }[];
  };
  const first = sessions.sessions.find((s) => s.date < today)!;
  await ok(page.request.put(`${base}/api/sessions/${first.id}/attendance`, { headers, data: { absent: [ids[2]] } }), 200);

  await page.reload();
  const card = page.getByRole("region", { name: "The owner's numbers" });
  await expect(card.getByText(/₹12,000\s*collected/)).toBeVisible();
  const batches = card.getByRole("table", { name: /Per batch/ });
  await expect(batches.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Java/ }) })).toContainText("3 of 20");
  await expect(batches).toContainText("₹36,000");
  const sources = card.getByRole("table", { name: /Per source/ });
  await expect(sources.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "newsletter" }) })).toContainText("200 % *");
  await expect(card.getByText(/More enquiries than counted visits/)).toBeVisible();
  // Tall enough for the whole card, centred, so the dashboard's fixed bar covers none of it.
  const shoot = async (width: number, name: string) => {
    await page.setViewportSize({ width, height: 1400 });
    await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await card.screenshot({ path: `${SHOTS}/${name}` });
  };
  await shoot(1366, "owner-numbers-1366.png");
  await shoot(390, "owner-numbers-390.png");
  // Nothing wider than the phone: every table fits without scrolling sideways.
  expect(await card.evaluate((el) => [...el.querySelectorAll("table")].every((t) => t.scrollWidth <= t.parentElement!.clientWidth))).toBe(true);

  // The period: this month unless chosen. Last month (arrow key on the select) had none of this money or these
  // leads; the batch's seats and what is owed are today's whatever the period.
  await page.setViewportSize({ width: 1366, height: 1400 });
  const period = card.getByRole("combobox", { name: "Period" });
  await expect(period).toHaveValue("this-month");
  await expect(card.getByText(`${formatDate(`${today.slice(0, 7)}-01`)} – ${formatDate(today)}`)).toBeVisible();
  await period.focus();
  await page.keyboard.press("ArrowDown");
  await expect(period).toHaveValue("last-month");
  await expect(card.getByText(/^Last month: ₹0\s*collected/)).toBeVisible();
  await expect(card.getByText("No leads yet.").first()).toBeVisible();
  await expect(batches.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Java/ }) })).toContainText("3 of 20");
  await expect(batches).toContainText("₹36,000");
  // Chosen dates: today alone has it all again.
  await period.selectOption("custom");
  await card.getByLabel("From").fill(today);
  await card.getByLabel("To").fill(today);
  await card.getByRole("button", { name: "Show" }).click();
  await expect(card.getByText(`${formatDate(today)} – ${formatDate(today)}: ₹12,000 collected`, { exact: false })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 1400 });
  await card.screenshot({ path: `${SHOTS}/owner-numbers-dates-390.png` });
});
