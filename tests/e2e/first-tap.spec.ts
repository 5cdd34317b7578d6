import type { Page, Route } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./test";
import { randomVideoId } from "./helpers/staff";

// A student on a cheap phone on a slow network taps "Register Now" the moment it
// shows, long before the page's scripts have arrived: the tap must get the form,
// and what they type must still be there, and be what is sent, once the page is live.

/** Slow 4G and a 4× slower CPU, as Lighthouse's mobile profile. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds every script of ours until `release()`: the window between the first paint and hydration, made as long as the test needs. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test("a tap on Register Now at first paint opens the form; text typed before the scripts arrive is kept and sent", async ({ context }) => {
  const page = await context.newPage(); // a plain page: this test itself decides when scripts may arrive
  await page.setViewportSize({ width: 390, height: 844 });
  await throttle(page);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });

  const register = page.getByRole("button", { name: "Register Now" }).first();
  await register.click();
  const dialog = page.locator("#enquiry-register");
  await expect(dialog.getByRole("heading", { name: "Course Registration" })).toBeVisible();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);

  const stamp = String(Date.now()).slice(-9);
  const name = `Early Tapper ${stamp.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Mobile").fill(`8${stamp}`);
  await dialog.getByLabel("Email").fill(`early.${stamp}@example.com`);
  await dialog.getByLabel("Course").selectOption({ label: "Java" });

  await release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // The page is live: the dialog is now a real modal, with everything typed still in it.
  await expect(dialog).toHaveAttribute("open", "");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel("Course")).toHaveValue("Java");

  const sent = page.waitForResponse((r) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST", { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Submit" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ form: "registration", name, mobile: `8${stamp}`, course: "Java" });
  // The modal closes on success and the confirmation stands on the page.
  await expect(page.getByRole("complementary", { name: "Your enquiry" }).getByText(/Thank you, Early/)).toBeVisible({ timeout: 15_000 });
});

test("a form sent before the scripts arrive is a post that is stored, not a lost GET", async ({ context }) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await throttle(page);
  await holdScripts(page); // never released: the whole visit happens before hydration
  await page.goto("/corporate-training", { waitUntil: "commit" });
  const form = page.locator("#enquiry-corporate form");
  const stamp = String(Date.now()).slice(-9);
  await form.getByLabel("First name").fill("Meena");
  await form.getByLabel("Last name").fill("Raghavan");
  await form.getByLabel("Work email").fill(`hr.${stamp}@example.com`);
  await form.getByLabel("Phone").fill(`9${stamp}`);
  await form.getByLabel("Company name").fill("Guindy Works");
  await form.getByLabel("People to train").fill("25");
  const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/corporate-training");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  expect((await posted).postData()).toContain("firstName=Meena");
  await expect(page).toHaveURL(/\/corporate-training\?sent=corporate#enquiry-corporate$/, { timeout: 30_000 });
  await expect(page.getByText("Thank you. We have your enquiry.")).toBeVisible();
  expect(page.url()).not.toContain("Meena");
});

test("a username and password typed (or filled by a password manager) before the scripts arrive sign the staff member in", async ({ context }) => {
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);

  await release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  // The fields still show what was typed, and the live form sends exactly that.
  await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("Username is required")).toHaveCount(0);
});

test.describe("Play pressed before the scripts arrive", () => {
  const videoId = randomVideoId();

  test.beforeAll(async ({ playwright }, info) => {
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const signin = await api.post("/api/auth/signin", { data: E2E_ADMIN });
    const { token } = (await signin.json()) as { token: string };
    const added = await api.post("/api/youtube/add", { headers: { Authorization: `Bearer ${token}` }, data: { url: `https://youtu.be/${videoId}` } });
    expect(added.status(), await added.text()).toBe(201);
    // The pages are rendered again within seconds of a staff change: wait until their HTML has the video.
    for (const path of ["/", "/student-feedback"]) {
      await expect.poll(async () => (await api.get(path)).text(), { timeout: 30_000 }).toContain(videoId);
    }
    await api.dispose();
  });

  for (const { path, where } of [
    { path: "/student-feedback", where: (page: Page) => page.locator("main") },
    // On the home page the videos section also waits for its own code (it loads as the section nears the screen).
    { path: "/", where: (page: Page) => page.getByRole("region", { name: "Job ready course videos" }) },
  ]) {
    test(`${path}: the press is kept and the video plays once the page is live`, async ({ context }) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      // This machine has no internet; answer the player request locally.
      await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      const play = where(page).getByRole("button", { name: "Play YouTube video 1", exact: true });
      await play.click();
      // Taken, and shown to be: the button is marked while the scripts are still held.
      await expect(play).toHaveAttribute("data-pressed", "");
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      await expect(page.locator("iframe")).toHaveCount(0);

      // Once live, the section reads its list again; other specs add videos meanwhile, and a
      // new first video would take slot 1. Answer that read with the list this page was built with.
      const videos = await page.evaluate(() => JSON.parse(document.getElementById("page-data")!.textContent!).loaderData.videos as unknown[]);
      await page.route(/\/api\/youtube(\?.*)?$/, (route) => route.fulfill({ json: { success: true, data: videos } }));
      await release();
      const player = where(page).locator("iframe");
      await expect(player).toHaveAttribute("title", "YouTube video 1", { timeout: 30_000 });
      await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
      // Only the pressed video, and only once.
      await expect(page.locator("iframe")).toHaveCount(1);
    });
  }
});
