import crypto from "node:crypto";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import type { Db, OutboxTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { enqueueJob, requeueJobs, backoffMs } from "../jobs";

// The outbox table (migration 001 + 002): the delivery record staff see on the
// lead (its state, attempts, the last error, "Retry now"). Each row is sent by a
// job of the one jobs runner (docs/decisions/085), queued with the row in the same
// transaction: the runner holds the lease, the row shows how it went. Every query
// is portable SQL: time-stamps are ISO-8601 text that compares in time order on
// SQLite and PostgreSQL alike.

export { backoffMs };

/** The job kind that sends an outbox row; its key is the row's id. */
export const DELIVERY_JOB = "delivery";

/**
 * The row's job, in the same transaction as the row. Deliveries have no lane, as
 * before the runner: one that keeps failing (a template Meta refuses) must not
 * hold a lead's later messages (a counsellor's reply) for the whole give-up window.
 */
const queueDelivery = (db: Db, row: { id: string }, now: number, dueAt = now) => enqueueJob(db, { kind: DELIVERY_JOB, key: row.id, runAt: dueAt }, now, now);

/** Queues one delivery per kind; called inside the transaction that stores the enquiry. */
export async function enqueue(db: Db, enquiryId: string, kinds: OutboxKind[], now = Date.now(), submission: string | null = null) {
  if (kinds.length === 0) return;
  const rows = kinds.map((kind) => ({ ...pendingRow(enquiryId, kind, now), submission }));
  await db.insertInto("outbox").values(rows).execute();
  for (const row of rows) await queueDelivery(db, row, now);
}

/** A delivery waiting for its first attempt, due now (or at `dueAt`). */
function pendingRow(enquiryId: string, kind: OutboxKind, now: number, dueAt = now) {
  const at = nowIso(now);
  return {
    id: crypto.randomUUID(),
    enquiry_id: enquiryId,
    kind,
    status: "pending",
    attempts: 0,
    next_attempt_at: nowIso(dueAt),
    last_error: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Queues one message frozen as it is now (a student's payment links or receipt, a
 * WhatsApp message), in the caller's transaction; `dueAt` holds it until then.
 */
export async function enqueueMessage(db: Db, enquiryId: string, kind: OutboxKind, payload: object, now = Date.now(), dueAt = now): Promise<string> {
  const row = { ...pendingRow(enquiryId, kind, now, dueAt), payload: JSON.stringify(payload) };
  await db.insertInto("outbox").values(row).execute();
  await queueDelivery(db, row, now, dueAt);
  return row.id;
}

/** Its job took the row: the attempt is counted and shown while it is under way (a crash mid-send still counts it). */
export async function markAttempt(db: Db, id: string, leaseUntil: string | null, now: number) {
  await db
    .updateTable("outbox")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), locked_until: leaseUntil, updated_at: nowIso(now) }))
    .where("id", "=", id)
    .execute();
}

/**
 * The provider or mail server accepted it. Written with the job's "done", in its
 * transaction, so only the holder of the job's lease can write it.
 */
export async function markSent(db: Db, id: string, now = Date.now()) {
  await db
    .updateTable("outbox")
    .set({ status: "sent", locked_until: null, updated_at: nowIso(now) })
    .where("id", "=", id)
    .execute();
}

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

/**
 * A delivery is given up (marked failed, for staff to retry) once its window is
 * over and it has been tried at least this often: a server that was down or busy
 * for the whole window still makes a few real attempts first.
 */
export const MIN_ATTEMPTS_BEFORE_GIVING_UP = 3;

/** Whether a delivery that just failed (its `attempts` counting this one) is given up. */
export function givesUp(row: Pick<OutboxTable, "retry_from" | "created_at" | "attempts">, policy: Pick<RetryPolicy, "giveUpMs">, now: number) {
  const windowStart = Date.parse(row.retry_from ?? row.created_at);
  return now - windowStart >= policy.giveUpMs && Number(row.attempts) >= MIN_ATTEMPTS_BEFORE_GIVING_UP;
}

/** A failed attempt, written with the job's own outcome (only while its lease holds): pending until `retryAt`, or failed. */
export async function markFailedAttempt(db: Db, id: string, error: string, retryAt: number | null, now: number) {
  await db
    .updateTable("outbox")
    .set({
      status: retryAt === null ? "failed" : "pending",
      next_attempt_at: nowIso(retryAt ?? now),
      last_error: error.slice(0, 500),
      locked_until: null,
      updated_at: nowIso(now),
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/**
 * Staff's "Retry now": every undelivered row of the enquiry is due at once with a
 * fresh back-off window, and its job queued again. A row a server is delivering
 * right now keeps its job's lease.
 */
export async function retryEnquiry(db: Db, enquiryId: string, now = Date.now()) {
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("outbox")
      .set({ status: "pending", next_attempt_at: at, retry_from: at, updated_at: at })
      .where("enquiry_id", "=", enquiryId)
      .where("status", "!=", "sent")
      .returning(["id"])
      .execute();
    // A row whose job was pruned (or never queued) gets one.
    for (const row of rows) await queueDelivery(trx, row, now);
    await requeueJobs(
      trx,
      DELIVERY_JOB,
      rows.map((r) => r.id),
      now,
    );
    return rows.length;
  });
}
