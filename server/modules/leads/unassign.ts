import { CLOSED_STATUSES } from "#contracts/enquiry-inbox";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { type Actor, orderedId } from "./timeline";

// Leads are never stranded (docs/decisions/035): when a counsellor's account is
// deleted, or stops being a counsellor, the leads it held go back to Unassigned,
// where the Unassigned view lists them and any counsellor can take them. Each
// lead's timeline says why. Runs in the transaction that changes the account,
// after the account's row is locked (deleted or updated), so a lead given to it
// at the same moment is either seen here or refused there (./locks.ts).

export type UnassignReason = "deleted" | "not-counsellor";

const REASON_TEXT: Record<UnassignReason, (username: string) => string> = {
  deleted: (username) => `Back to Unassigned: ${username}'s account was deleted`,
  "not-counsellor": (username) => `Back to Unassigned: ${username} is no longer a counsellor`,
};

/**
 * Returns the leads of `owner` to Unassigned and answers how many. A deleted
 * account lets go of every lead it held (an owner must be someone); a role
 * change only of its open ones (enrolled and lost leads keep who closed them).
 */
export async function unassignLeadsOf(db: Db, owner: { id: string; username: string }, reason: UnassignReason, by: Actor, now = Date.now()) {
  let query = db
    .updateTable("enquiries")
    .set((eb) => ({ owner_id: null, revision: eb("revision", "+", 1), updated_at: nowIso(now) }))
    .where("owner_id", "=", owner.id);
  if (reason === "not-counsellor") query = query.where("status", "not in", [...CLOSED_STATUSES]);
  const leads = await query.returning("id").execute();
  if (leads.length === 0) return 0;
  const text = REASON_TEXT[reason](owner.username);
  const detail = JSON.stringify({ from: owner.id, to: null, reason });
  const rows = leads.map((lead) => ({
    id: orderedId(now),
    enquiry_id: lead.id,
    at: nowIso(now),
    user_id: by?.id ?? null,
    username: by?.username ?? null,
    kind: "assignment",
    text,
    detail,
  }));
  // A few hundred rows per statement keeps PostgreSQL's parameter limit far away.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("enquiry_activities")
      .values(rows.slice(i, i + 500))
      .execute();
  return leads.length;
}
