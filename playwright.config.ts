import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/browser";

// End-to-end tests drive Debian's Chromium against the real built server on a
// fresh SQLite database. Third parties are replaced by local servers in tests.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The server compiled once for this run (tests/e2e/server-bundle.mjs): the webServer
 * writes it before it starts, so it is there before any spec starts a server of its own.
 */
export const E2E_SERVER_BUNDLE = `.tmp/e2e-server-bundle-${PORT}`;
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password-123" };

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // One retry, never hidden: npm test names every test that passed only on it
  // (scripts/test-report.mjs), and a test that fails twice fails the run.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 768 } } }],
  webServer: {
    command: "node tests/e2e/start-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Starting bundles the server, then runs it: on a busy 2-core machine that can take a minute or more.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      E2E_SERVER_BUNDLE,
      HOST: "127.0.0.1",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // Many tests submit forms and log in from one address, often within one
      // minute; both limits themselves are tested in the API tests.
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "1000",
      SIGNIN_RATE_LIMIT_PER_MINUTE: "1000",
      // start-server.mjs serves tests/e2e/fixtures/feed.xml and points BLOG_FEED_URL at it.
      E2E_FEED: "1",
      // The shared server never asks YouTube for thumbnails; tests/e2e/video-posters.spec.ts
      // runs a server of its own against a local stand-in.
      YOUTUBE_THUMBNAIL_BASE: "off",
    },
  },
});
