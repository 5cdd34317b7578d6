import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { connect } from "./db/connect";
import { testDatabases } from "./test/databases";
import { backends, backendsGone, databaseName, terminateConnections } from "./test/pg-admin";
import { healthFrom, stalledRequest } from "./test/sockets";
import { until } from "./test/until";

// The real server process: start-up, bad configuration and a graceful stop.

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
afterEach(() => child?.kill("SIGKILL"));

function start(env: Record<string, string>) {
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "info", ADMIN_USERNAME: "boot", ADMIN_PASSWORD: "boot-password-1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));
  return { output: () => output, exited };
}

/** How many requests to `url` the server's JSON log says it has started on. */
const requestsLogged = (output: string, url: string) =>
  output.split("\n").filter((l) => l.startsWith("{") && l.includes('"incoming request"') && l.includes(`"url":"${url}"`)).length;

/**
 * Waits for the started server to answer its health check. Starting compiles the
 * server (tsx), which on a busy 2-core machine can take a minute.
 */
async function waitForHealth(port: number) {
  await until(
    "the server to become healthy",
    async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    START_DEADLINE_MS,
  );
}

/** How long a started server may take to answer; each test's own timeout leaves room after it. */
const START_DEADLINE_MS = 90_000;
const TEST_TIMEOUT_MS = START_DEADLINE_MS + 60_000;

