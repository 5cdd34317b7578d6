import crypto from "node:crypto";
import type { Kysely } from "kysely";

// The follow-ups left on students from before docs/decisions/072 (docs/decisions/079).
// Since 072 a follow-up already past when a lead becomes Enrolled is cleared at
// that moment (leads/due.ts, followUpAfterEnrolment: kept only when later than
// it), and an enrolled lead's due_at is its follow-up. Leads enrolled before kept
// the sale's demo or call-back; with due_at null they stayed out of Due, but any
// later write would have put that old time in it as overdue. This applies the
// same rule once, as of the moment each lead was made Enrolled: the latest status
// line to Enrolled on its timeline (every enrolment writes one, `"to":"enrolled"`
// in its detail, as the owner's numbers count them). A lead with no such line is
// left alone: when it was enrolled is not known. The comparison is of ISO text,
// as everywhere, so both engines decide alike; the rule is written out here, not
// imported, so this migration does the same thing whatever due.ts becomes.

// The timeline id of this release (leads/timeline.ts as it was), frozen here so
// later changes to the live id never change what this migration writes
// (docs/decisions/090): the time, a counter, then randomness.
let written = 0;
const orderedId = (now: number) =>
  `${now.toString(36).padStart(9, "0")}${(written++ % 1_679_616).toString(36).padStart(4, "0")}-${crypto.randomBytes(6).toString("hex")}`;

/** The tables as release 024 has them, as far as this migration reads or writes them. */
interface Tables {
  enquiries: { id: string; status: string; follow_up_at: string | null; due_at: string | null; revision: number; updated_at: string };
  enquiry_activities: {
    id: string;
    enquiry_id: string;
    at: string;
    user_id: string | null;
    username: string | null;
    kind: string;
    text: string;
    detail: string;
  };
}

export function staleEnrolledFollowUps() {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      // Every lead cleared with its line, or none: Kysely runs a migration in a
      // transaction on PostgreSQL only (SQLite's adapter claims no transactional
      // DDL), so on SQLite this one opens its own.
      if (db.isTransaction) await clearStale(db);
      else await db.transaction().execute(clearStale);
    },
  };
}

async function clearStale(db: Kysely<Tables>) {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const stale = await db
    .selectFrom("enquiries")
    .innerJoin("enquiry_activities", "enquiry_activities.enquiry_id", "enquiries.id")
    .select(["enquiries.id", "enquiries.follow_up_at"])
    .where("enquiries.status", "=", "enrolled")
    .where("enquiries.follow_up_at", "is not", null)
    .where("enquiry_activities.kind", "=", "status")
    .where("enquiry_activities.detail", "like", '%"to":"enrolled"%')
    .groupBy(["enquiries.id", "enquiries.follow_up_at"])
    // At or before the moment it was enrolled: past then, so cleared (one still ahead stays).
    .having((eb) => eb("enquiries.follow_up_at", "<=", eb.fn.max("enquiry_activities.at")))
    .orderBy("enquiries.id")
    .execute();
  for (const lead of stale) {
    // due_at as dueAt has it for an enrolled lead without a follow-up: nothing due.
    // The revision rises as with any change: a page opened before reloads before it saves.
    // Only if the lead is as read: a server still on the last release may have written it since.
    const cleared = await db
      .updateTable("enquiries")
      .set((eb) => ({ follow_up_at: null, due_at: null, revision: eb("revision", "+", 1), updated_at: at }))
      .where("id", "=", lead.id)
      .where("status", "=", "enrolled")
      .where("follow_up_at", "=", lead.follow_up_at)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) === 0) continue;
    // The line staff's own enrolment leaves (leads/changes.ts), so the counsellor sees where the follow-up went.
    await db
      .insertInto("enquiry_activities")
      .values({
        id: orderedId(now),
        enquiry_id: lead.id,
        at,
        user_id: null,
        username: null,
        kind: "follow_up",
        text: "Follow-up cleared: enrolled",
        detail: JSON.stringify({ at: null, was: lead.follow_up_at }),
      })
      .execute();
  }
}
