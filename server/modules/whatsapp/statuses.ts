import { refusalOf } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { fallBackToEmail } from "./email-fallback";
import { nextStatus } from "./messages";
import { markUnreachable, queueAgain, reportedFailure, resendAfterReport } from "./refusals";
import type { StatusUpdate } from "./webhook-payload";

// Meta's delivery reports on what we sent (docs/decisions/064, 073). Meta sends
// them fast and in any order: "delivered" and "read" can reach us before the
// outbox has written the wamid Meta answered our send with. Such a report is
// kept (once per wamid and status) and applied when the wamid is written, from
// whichever side commits last; a message's state only ever moves forward, except
// that a "failed" Meta means as "try again" (a template after 131047, a rate limit)
// queues the message once more instead (docs/decisions/086).

/** Where it lived before docs/decisions/086; kept for callers that import it from here. */
export { markUnreachable } from "./refusals";

/** A report for a wamid that never becomes ours (a message sent from the phone app) is forgotten after this long. */
const EARLY_STATUS_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Takes the message row's write lock (a no-op update, as leads/locks.ts does) and
 * answers it: two reports of one message never both decide from the same state.
 */
const lockMessage = (db: Db, waId: string) =>
  db
    .updateTable("whatsapp_messages")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("wa_id", "=", waId)
    .returning(["id", "status", "enquiry_id", "template", "error_code", "resends"])
    .executeTakeFirst();

type LockedMessage = NonNullable<Awaited<ReturnType<typeof lockMessage>>>;

/** What a report did: failed the message (its email in its place may follow), queued it again, or neither. */
type Applied = "failed" | "queued again" | null;

/** Moves the message forward, or queues it again when Meta's failure means "try again" (docs/decisions/086). */
async function applyTo(db: Db, config: Config, row: LockedMessage, update: StatusUpdate, now: number): Promise<Applied> {
  const status = nextStatus(row.status, update.status);
  if (status === row.status && !(status === "failed" && update.error)) return null;
  if (status === "failed" && row.status !== "failed") {
    const again = resendAfterReport(row, update.code, config);
    if (again) {
      await queueAgain(db, row, update.code, again, now);
      return "queued again";
    }
  }
  const failed = status === "failed";
  await db
    .updateTable("whatsapp_messages")
    .set({
      status,
      error: failed ? reportedFailure(update.code, update.error) : null,
      ...(failed && { error_code: update.code }),
      updated_at: nowIso(now),
    })
    .where("id", "=", row.id)
    .execute();
  if (!failed) return null;
  if (refusalOf(update.code) === "not_on_whatsapp") await markUnreachable(db, row.enquiry_id, now);
  return "failed";
}

/** A failed report on an automatic message sends it by email instead (docs/decisions/066); answers whether one was queued. */
const emailIfFailed = async (db: Db, config: Config, failed: { id: string; update: StatusUpdate } | null, now: number) =>
  failed ? fallBackToEmail(db, config, failed.id, reportedFailure(failed.update.code, failed.update.error), now) : false;

/**
 * One report from the webhook: applied to its message, or kept until the
 * message's wamid is written. Answers whether the outbox has something new: the
 * email in place of a failed message, or the message queued again.
 */
export async function takeStatus(db: Db, config: Config, update: StatusUpdate, now: number): Promise<boolean> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockMessage(trx, update.waId);
    if (row) {
      const applied = await applyTo(trx, config, row, update, now);
      return { kept: false, queued: applied === "queued again", failed: applied === "failed" ? { id: row.id, update } : null };
    }
    await trx
      .insertInto("whatsapp_early_statuses")
      .values({ wa_id: update.waId, status: update.status, error: update.error, code: update.code, received_at: nowIso(now) })
      .onConflict((oc) => oc.columns(["wa_id", "status"]).doNothing())
      .execute();
    await trx
      .deleteFrom("whatsapp_early_statuses")
      .where("received_at", "<", nowIso(now - EARLY_STATUS_KEPT_MS))
      .execute();
    return { kept: true, queued: false, failed: null };
  });
  // The outbox may have written the wamid between our look and our commit, after reading no early report: apply now.
  if (outcome.kept) return applyEarlyStatuses(db, config, update.waId, now);
  return (await emailIfFailed(db, config, outcome.failed, now)) || outcome.queued;
}

/**
 * Applies, then deletes, the reports kept for this wamid once a message carries
 * it; called by the outbox right after it wrote the wamid, and by the webhook
 * after it kept one. Either order ends the same: whichever commits last sees the
 * other's write. Answers whether the outbox has something new (as takeStatus).
 */
export async function applyEarlyStatuses(db: Db, config: Config, waId: string, now: number): Promise<boolean> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockMessage(trx, waId);
    if (!row) return null;
    const early = await trx.deleteFrom("whatsapp_early_statuses").where("wa_id", "=", waId).returningAll().execute();
    let current = row;
    let failure: { id: string; update: StatusUpdate } | null = null;
    for (const e of early) {
      const update: StatusUpdate = { waId, status: e.status as StatusUpdate["status"], error: e.error, code: e.code === null ? null : Number(e.code) };
      const applied = await applyTo(trx, config, current, update, now);
      // Queued again: the other reports were about the send that failed, not the next one.
      if (applied === "queued again") return { failure: null, queued: true };
      if (applied === "failed") failure = { id: row.id, update };
      current = { ...current, status: nextStatus(current.status, update.status) };
    }
    return { failure, queued: false };
  });
  if (!outcome) return false;
  return (await emailIfFailed(db, config, outcome.failure, now)) || outcome.queued;
}
