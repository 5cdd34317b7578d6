import crypto from "node:crypto";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db } from "#server/db/types";
import { Conflict } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";

// At most one fee request per lead and fee is being made or still payable
// (docs/decisions/056). The database holds the rule (a partial unique index on
// payment_requests, migration 016), not a read before the write: of two identical
// requests sent at the same moment, the second insert waits for the first and
// then finds it, so only one of them ever asks Razorpay for links.

/** What "the same fee" means: the description, trimmed, spaces collapsed, any case. */
export const feeKey = (description: string) => description.trim().replace(/\s+/g, " ").toLowerCase();

/** The request's content: an identical retry (the same fee, amounts and dates) answers the links already made. */
export const fingerprint = (description: string, parts: { amountPaise: number; dueDate: string }[]) =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify([feeKey(description), parts.map((p) => [p.amountPaise, p.dueDate])]))
    .digest("hex");

/** A request whose links were being made when its server stopped holds its fee no longer than this. */
const STALE_PENDING_MS = 10 * 60_000;

export type Reservation = { id: string; replay?: undefined } | { id: string; replay: true };

/**
 * Reserves the fee for a new request ("pending" while its links are made). An
 * identical request already open answers its id as a replay; anything else
 * holding the fee is a 409 naming it.
 */
export async function reserveRequest(db: Db, enquiryId: string, description: string, print: string, now: number): Promise<Reservation> {
  const key = feeKey(description);
  const id = crypto.randomUUID();
  const at = nowIso(now);
  const existing = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("payment_requests")
      .where("enquiry_id", "=", enquiryId)
      .where("fee_key", "=", key)
      .where("state", "=", "pending")
      .where("created_at", "<", nowIso(now - STALE_PENDING_MS))
      .execute();
    const inserted = await trx
      .insertInto("payment_requests")
      .values({ id, enquiry_id: enquiryId, fee_key: key, fingerprint: print, state: "pending", created_at: at, updated_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return null;
    return trx
      .selectFrom("payment_requests")
      .selectAll()
      .where("enquiry_id", "=", enquiryId)
      .where("fee_key", "=", key)
      .where("state", "!=", "closed")
      .executeTakeFirst();
  });
  if (!existing) return { id };
  if (existing.state === "pending") throw new Conflict(PAYMENT_MESSAGES.requestInProgress(description.trim()));
  if (existing.fingerprint === print) return { id: existing.id, replay: true };
  throw new Conflict(PAYMENT_MESSAGES.openRequest(description.trim(), formatDate(instituteDay(Date.parse(existing.created_at)))));
}

/** Gives the fee back when the request failed before its links were stored. */
export async function releaseRequest(db: Db, id: string) {
  await db.deleteFrom("payment_requests").where("id", "=", id).where("state", "=", "pending").execute();
}

/** The request's links are stored: it holds its fee until every link is settled. */
export async function openRequest(trx: Db, id: string, now: number) {
  await trx
    .updateTable("payment_requests")
    .set({ state: "open", updated_at: nowIso(now) })
    .where("id", "=", id)
    .execute();
}

/** A request with a link made payable again (a re-issue) holds its fee again; 409 when another request took it meanwhile. */
export async function reopenRequest(trx: Db, id: string, description: string, now: number) {
  try {
    await trx
      .updateTable("payment_requests")
      .set({ state: "open", updated_at: nowIso(now) })
      .where("id", "=", id)
      .where("state", "=", "closed")
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(PAYMENT_MESSAGES.otherRequestOpen(description));
    throw err;
  }
}

/** Closes the request once none of its links can be paid any more, so the fee may be asked for again. */
export async function closeIfSettled(trx: Db, requestId: string, now: number) {
  const open = await trx
    .selectFrom("payment_instalments")
    .select("id")
    .where("request_id", "=", requestId)
    .where("replaced_by", "is", null)
    .where("status", "in", ["created", "partially_paid"])
    .executeTakeFirst();
  if (!open)
    await trx
      .updateTable("payment_requests")
      .set({ state: "closed", updated_at: nowIso(now) })
      .where("id", "=", requestId)
      .where("state", "=", "open")
      .execute();
}

/**
 * Whether a lead has payments that forbid deleting it: a link still payable, or
 * money received. Called in the deleting transaction after the lead is locked.
 * A request still making its links does not hold the lead: its save locks the
 * lead, finds it gone, and cancels the links it made.
 */
export async function holdsPayments(trx: Db, enquiryId: string) {
  const instalment = await trx
    .selectFrom("payment_instalments")
    .select("id")
    .where("enquiry_id", "=", enquiryId)
    .where((eb) => eb.or([eb("status", "in", ["created", "partially_paid", "paid"]), eb("amount_paid_paise", ">", 0)]))
    .executeTakeFirst();
  return Boolean(instalment);
}
