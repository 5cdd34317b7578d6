import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { E2E_ADMIN, E2E_SERVER_BUNDLE } from "../../../playwright.config";
import { test as base, expect } from "../test";

// A spec that changes what every page shows (a 13th course, the home page's
// points) would break the specs that count or read those things while they run
// in parallel on the shared server. Such a spec gets a server of its own: the
// same built site and server code, its own port and a fresh SQLite database.

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/** How long a server of a spec's own may take to start; its fixtures allow this plus a margin. */
export const OWN_SERVER_START_MS = 150_000;
/** The timeout of a worker fixture that starts an own server (and stops it). */
export const OWN_SERVER_FIXTURE_MS = OWN_SERVER_START_MS + 30_000;

/** A server of a spec's own whose process clock the spec sets (docs/decisions/073). */
export interface ClockedServer extends OwnServer {
  /** Moves the server's clock to this moment, then waits for one reminder round and one outbox round run at it. */
  setServerTime: (at: Date) => Promise<void>;
  /** The server's time now, to the millisecond (both processes read one machine's wall clock). */
  now: () => number;
}

/**
 * An own server whose whole process believes it is `at` (and runs on from there):
 * the production server started through server/test/main-at-time.ts.
 */
export async function startClockedServer(name: string, at: Date, env: Record<string, string> = {}): Promise<ClockedServer> {
  const wallAt = Date.now();
  let offset = at.getTime() - wallAt;
  const timed = { ...env, E2E_SERVER_TIME: at.toISOString(), E2E_SERVER_TIME_SET_AT: String(wallAt) };
  const server = await startOwnServer(name, timed, undefined, "main-at-time");
  const child = server.child;
  return {
    baseURL: server.baseURL,
    stop: server.stop,
    now: () => Date.now() + offset,
    setServerTime: (moment) =>
      new Promise<void>((resolve, reject) => {
        const setAt = Date.now();
        offset = moment.getTime() - setAt;
        const done = (message: { type?: string; at?: string }) => {
          if (message.type !== "time-set" || message.at !== moment.toISOString()) return;
          child.off("message", done);
          resolve();
        };
        child.on("message", done);
        child.send({ type: "set-time", at: moment.toISOString(), setAt }, (err) => err && reject(err));
      }),
  };
}

/**
 * `env` adds to or overrides the server's environment (e.g. a local stand-in for a third party);
 * `onLog` receives the server's log output (its stdout) as it comes; `entry` is the bundle's
 * entry node runs (the production one unless a clocked server is asked for). The bundle is
 * the run's one compile of the server (tests/e2e/server-bundle.mjs, docs/decisions/075).
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string> = {},
  onLog?: (text: string) => void,
  entry: "main" | "main-at-time" = "main",
): Promise<OwnServer & { child: ChildProcess }> {
  const file = `${E2E_SERVER_BUNDLE}/${entry}.js`;
  if (!fs.existsSync(file)) throw new Error(`no server bundle at ${file}: the run's webServer (tests/e2e/start-server.mjs) writes it`);
  const port = await freePort();
  const dir = `.tmp/e2e-${name}-${port}`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [file], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dir}/academy.db`,
      BUILD_DIR: `${process.env.BUILD_ROOT ?? "build"}/client`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "1000",
      SIGNIN_RATE_LIMIT_PER_MINUTE: "1000",
      BLOG_FEED_URL: "",
      // No own server reaches YouTube unless a spec points it at a local stand-in.
      YOUTUBE_THUMBNAIL_BASE: "off",
      ...env,
    },
    // A clocked server is told the time over an IPC channel; the production entry gets none.
    stdio: ["ignore", onLog ? "pipe" : "ignore", "inherit", ...(entry === "main" ? [] : ["ipc" as const])],
  });
  child.stdout?.setEncoding("utf8").on("data", (text: string) => onLog?.(text));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Starting (migrations, the first account, the site's renderer) can take a
  // minute on a busy machine. The deadline is the fixture's own timeout (OWN_SERVER_START_MS).
  const deadline = Date.now() + OWN_SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${name} exited with code ${child.exitCode}`);
    const up = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server for ${name} did not start within ${OWN_SERVER_START_MS / 1000} s`);
}

/**
 * `test` whose pages and `request` talk to a server of their own, started once
 * per worker and shared by the specs that use this `test` in that worker.
 */
export const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide) => {
      const server = await startOwnServer("own");
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: OWN_SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
});

export { expect };

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * One axe run takes a second on a quiet machine and over 30 s on a loaded 2-core
 * one: each run adds its own minute to the test's time, so a slow machine makes a
 * slow test, never a failed one. What axe reports is checked in full either way.
 */
export function allowTimeForAxe() {
  test.info().setTimeout(test.info().timeout + 60_000);
}

/** axe-core's WCAG 2.1 A and AA findings on the page as it is now, reported by rule and element. */
export async function expectNoViolations(page: Page, where: string) {
  allowTimeForAxe();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const report = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(" "), why: n.failureSummary })),
  }));
  expect(report, `axe violations on ${where}`).toEqual([]);
}
