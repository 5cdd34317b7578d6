// Throughput and latency with autocannon, and nginx serving the same bytes as a
// static file: the ceiling our API is compared with.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, waitFor } from "./server";
import { DURATION_S, ROOT, log, sh } from "./setup";

export const CONNECTIONS = [1, 50, 200];

export interface LoadResult {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerReq: number;
}

export async function load(
  target: string,
  url: string,
  connections: number,
  opts: { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: DURATION_S, method: opts.method ?? "GET", body: opts.body, headers: opts.headers, pipelining: 1 });
  return {
    target,
    connections,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

export async function startNginx(file: string): Promise<{ url: string; stop(): Promise<void> }> {
  if (spawnSync("which", ["nginx"]).status !== 0) {
    log("nginx missing: installing Debian's nginx package");
    sh("apt-get", ["install", "-y", "-qq", "nginx"]);
  }
  const dir = path.join(ROOT, "nginx");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "www"), { recursive: true });
  fs.copyFileSync(file, path.join(dir, "www", "reviews.json"));
  const port = await freePort();
  const conf = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { application/json json; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/reviews.json`;
  await waitFor(url, 15_000);
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

/**
 * The reviews-vs-nginx target compares two 5 s runs on a shared 2-core machine,
 * where one background hiccup moves a single run by a third. So the two are
 * measured in turns, PAIRED_ROUNDS times each, and the medians are compared.
 */
export const PAIRED_ROUNDS = 3;

export async function pairedWithNginx(serverUrl: string, reviewsFile: string) {
  const nginx = await startNginx(reviewsFile);
  const rounds = { ours: [] as LoadResult[], nginx: [] as LoadResult[] };
  try {
    for (let i = 0; i < PAIRED_ROUNDS; i++) {
      rounds.nginx.push(await load("nginx: reviews.json (static)", nginx.url, 50));
      rounds.ours.push(await load("GET /api/reviews", `${serverUrl}/api/reviews`, 50));
    }
  } finally {
    await nginx.stop();
  }
  return rounds;
}
