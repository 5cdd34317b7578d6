import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, inject } from "vitest";

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
 * The run's one build, shared by every file and worker: the first to ask builds
 * (it alone makes the folder), the others wait for its DONE or FAILED mark. A
 * build took 10 s on an idle 2-core machine and several times that on a busy
 * one, once per file before (docs/decisions/074). The server only reads it.
 */
async function sharedBuild(root: string): Promise<void> {
  const done = path.join(root, "DONE");
  const failed = path.join(root, "FAILED");
  let mine = true;
  try {
    fs.mkdirSync(root);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    mine = false;
  }
  if (mine) {
    try {
      await buildSite(root);
      fs.writeFileSync(done, "");
    } catch (err) {
      fs.writeFileSync(failed, String(err));
      throw err;
    }
    return;
  }
  // Polled, not slept: the hook's timeout bounds the wait.
  for (;;) {
    if (fs.existsSync(done)) return;
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, "utf8"));
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The web app built for real, client and server halves, for the tests of one
 * describe block: the server then renders every page from the database as in
 * production. Built by the test run itself (once, server/test/global-setup.ts),
 * so it never runs against a missing or stale build (`npm test` runs the API
 * tests before the production build); hence the long hook timeout.
 */
export function useBuiltSite(): { clientDir: string } {
  // Inside the project: the server half imports its packages from node_modules.
  const root = path.join(inject("sharedDir"), "site");
  beforeAll(() => sharedBuild(root), 300_000);
  return { clientDir: path.join(root, "client") };
}
