import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { markWhatsAppUnreachable } from "../leads/lead-writes";
import { NOT_ON_WHATSAPP } from "./cloud-api";
import { fallBackToEmail } from "./email-fallback";
import { nextStatus } from "./messages";
import type { StatusUpdate } from "./webhook-payload";

// Meta's delivery reports on what we sent (docs/decisions/064, 073). Meta sends
// them fast and in any order: "delivered" and "read" can reach us before the
// outbox has written the wamid Meta answered our send with. Such a report is
// kept (once per wamid and status) and applied when the wamid is written, from
// whichever side commits last; a message's state only ever moves forward.

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
    .returning(["id", "status", "enquiry_id"])
    .executeTakeFirst();

/** Meta said the number is not on WhatsApp (docs/decisions/066); a message from the student clears it. The lead's write is the leads module's (081). */
export const markUnreachable = markWhatsAppUnreachable;

/** Moves the message forward; answers its id when this report failed it (for the email in its place). */
async function applyTo(db: Db, row: { id: string; status: string; enquiry_id: string }, update: StatusUpdate, now: number) {
  const status = nextStatus(row.status, update.status);
  if (status === row.status && !(status === "failed" && update.error)) return null;
  await db
    .updateTable("whatsapp_messages")
    .set({ status, error: status === "failed" ? update.error : null, updated_at: nowIso(now) })
    .where("id", "=", row.id)
    .execute();
  if (status !== "failed") return null;
  if (update.code !== null && NOT_ON_WHATSAPP.has(update.code)) await markUnreachable(db, row.enquiry_id, now);
  return row.id;
}

/** A failed report on an automatic message sends it by email instead (docs/decisions/066); answers whether one was queued. */
const emailIfFailed = async (db: Db, config: Config, failed: { id: string; update: StatusUpdate } | null, now: number) =>
  failed ? fallBackToEmail(db, config, failed.id, failed.update.error ?? "WhatsApp could not deliver it", now) : false;

/**
 * One report from the webhook: applied to its message, or kept until the
 * message's wamid is written. Answers whether an email was queued.
 */
export async function takeStatus(db: Db, config: Config, update: StatusUpdate, now: number): Promise<boolean> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockMessage(trx, update.waId);
    if (row) {
      const failed = await applyTo(trx, row, update, now);
      return { kept: false, failed: failed ? { id: failed, update } : null };
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
    return { kept: true, failed: null };
  });
  // The outbox may have written the wamid between our look and our commit, after reading no early report: apply now.
  if (outcome.kept) return applyEarlyStatuses(db, config, update.waId, now);
  return emailIfFailed(db, config, outcome.failed, now);
}

/**
 * Applies, then deletes, the reports kept for this wamid once a message carries
 * it; called by the outbox right after it wrote the wamid, and by the webhook
 * after it kept one. Either order ends the same: whichever commits last sees the
 * other's write. Answers whether an email was queued.
 */
export async function applyEarlyStatuses(db: Db, config: Config, waId: string, now: number): Promise<boolean> {
  const failed = await db.transaction().execute(async (trx) => {
    const row = await lockMessage(trx, waId);
    if (!row) return null;
    const early = await trx.deleteFrom("whatsapp_early_statuses").where("wa_id", "=", waId).returningAll().execute();
    let current = row;
    let failure: { id: string; update: StatusUpdate } | null = null;
    for (const e of early) {
      const update: StatusUpdate = { waId, status: e.status as StatusUpdate["status"], error: e.error, code: e.code === null ? null : Number(e.code) };
      const failedId = await applyTo(trx, current, update, now);
      if (failedId) failure = { id: failedId, update };
      current = { ...current, status: nextStatus(current.status, update.status) };
    }
    return failure;
  });
  return emailIfFailed(db, config, failed, now);
}
