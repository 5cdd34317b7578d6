import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

// Runs deploy/nginx/chennai-tech-academy.conf as it is, in a folder of its own:
// only the host-specific lines (ports, upstream, certificate paths) are swapped,
// each of which must be found, so the file the guide installs is the file tested.

export const SITE_CONF = "deploy/nginx/chennai-tech-academy.conf";
/** The site's host name in the configuration, served with a certificate made for it. */
export const HOST_NAME = "academy.example.in";
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Ports {
  app: number;
  http: number;
  https: number;
}

/** A self-signed certificate for HOST_NAME, made with the openssl command. */
export function makeCertificate(dir: string) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"].concat([
      "-subj",
      `/CN=${HOST_NAME}`,
      "-addext",
      `subjectAltName=DNS:${HOST_NAME}`,
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.error?.message ?? made.stderr}`);
  return { cert, key, pem: fs.readFileSync(cert, "utf8") };
}

/** The site file with this machine's ports and the test certificate. */
export function renderSite(ports: Ports, certificate: { cert: string; key: string }) {
  let conf = fs.readFileSync(SITE_CONF, "utf8");
  const swap = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`${SITE_CONF} no longer has "${from.trim()}": update the deployment test with it`);
    conf = conf.replaceAll(from, to);
  };
  swap("server 127.0.0.1:3000;", `server 127.0.0.1:${ports.app};`);
  // Loopback only, and no IPv6 (a test container may have none).
  swap("listen 80;", `listen 127.0.0.1:${ports.http};`);
  swap("    listen [::]:80;\n", "");
  swap("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap("    listen [::]:443 ssl http2;\n", "");
  swap(`/etc/letsencrypt/live/${HOST_NAME}/fullchain.pem`, certificate.cert);
  swap(`/etc/letsencrypt/live/${HOST_NAME}/privkey.pem`, certificate.key);
  return conf;
}

/** nginx's own file around the site, every path in `dir`, in the foreground. */
function mainConf(dir: string) {
  const at = (name: string) => path.join(dir, name);
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${at("nginx.pid")};`,
    `error_log ${at("error.log")} warn;`,
    // As root the workers would switch to "nobody", who cannot write the temp folders here.
    process.getuid?.() === 0 ? "user root;" : "",
    "events { worker_connections 256; }",
    "http {",
    `  access_log ${at("access.log")};`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${at(kind)};`),
    `  include ${at("site.conf")};`,
    "}",
    "",
  ].join("\n");
}

export interface RunningNginx {
  stop(): Promise<void>;
  errors(): string;
}

export async function startNginx(dir: string, site: string): Promise<RunningNginx> {
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  fs.writeFileSync(path.join(dir, "nginx.conf"), mainConf(dir));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")];
  const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    errors: () => stderr + fs.readFileSync(path.join(dir, "error.log"), "utf8"),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The loopback address the client connects from, so nginx sees a distinct visitor. */
  from: string;
}

function collect(req: http.ClientRequest, body: Call["body"]) {
  return new Promise<Reply>((resolve, reject) => {
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    // nginx may answer an oversized body (413) and close before all of it is sent.
    req.on("error", (err) => (answered ? undefined : reject(err)));
    req.end(body);
  });
}

/** What every request to nginx says: the site's host name, from the call's own source address, on a fresh connection. */
const requestOf = (port: number, call: Call) => ({
  host: "127.0.0.1",
  port,
  agent: false as const,
  localAddress: call.from,
  method: call.method ?? "GET",
  path: call.path,
  headers: { host: HOST_NAME, ...call.headers },
});

/** An HTTPS request to nginx that checks its certificate against the test's own. */
export function overHttps(port: number, ca: string, call: Call) {
  return collect(https.request({ ...requestOf(port, call), servername: HOST_NAME, ca }), call.body);
}

export function overHttp(port: number, call: Call) {
  return collect(http.request(requestOf(port, call)), call.body);
}

/** A folder of its own for one nginx run. */
export const nginxDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "cta-nginx-"));
