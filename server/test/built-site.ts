import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

const REACT_ROUTER_CLI = path.resolve("node_modules/@react-router/dev/bin.js");

/** `react-router build` (what `npm run build` runs first) into `root`; rejects with the build's output. */
function buildSite(root: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [REACT_ROUTER_CLI, "build"], {
      env: { ...process.env, BUILD_ROOT: root, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`react-router build exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

/**
 * The web app built for real, client and server halves, into a folder of its
 * own for the tests of one describe block: the server then renders every page
 * from the database as in production. Built by the test itself, so it never
 * runs against a missing or stale build (`npm test` runs the API tests before
 * the production build). About 10 s on an idle 2-core machine, several times
 * that on a busy one, hence the long hook timeout.
 */
export function useBuiltSite(): { clientDir: string } {
  // Inside the project: the server half imports its packages from node_modules.
  fs.mkdirSync(".tmp", { recursive: true });
  const root = fs.mkdtempSync(path.resolve(".tmp", "test-site-"));
  beforeAll(() => buildSite(root), 300_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return { clientDir: path.join(root, "client") };
}
