import crypto from "node:crypto";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import type { Db, OutboxTable } from "#server/db/types";
import { nowIso } from "../common/clock";

// The outbox table (migration 001 + 002). Every query is portable SQL: time-stamps
// are ISO-8601 text that compares in time order on SQLite and PostgreSQL alike.

/** Queues one delivery per kind; called inside the transaction that stores the enquiry. */
export async function enqueue(db: Db, enquiryId: string, kinds: OutboxKind[], now = Date.now(), submission: string | null = null) {
  if (kinds.length === 0) return;
  await db
    .insertInto("outbox")
    .values(kinds.map((kind) => ({ ...pendingRow(enquiryId, kind, now), submission })))
    .execute();
}

/** A delivery waiting for its first attempt, due now. */
function pendingRow(enquiryId: string, kind: OutboxKind, now: number) {
  const at = nowIso(now);
  return {
    id: crypto.randomUUID(),
    enquiry_id: enquiryId,
    kind,
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    last_error: null,
    created_at: at,
    updated_at: at,
  };
}

/** Queues one email frozen as it is now (a student's payment links or receipt), in the caller's transaction. */
export async function enqueueMessage(db: Db, enquiryId: string, kind: OutboxKind, payload: object, now = Date.now()): Promise<string> {
  const row = { ...pendingRow(enquiryId, kind, now), payload: JSON.stringify(payload) };
  await db.insertInto("outbox").values(row).execute();
  return row.id;
}

/**
 * Takes up to `limit` due rows for this worker: pending, due, and not leased by a
 * live worker. Each row is leased with a guarded update (only if nobody leased it
 * in between), so two servers on one database never deliver the same row at once.
 * The attempt is counted here, before sending: a crash mid-send still counts it.
 */
export async function claimDue(db: Db, now: number, leaseMs: number, limit: number): Promise<OutboxTable[]> {
  const at = nowIso(now);
  const due = await db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  const lease = nowIso(now + leaseMs);
  const claimed: OutboxTable[] = [];
  for (const row of due) {
    const result = await db
      .updateTable("outbox")
      .set({ locked_until: lease, attempts: Number(row.attempts) + 1, updated_at: at })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, attempts: Number(row.attempts) + 1, locked_until: lease, updated_at: at });
  }
  return claimed;
}

/** Right after the provider or mail server accepted it: never sent again. */
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

/** Exponential back-off: base, 2×base, 4×base … capped at maxMs. */
export const backoffMs = (attempts: number, policy: Pick<RetryPolicy, "baseMs" | "maxMs">) =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(0, attempts - 1), 40));

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

/** Records a failed attempt: try again after the back-off, or give up once the window is over. */
export async function markFailedAttempt(db: Db, row: OutboxTable, error: string, policy: RetryPolicy, now = Date.now(), final = false) {
  const giveUp = final || givesUp(row, policy, now);
  await db
    .updateTable("outbox")
    .set({
      status: giveUp ? "failed" : "pending",
      next_attempt_at: giveUp ? nowIso(now) : nowIso(now + backoffMs(Number(row.attempts), policy)),
      last_error: error.slice(0, 500),
      locked_until: null,
      updated_at: nowIso(now),
    })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .execute();
  return giveUp ? "failed" : "pending";
}

/**
 * Staff's "Retry now": every undelivered row of the enquiry is due at once with a
 * fresh back-off window. A row a worker is delivering right now keeps its lease.
 */
export async function retryEnquiry(db: Db, enquiryId: string, now = Date.now()) {
  const at = nowIso(now);
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: at, retry_from: at, updated_at: at })
    .where("enquiry_id", "=", enquiryId)
    .where("status", "!=", "sent")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
