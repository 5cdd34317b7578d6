import { E2E_ADMIN } from "../../playwright.config";
import { newAccount } from "./helpers/staff";
import { OWN_SERVER_FIXTURE_MS, type OwnServer, startOwnServer } from "./helpers/own-server";
import { expect, test } from "./test";

// docs/decisions/055: the login and signup forms are posts from the first byte.
// Without JavaScript (and so before a slow phone has run the page's script) a
// click sends the password in a POST body, never in an address, the server
// answers with the page and its message, or logs in and sends the browser to
// the dashboard, whose script takes the session over once JavaScript is there.
// The server runs on its own here so its log can be read.

// One server for both tests (its start is the slow part).
test.describe.configure({ mode: "serial" });

let server: OwnServer;
const log: string[] = [];
const logged = () => log.join("");

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_FIXTURE_MS);
  server = await startOwnServer("login-no-js", { LOG_LEVEL: "info", SIGNIN_RATE_LIMIT_PER_MINUTE: "1000" }, (text) => void log.push(text));
});
test.afterAll(async () => server?.stop());

test("without JavaScript a login is a post: messages beside the form, then the dashboard, and the password in no address or log line", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on("request", (r) => addresses.push(r.url()));

  await page.goto("/login");
  const form = page.getByRole("form", { name: "Staff login" });
  await expect(form).toHaveAttribute("method", "post");

  // A wrong password: the page again, its message above the form, the username kept, the password not.
  const wrong = "not-the-admin-password-42";
  await form.getByLabel("Username").fill(E2E_ADMIN.username);
  await form.getByLabel("Password", { exact: true }).fill(wrong);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password.");
  await expect(page).toHaveURL(`${server.baseURL}/login`);
  await expect(form.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");

  // An unknown username says so.
  await form.getByLabel("Username").fill("nobody-here");
  await form.getByLabel("Password", { exact: true }).fill(wrong);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Username not found.");

  // The right password: logged in, on the dashboard, which asks for JavaScript.
  await form.getByLabel("Username").fill(E2E_ADMIN.username);
  await form.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${server.baseURL}/dashboard`);
  // (Playwright turns scripts off after parsing, so a <noscript> is not laid out here; its text is in the page.)
  expect(await page.content()).toContain("The dashboard needs JavaScript: turn it on and reload this page.");

  for (const address of addresses) {
    expect(address).not.toContain(encodeURIComponent(wrong));
    expect(address).not.toContain(encodeURIComponent(E2E_ADMIN.password));
    expect(address).not.toContain("password=");
  }

  // JavaScript on later, same browser: the dashboard takes the session over and opens.
  const withScripts = await browser.newContext({ baseURL: server.baseURL, storageState: await context.storageState() });
  const dashboard = await withScripts.newPage();
  await dashboard.goto("/dashboard");
  await expect(dashboard.getByRole("button", { name: /log ?out/i })).toBeVisible({ timeout: 30_000 });
  expect(await dashboard.evaluate(() => localStorage.getItem("token"))).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // A GET carrying a password (an old bookmark, a form elsewhere) is logged with the value replaced.
  const secret = "Gu3ss-This-One-Never";
  await fetch(`${server.baseURL}/login?username=${E2E_ADMIN.username}&password=${secret}`);
  await expect.poll(logged, { timeout: 15_000 }).toContain("password=[redacted]");
  expect(logged()).not.toContain(secret);
  expect(logged()).not.toContain(wrong);
  expect(logged()).not.toContain(E2E_ADMIN.password);
  await withScripts.close();
  await context.close();
});

test("without JavaScript a signup is a post: the server's messages beside the fields, then the login page says the account waits", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on("request", (r) => addresses.push(r.url()));
  const account = newAccount();

  await page.goto("/signup");
  const form = page.getByRole("form", { name: "Staff signup" });
  await expect(form).toHaveAttribute("method", "post");
  const fill = async (password: string) => {
    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Mobile").fill(account.mobile);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Sign up" }).click();
  };
  // The institute's name and a year: refused, said beside the password, everything else kept.
  await fill("chennaitech2026");
  await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/institute's name/);
  await expect(form.getByLabel("Username")).toHaveValue(account.username);
  await expect(form.getByLabel("Email")).toHaveValue(account.email);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");

  await fill(account.password);
  await expect(page).toHaveURL(`${server.baseURL}/login?sent=signup`);
  await expect(page.getByRole("alert")).toHaveText("Account created. An admin must verify it before you can log in.");
  for (const address of addresses) expect(address).not.toContain("chennaitech2026");
  await context.close();
});
