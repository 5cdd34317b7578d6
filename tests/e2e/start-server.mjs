// Starts the built server for the end-to-end run on a fresh SQLite database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { bundleServer } from "./server-bundle.mjs";

const dir = `.tmp/e2e-${process.env.PORT}`;
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
// The blog reads a local fixture feed (E2E_FEED=1). It starts here because
// Playwright starts the webServer before any globalSetup.
if (process.env.E2E_FEED === "1" && !process.env.BLOG_FEED_URL) {
  const { startFeedServer } = await import("./fixtures/feed-server.mjs");
  process.env.BLOG_FEED_URL = (await startFeedServer()).url;
}
// Every server of the run (this one and the specs' own) runs this one bundle with plain node.
const bundle = process.env.E2E_SERVER_BUNDLE;
if (!bundle) throw new Error("E2E_SERVER_BUNDLE is not set: playwright.config.ts sets it");
await bundleServer(bundle);
const server = spawn(process.execPath, [`${bundle}/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: `file:${dir}/academy.db`,
    BUILD_DIR: `${process.env.BUILD_ROOT ?? "build"}/client`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
