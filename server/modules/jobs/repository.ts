import crypto from "node:crypto";
import { type Expression, type SqlBool, sql } from "kysely";
import type { Db, JobsTable } from "#server/db/types";
import { nowIso } from "../common/clock";

// The jobs table (migration 030, docs/decisions/085). Every query is portable SQL;
// times are ISO-8601 text, which compares in time order on SQLite and PostgreSQL.
// Each change of a running job is guarded by its lease token, so a server whose
// lease ran out (and another took the job over) can no longer finish or fail it.

export type Job = Omit<JobsTable, "id"> & { id: number };

/** A job this runner holds: its lease token proves it. */
export interface LeasedJob extends Job {
  lease_token: string;
}

export interface NewJob {
  kind: string;
  key: string;
  lane?: string | null;
  payload?: string | null;
  /** Not before this time (wall clock); now when unset. */
  runAt?: number;
}

/** The job's lease ran out and another runner holds it now: this holder's outcome is refused. */
export class LeaseLost extends Error {
  constructor(job: Pick<Job, "id" | "kind">) {
    super(`The lease on job ${job.id} (${job.kind}) was taken over by another runner`);
  }
}

const jobRow = (job: NewJob, queuedAt: number, now: number) => ({
  kind: job.kind,
  key: job.key,
  lane: job.lane ?? null,
  payload: job.payload ?? null,
  status: "queued",
  attempts: 0,
  run_at: nowIso(job.runAt ?? now),
  lease_token: null,
  lease_until: null,
  last_error: null,
  queued_at: nowIso(queuedAt),
  updated_at: nowIso(now),
});

/**
 * Queues a job, in the caller's transaction when given one; a job of the same
 * kind and key queued before (any status) is kept and nothing is added. Answers
 * whether it was added. `queuedAt` is the app's clock, `now` the wall clock.
 */
