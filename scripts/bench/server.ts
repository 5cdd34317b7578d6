import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

// Starts the production server (server/main.ts, as `npm start` does) as a child
// process, so it can be measured from outside and killed with SIGKILL.

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(p), ...env },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${p}`;
  await waitFor(`${url}/healthz`);
  return {
    url,
    port: p,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
