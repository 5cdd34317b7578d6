import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "#server/db/types";
import { seedEnquiries } from "./seed";

// The admissions inbox at 100,000 leads (docs/decisions/022): the first page of the inbox
// and the "Due today / overdue" view, as a counsellor's browser asks for them,
// one request at a time (the latency a counsellor waits), p50 and p95 over many
// requests after a short warm-up.

export const INBOX_LEADS = 100_000;
const REQUESTS = 200;
const WARM_UP = 20;

export interface InboxRow {
  view: string;
  p50: number;
  p95: number;
  requests: number;
  total: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Four counsellors own the seeded leads; returns their ids. */
async function seedCounsellors(db: Db) {
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const id = crypto.randomUUID();
    await db
      .insertInto("users")
      .values({
        id,
        username: `bench-counsellor-${i}-${id.slice(0, 6)}`,
        email: `c${i}.${id.slice(0, 6)}@example.in`,
        mobile: "9000000000",
        password_hash: "x",
        is_verified: 1,
        created_at: new Date().toISOString(),
        role: "counsellor",
        available: 0,
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

async function measure(url: string, token: string): Promise<{ times: number[]; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } });
    const body = (await res.json()) as { total?: number };
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    total = body.total ?? 0;
    if (i >= WARM_UP) times.push(ms);
  }
  return { times: times.sort((a, b) => a - b), total };
}

/** Seeds 100,000 leads into the running server's database and measures the two views. */
export async function benchInbox(serverUrl: string, token: string, db: Db): Promise<InboxRow[]> {
  const owners = await seedCounsellors(db);
  await seedEnquiries(db, INBOX_LEADS, owners);
  // A live database has planner statistics (PostgreSQL's autovacuum, SQLite's
  // optimize); a table filled a second ago does not, so gather them as those would.
  await sql`analyze`.execute(db);
  const rows: InboxRow[] = [];
  for (const [view, query] of [
    ["inbox, first page (25 rows)", "page=1&limit=25"],
    ["Due today / overdue, first page", "view=due&page=1&limit=25"],
    ["search by phone digits", "q=98400123&limit=25"],
  ] as const) {
    const { times, total } = await measure(`${serverUrl}/api/enquiries?${query}`, token);
    rows.push({ view, p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, total });
  }
  return rows;
}
