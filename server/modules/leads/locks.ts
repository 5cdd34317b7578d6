import type { Db } from "#server/db/types";

// Row locks that work the same on SQLite and PostgreSQL (docs/decisions/035).
// A no-op UPDATE … RETURNING takes the row's write lock on PostgreSQL (a second
// transaction waits for the first to commit, then reads its result) and the
// database's write lock on SQLite, and answers the row as it is now. Whatever a
// transaction decides after it (may this counsellor work the lead, is it still
// unassigned, is the revision the one the change was made on) cannot be undone
// by a change running at the same moment.
//
// Order, so two transactions never wait on each other: a counsellor's account
// first, then the lead. Deleting an account or changing its role locks the
// account first too, then returns its leads (./unassign.ts).

/** Locks a lead and answers it as it is now; undefined when it is gone. */
export async function lockLead(db: Db, id: string) {
  return db
    .updateTable("enquiries")
    .set((eb) => ({ revision: eb.ref("revision") }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Locks a verified counsellor's account for the rest of the transaction, so it
 * cannot be deleted or given another role until a lead given to it is saved;
 * undefined when the account is not (or no longer) a verified counsellor.
 */
export async function lockCounsellor(db: Db, id: string, { available = false } = {}) {
  let query = db
    .updateTable("users")
    .set((eb) => ({ available: eb.ref("available") }))
    .where("id", "=", id)
    .where("role", "=", "counsellor")
    .where("is_verified", "=", 1);
  if (available) query = query.where("available", "=", 1);
  return query.returning(["id", "username"]).executeTakeFirst();
}
