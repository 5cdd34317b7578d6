import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, listening } from "../server/test/free-port";

// `npm start` is what a supervisor (systemd, Docker, pm2) runs: its exit status
// must say whether the server stopped cleanly, or the supervisor won't restart it.

let launcher: ChildProcess | undefined;
/** Processes found under the launcher, killed after a failed test so none outlives it. */
let tree: number[] = [];
afterEach(() => {
  // The launcher's tree first: killed alone, it would leave the server running.
  if (launcher?.pid) tree.push(...descendants(launcher.pid));
  launcher?.kill("SIGKILL");
  launcher = undefined;
  for (const pid of tree.filter(running)) process.kill(pid, "SIGKILL");
  tree = [];
});

/** The parent id and state of a process, from /proc (Linux), or undefined once it is gone. */
function procStat(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (command)": state, then the parent's id.
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** A process that exists and is not a zombie waiting to be reaped. */
function running(pid: number) {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== "Z";
}

/** Every process below `pid`: its children, their children and so on. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    const stat = /^\d+$/.test(entry) ? procStat(Number(entry)) : undefined;
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** How the launcher is started: by npm as a supervisor runs it, or by node itself. */
const LAUNCH = {
  node: [process.execPath, ["scripts/start.mjs"]],
  npm: ["npm", ["start", "--silent"]],
} as const;

async function startLauncher(env: Record<string, string> = {}, how: keyof typeof LAUNCH = "node") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-start-"));
  // A ready-made build (BUILD_DIR set by hand is served as it is, never rebuilt).
  fs.mkdirSync(path.join(dir, "client"));
  fs.writeFileSync(path.join(dir, "client", "index.html"), "<!doctype html><title>Home</title>");
  const port = await freePort();
  const [command, args] = LAUNCH[how];
  launcher = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: `file:${dir}/a.db`,
      BUILD_DIR: path.join(dir, "client"),
      ADMIN_USERNAME: "boot",
      ADMIN_PASSWORD: "boot-password-1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  launcher.stdout!.on("data", (d) => (output += d));
  launcher.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => launcher!.on("exit", (code) => resolve(code)));
  return { port, exited, output: () => output, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until the server answers; a start on a loaded 2-core machine can take most of a minute. */
async function waitForHealth(port: number) {
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

/** The server's own process id, from its JSON log lines (pino writes `pid`). */
function serverPid(output: string) {
  const line = output.split("\n").find((l) => l.startsWith("{") && l.includes('"pid"'));
  const pid = line ? Number(JSON.parse(line).pid) : NaN;
  if (!pid || pid === launcher!.pid) throw new Error(`no server pid in the output:\n${output}`);
  return pid;
}

describe("npm start (scripts/start.mjs)", () => {
  it("exits non-zero when the server is killed, naming the signal", async () => {
    const run = await startLauncher({ LOG_LEVEL: "info" });
    await waitForHealth(run.port);
    process.kill(serverPid(run.output()), "SIGKILL");
    expect(await run.exited).toBe(128 + os.constants.signals.SIGKILL);
    expect(run.output()).toContain("The server stopped on SIGKILL.");
    run.cleanup();
  }, 120_000);

  it("exits non-zero when the server fails to start", async () => {
    const run = await startLauncher({ PORT: "not-a-port" });
    expect(await run.exited).toBe(1);
    run.cleanup();
  }, 120_000);

  it("exits 0 after a graceful stop on SIGTERM", async () => {
    const run = await startLauncher();
    await waitForHealth(run.port);
    launcher!.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    run.cleanup();
  }, 120_000);

  // A supervisor signals the one process it started: with `npm start`, npm's own
  // PID. npm passes the signal to its shell only; everything below must follow.
  it.each(["SIGTERM", "SIGINT"] as const)(
    "npm start signalled with %s on its own PID stops the server, then exits 0 within the shutdown deadline",
    async (signal) => {
      const deadlineMs = 10_000;
      const run = await startLauncher({ LOG_LEVEL: "info", SHUTDOWN_TIMEOUT_MS: String(deadlineMs) }, "npm");
      await waitForHealth(run.port);
      tree = descendants(launcher!.pid!);
      expect(tree).toContain(serverPid(run.output()));
      const signalledAt = Date.now();
      process.kill(launcher!.pid!, signal);
      expect(await run.exited).toBe(0);
      // npm is gone only once the server has closed its port and nothing it started is left.
      expect(Date.now() - signalledAt).toBeLessThan(deadlineMs);
      expect(tree.filter(running)).toEqual([]);
      expect(await listening(run.port)).toBe(false);
      expect(run.output()).toContain('"msg":"shutting down"');
      run.cleanup();
    },
    150_000,
  );
});
