// What every part of the bench shares: where it works, the admin it signs in as,
// the two databases it runs on, and the production server's settings.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(process.env.BENCH_ROOT ?? ".tmp/bench");
export const BUILD_ROOT = path.join(ROOT, "build");
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ADMIN = { username: "bench-admin", password: "bench-admin-password-123" };
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

const started = Date.now();
export const log = (msg: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

export function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
}

/** fetch, tried once more when a kept-alive connection was closed by the server in between. */
export async function fetchRetry(url: string, init?: RequestInit) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export async function signIn(url: string) {
  const res = await fetchRetry(`${url}/api/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface DbTarget {
  name: "SQLite" | "PostgreSQL";
  env: Record<string, string>;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  drop(): Promise<void>;
}

export async function sqliteTarget(): Promise<DbTarget> {
  const dir = path.join(ROOT, "sqlite");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "academy.db");
  return { name: "SQLite", env: { DATABASE_URL: `file:${file}` }, database: { kind: "sqlite", file }, drop: async () => {} };
}

export async function postgresTarget(): Promise<DbTarget | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `cta_bench_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    database: { kind: "postgres", url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const serverEnv = (target: DbTarget) => ({
  ...target.env,
  BUILD_DIR: path.join(BUILD_ROOT, "client"),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  // The bench posts thousands of enquiries from one address.
  ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
});

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