export async function enqueueJob(db: Db, job: NewJob, queuedAt: number, now = Date.now()): Promise<boolean> {
  const result = await db
    .insertInto("jobs")
    .values(jobRow(job, queuedAt, now))
    .onConflict((oc) => oc.columns(["kind", "key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Queues several jobs in one statement (one commit); answers, for each, whether it
 * was added. The first of two with the same kind and key in the list is the one added.
 */
export async function enqueueJobs(db: Db, jobs: { job: NewJob; queuedAt: number }[], now = Date.now()): Promise<boolean[]> {
  if (jobs.length === 0) return [];
  const added = await db
    .insertInto("jobs")
    .values(jobs.map(({ job, queuedAt }) => jobRow(job, queuedAt, now)))
    .onConflict((oc) => oc.columns(["kind", "key"]).doNothing())
    .returning(["kind", "key"])
    .execute();
  const fresh = new Set(added.map((r) => `${r.kind}\n${r.key}`));
  return jobs.map(({ job }) => fresh.delete(`${job.kind}\n${job.key}`));
}

/** Due and free: queued and due, or running under a lease that ran out (its holder died). */
const takeable = (at: string) => sql<SqlBool>`((jobs.status = 'queued' and jobs.run_at <= ${at}) or (jobs.status = 'running' and jobs.lease_until < ${at}))`;

/** No earlier job of the same lane is still waiting or running. */
const firstInLane: Expression<SqlBool> = sql<SqlBool>`(jobs.lane is null or not exists (
  select 1 from jobs earlier where earlier.lane = jobs.lane and earlier.id < jobs.id and earlier.status in ('queued', 'running')))`;

/**
 * Takes up to `limit` jobs for this runner, at most `room.get(kind)` of each kind,
 * each with a fresh lease token. Each is taken with a guarded update (only if it
 * is still free and first in its lane), so two runners on one database never hold
 * one job at once. The attempt is counted here, before the work: a crash mid-run
 * still counts it.
 */
export async function claimJobs(db: Db, room: Map<string, number>, now: number, leaseMs: (kind: string) => number, limit: number): Promise<LeasedJob[]> {
  const kinds = [...room].filter(([, n]) => n > 0).map(([kind]) => kind);
  if (kinds.length === 0 || limit <= 0) return [];
  const at = nowIso(now);
  const due = await db
    .selectFrom("jobs")
    .selectAll()
    .where("kind", "in", kinds)
    .where(takeable(at))
    .where(firstInLane)
    .orderBy("run_at")
    .orderBy("id")
    // More than the limit: some may be of a kind that has no room left.
    .limit(limit * 2)
    .execute();
  const left = new Map(room);
  const claimed: LeasedJob[] = [];
  for (const row of due) {
    if (claimed.length >= limit || (left.get(row.kind) ?? 0) <= 0) continue;
    const token = crypto.randomUUID();
    const until = nowIso(now + leaseMs(row.kind));
    const result = await db
      .updateTable("jobs")
      .set({ status: "running", lease_token: token, lease_until: until, attempts: Number(row.attempts) + 1, updated_at: at })
      .where("id", "=", row.id)
      .where(takeable(at))
      .where(firstInLane)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    left.set(row.kind, (left.get(row.kind) ?? 0) - 1);
    claimed.push({ ...row, id: Number(row.id), status: "running", lease_token: token, lease_until: until, attempts: Number(row.attempts) + 1, updated_at: at });
  }
  return claimed;
}

/** The guarded update every outcome goes through: only while this token holds the running job. */
async function settle(db: Db, job: LeasedJob, set: Partial<Omit<JobsTable, "id">>, now: number) {
  const result = await db
    .updateTable("jobs")
    .set({ ...set, lease_token: null, lease_until: null, updated_at: nowIso(now) })
    .where("id", "=", job.id)
    .where("status", "=", "running")
    .where("lease_token", "=", job.lease_token)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new LeaseLost(job);
}

/** What a job's work writes with its outcome, in the same transaction: written only while the lease holds. */
export type WithOutcome = (trx: Db) => Promise<void>;

/**
 * Marks the job done, and writes `also` in the same transaction (an outbox row
 * "sent"). Throws LeaseLost, writing nothing, when this holder's lease was taken over.
 */
export async function completeJob(db: Db, job: LeasedJob, now: number, also?: WithOutcome) {
  await db.transaction().execute(async (trx) => {
    await settle(trx, job, { status: "done", last_error: null }, now);
    if (also) await also(trx);
  });
}

/**
 * A failed attempt: queued again at `retryAt`, or given up ("failed") or set
 * aside ("dead", its payload unreadable) when `retryAt` is null. Throws LeaseLost
 * like completeJob.
 */
export async function failJob(
  db: Db,
  job: LeasedJob,
  outcome: { error: string; retryAt: number | null; status?: "failed" | "dead" },
  now: number,
  also?: WithOutcome,
) {
  const status = outcome.retryAt === null ? (outcome.status ?? "failed") : "queued";
  await db.transaction().execute(async (trx) => {
    await settle(trx, job, { status, last_error: outcome.error.slice(0, 1000), run_at: nowIso(outcome.retryAt ?? now) }, now);
    if (also) await also(trx);
  });
}

/** Jobs of a kind and keys queued again now, with their attempts kept (staff's "Retry now"); running ones are left to their holder. */
export async function requeueJobs(db: Db, kind: string, keys: string[], now: number) {
  if (keys.length === 0) return 0;
  const result = await db
    .updateTable("jobs")
    .set({ status: "queued", run_at: nowIso(now), updated_at: nowIso(now) })
    .where("kind", "=", kind)
    .where("key", "in", keys)
    .where("status", "in", ["queued", "failed", "done"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Done jobs are kept this long for a look at what happened, then deleted (a webhook's body holds a student's words). */
export const DONE_KEPT_MS = 7 * 24 * 3_600_000;

export async function pruneDoneJobs(db: Db, now: number) {
  await db
    .deleteFrom("jobs")
    .where("status", "=", "done")
    .where("updated_at", "<", nowIso(now - DONE_KEPT_MS))
    .execute();
}

/** Jobs set aside ("dead": what they read could not be read), of every kind: how many, and the latest with the reason (docs/decisions/092). */
export async function setAsideJobs(db: Db, limit = 20) {
  const dead = db.selectFrom("jobs").where("status", "=", "dead");
  const [counted, latest] = await Promise.all([
    dead.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    dead.select(["id", "kind", "key", "updated_at", "last_error"]).orderBy("updated_at", "desc").orderBy("id", "desc").limit(limit).execute(),
  ]);
  return {
    count: Number(counted.n),
    latest: latest.map((j) => ({ id: Number(j.id), kind: j.kind, key: j.key, at: j.updated_at, error: j.last_error ?? "" })),
  };
}

/** How many jobs of these kinds were given up or set aside, and the latest with its reason. */
export async function jobProblems(db: Db, kinds: string[]) {
  const problems = db.selectFrom("jobs").where("kind", "in", kinds).where("status", "in", ["failed", "dead"]);
  const [counted, last] = await Promise.all([
    problems.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    problems.select(["last_error", "updated_at"]).orderBy("updated_at", "desc").limit(1).executeTakeFirst(),
  ]);
  return { count: Number(counted.n), last: last ? { at: last.updated_at, error: last.last_error ?? "" } : null };
}
