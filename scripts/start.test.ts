import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// `npm start` is what a supervisor (systemd, Docker, pm2) runs: its exit status
// must say whether the server stopped cleanly, or the supervisor won't restart it.

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

let launcher: ChildProcess | undefined;
afterEach(() => {
  launcher?.kill("SIGKILL");
  launcher = undefined;
});

async function startLauncher(env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-start-"));
  // A ready-made build (BUILD_DIR set by hand is served as it is, never rebuilt).
  fs.mkdirSync(path.join(dir, "client"));
  fs.writeFileSync(path.join(dir, "client", "index.html"), "<!doctype html><title>Home</title>");
  const port = await freePort();
  launcher = spawn(process.execPath, ["scripts/start.mjs"], {
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

async function waitForHealth(port: number) {
  for (let i = 0; i < 200; i++) {
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
  }, 60_000);

  it("exits non-zero when the server fails to start", async () => {
    const run = await startLauncher({ PORT: "not-a-port" });
    expect(await run.exited).toBe(1);
    run.cleanup();
  }, 60_000);

  it("exits 0 after a graceful stop on SIGTERM", async () => {
    const run = await startLauncher();
    await waitForHealth(run.port);
    launcher!.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    run.cleanup();
  }, 60_000);
});