describe("the server process", () => {
  it(
    "stops with a clear message on a bad configuration value",
    async () => {
      const proc = start({ PORT: "not-a-port" });
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toContain("Invalid configuration");
      expect(proc.output()).toContain("PORT");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "logs requests as JSON and shuts down cleanly on SIGTERM, closing the database",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-main-"));
      const port = await freePort();
      const proc = start({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${dir}/a.db` });
      await waitForHealth(port);
      // A request still being received when the signal arrives is finished, not cut:
      // send half an enquiry, stop the server, then send the rest.
      const body = JSON.stringify({ form: "contact", name: "Priya", phone: "9876543210", email: "priya@example.com", message: "Call me" });
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/enquiries",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
      });
      req.write(body.slice(0, 20));
      // The server has the request (its log says so) before it is told to stop…
      await until("the half-sent enquiry to reach the server", () => requestsLogged(proc.output(), "/api/enquiries") === 1);
      child!.kill("SIGTERM");
      // …and the rest of the body arrives after it has begun shutting down.
      await until("the server to begin shutting down", () => proc.output().includes("shutting down"));
      req.end(body.slice(20));
      expect(await answered).toBe(201);
      expect(await proc.exited).toBe(0);
      const lines = proc
        .output()
        .split("\n")
        .filter((l) => l.startsWith("{"));
      expect(lines.some((l) => JSON.parse(l).req?.url === "/healthz")).toBe(true);
      expect(proc.output()).toContain("shutting down");
      // A new installation still shows the sample phone number and address: said at start.
      expect(proc.output()).toMatch(/Site facts still hold sample values \(Site address, Phone, WhatsApp number, Email, Street/);
      // SQLite removes its write-ahead log only when the database is closed cleanly.
      expect(fs.existsSync(`${dir}/a.db`)).toBe(true);
      expect(fs.existsSync(`${dir}/a.db-wal`)).toBe(false);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "prints the first staff account's generated password once, on an empty database only",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-first-"));
      // Without ADMIN_USERNAME / ADMIN_PASSWORD (empty means unset), as a first `npm start`.
      const run = async () => {
        const port = await freePort();
        const proc = start({
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: `file:${dir}/a.db`,
          LOG_LEVEL: "warn",
          ADMIN_USERNAME: "",
          ADMIN_PASSWORD: "",
        });
        await waitForHealth(port);
        child!.kill("SIGTERM");
        expect(await proc.exited).toBe(0);
        return proc.output();
      };
      const first = await run();
      expect(first.match(/First staff account created/g)).toHaveLength(1);
      expect(first).toMatch(/username: admin\s/);
      expect(first).toMatch(/password: [A-Za-z0-9_-]{24}\s/);
      const second = await run();
      expect(second).not.toContain("First staff account");
      expect(second).not.toContain("password:");
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );
});

describe.each(testDatabases.filter((d) => d.name === "postgres"))("the server process on PostgreSQL", (database) => {
  it(
    "stays up when PostgreSQL terminates its connections, and serves and stores again each time",
    async () => {
      const created = await database.create();
      const name = databaseName((created.database as { url: string }).url);
      const spool = fs.mkdtempSync(path.join(os.tmpdir(), "cta-main-spool-"));
      const port = await freePort();
      const proc = start({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: (created.database as { url: string }).url,
        LOG_LEVEL: "warn",
        SPOOL_DIR: spool,
        SPOOL_DRAIN_MS: "100",
      });
      const url = (p: string) => `http://127.0.0.1:${port}${p}`;
      try {
        await waitForHealth(port);
        for (let round = 1; round <= 3; round++) {
          // Pooled connections, idle when PostgreSQL ends them (an administrator, a failover).
          await Promise.all(Array.from({ length: 4 }, () => fetch(url("/readyz")).then((r) => r.arrayBuffer())));
          expect(await backends(name)).toBeGreaterThan(0);
          const ended = await terminateConnections(name);
          expect(ended.length).toBeGreaterThan(0);
          await until("the connections to end", () => backendsGone(ended));
          await until("ready again", async () => {
            if (child!.exitCode !== null) throw new Error(`the server exited (${child!.exitCode}):\n${proc.output()}`);
            return (await fetch(url("/readyz")).catch(() => null))?.status === 200;
          });
          const email = `round${round}.${process.pid}@example.com`;
          const res = await fetch(url("/api/enquiries"), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ form: "contact", name: "Priya", phone: `98765432${round}0`, email, message: "Call me" }),
          });
          expect(res.status).toBe(201);
          expect(child!.exitCode, proc.output()).toBeNull();
        }
        // Every acknowledged enquiry is in the database (directly, or through the spool).
        const check = connect(created.database);
        try {
          await until("three enquiries stored", async () => (await check.db.selectFrom("enquiries").select("id").execute()).length === 3);
        } finally {
          await check.close();
        }
        child!.kill("SIGTERM");
        expect(await proc.exited).toBe(0);
      } finally {
        fs.rmSync(spool, { recursive: true, force: true });
        await created.drop();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("slow and greedy clients", () => {
  it(
    "caps open connections per address, closes a stalled body in bounded time, and keeps answering",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-slow-"));
      const port = await freePort();
      const proc = start({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${dir}/a.db`, REQUEST_TIMEOUT_MS: "3000", CONNECTIONS_PER_ADDRESS: "5" });
      // Asked from another address: a kept-alive health check must not hold one of 127.0.0.1's five slots.
      await until(
        "the server to answer",
        () =>
          healthFrom(port, "127.0.0.3").then(
            (status) => status === 200,
            () => false,
          ),
        60_000,
      );

      // Five stalled uploads from one address, each one started on the server (its log says so)…
      const stalledAt = Date.now();
      const stalled = Array.from({ length: 5 }, () => stalledRequest(port));
      await until("five stalled uploads to reach the server", () => requestsLogged(proc.output(), "/api/enquiries") === 5);
      // …so a sixth connection from that address is closed unanswered: refused, not
      // served (a served one would hear 408 after the 3 s time-out, not nothing).
      const extra = stalledRequest(port);
      await extra.closed;
      expect(extra.received()).toBe("");
      // Meanwhile another visitor is served normally.
      expect(await healthFrom(port, "127.0.0.2")).toBe(200);

      // The stalled bodies are answered 408 and closed: bounded by the 3 s time-out
      // plus Node's check interval (without it Node waits 300 s; the deadline here
      // leaves room for a loaded machine).
      const closedAt = await Promise.all(stalled.map((s) => s.closed));
      for (const at of closedAt) expect(at - stalledAt).toBeLessThan(20_000);
      expect(stalled[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
      // Their slots are free again: the same address is served (the server counts a
      // closed connection out when its close event runs, just after the client sees it).
      await until("the address to be served again", () =>
        healthFrom(port, "127.0.0.1").then(
          (status) => status === 200,
          () => false,
        ),
      );

      child!.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );
});

describe("stopping, whatever state the log output is in", () => {
  /** Requests with long addresses: each one is a long access-log line. */
  async function logLoudly(port: number, bytes: number) {
    const path = `/healthz?pad=${"x".repeat(8000)}`;
    for (let sent = 0; sent < bytes; sent += path.length * 4) {
      await Promise.all(Array.from({ length: 4 }, () => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.arrayBuffer())));
    }
  }

  it(
    "exits on SIGTERM when the log reader has stopped reading and the pipe is full",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-stall-"));
      const port = await freePort();
      const proc = start({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${dir}/a.db`, SHUTDOWN_TIMEOUT_MS: "4000" });
      await waitForHealth(port);
      // A reader that is still there but reads nothing more: the pipe (about 64 KiB)
      // and this side's buffer fill with the next megabyte of log lines.
      child!.stdout!.pause();
      child!.stderr!.pause();
      await logLoudly(port, 1024 * 1024);
      // Still answering while its log lines wait.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      child!.kill("SIGTERM");
      // The graceful exit: in-flight work done, database closed, code 0.
      expect(await proc.exited).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "exits on SIGTERM when the log pipe has been closed",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-closed-"));
      const port = await freePort();
      const proc = start({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${dir}/a.db`, SHUTDOWN_TIMEOUT_MS: "4000" });
      await waitForHealth(port);
      child!.stdout!.destroy();
      child!.stderr!.destroy();
      await logLoudly(port, 256 * 1024);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      child!.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "exits with code 1 at SHUTDOWN_TIMEOUT_MS when a request never finishes",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-deadline-"));
      const port = await freePort();
      const proc = start({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:${dir}/a.db`,
        SHUTDOWN_TIMEOUT_MS: "1000",
        REQUEST_TIMEOUT_MS: "120000",
      });
      await waitForHealth(port);
      // An upload that stalls: the server would wait for it for two minutes.
      const stalled = stalledRequest(port);
      await new Promise((r) => setTimeout(r, 300));
      const signalledAt = Date.now();
      child!.kill("SIGTERM");
      expect(await proc.exited).toBe(1);
      // Well before the request's own time-out (and the old fixed 10 s), with room for a loaded machine.
      expect(Date.now() - signalledAt).toBeLessThan(8000);
      stalled.socket.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "is killed by the watchdog when the event loop itself is blocked past the deadline",
    async () => {
      // A process that arms the deadline and then blocks its only thread for good,
      // as a synchronous write to a pipe nobody reads would.
      const script = `
      import { armExitDeadline } from "./server/exit-deadline.ts";
      armExitDeadline(500);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    `;
      const blocked = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "ignore" });
      const signalledAt = Date.now();
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => blocked.on("exit", (c, s) => resolve([c, s])));
      expect(code).toBeNull();
      expect(signal).toBe("SIGKILL");
      expect(Date.now() - signalledAt).toBeLessThan(15_000);
    },
    TEST_TIMEOUT_MS,
  );
});
