import { E2E_ADMIN } from "../../playwright.config";
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from "./helpers/own-server";
import { tokenOf } from "./helpers/staff";
import { expect, test } from "./test";

// The overview's first-response card (docs/decisions/066), in a browser: three
// students enquire, a counsellor calls one and moves another on, and the card
// shows the week's median, the count still waiting and the per-counsellor row;
// screenshots at 1366 and 390 px. A server of its own: the numbers are exact only
// on a database nobody else uses.

const SHOTS = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : "test-results/first-response-screenshots";

let server: OwnServer | undefined;
test.afterAll(async () => server?.stop());

test("the overview shows how fast students heard from us, per week and per counsellor", async ({ page }) => {
  test.setTimeout(OWN_SERVER_START_MS + 90_000);
  server = await startOwnServer("first-response");
  const base = server.baseURL;
  await page.setViewportSize({ width: 1366, height: 900 });

  const ids: string[] = [];
  for (const [name, phone] of [
    ["Revathi M", "9840156701"],
    ["Arjun S", "9840156702"],
    ["Fathima B", "9840156703"],
  ] as const) {
    const res = await page.request.post(`${base}/api/enquiries`, {
      data: { form: "contact", name, phone, email: `${phone}@example.in`, message: "Weekend batches?" },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }

  await page.goto(`${base}/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  // The admin calls the first student and moves the second on; the third is still waiting.
  expect(
    (await page.request.post(`${base}/api/enquiries/${ids[0]}/activities`, { headers: auth, data: { kind: "call", outcome: "connected" } })).status(),
  ).toBe(201);
  expect((await page.request.patch(`${base}/api/enquiries/${ids[1]}`, { headers: auth, data: { status: "contacted", revision: 1 } })).status()).toBe(200);
  await page.reload();

  const card = page.getByRole("region", { name: "First response time" });
  await expect(card.getByText(/This week, half of the students heard from us within/)).toBeVisible();
  await expect(card.getByText(/1 lead has not heard from us yet/)).toBeVisible();
  const perCounsellor = card.getByRole("table", { name: /per counsellor/ });
  // No counsellor takes enquiries on this server: all three are unassigned, two answered.
  await expect(perCounsellor.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Unassigned" }) })).toContainText(/3\s*2/);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/first-response-1366.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/first-response-390.png` });
});
