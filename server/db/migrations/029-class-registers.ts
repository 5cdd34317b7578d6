import { type Kysely, sql } from "kysely";

// Class registers (docs/decisions/084). batch_sessions.opened_on: the Chennai day
// (yyyy-mm-dd) on which an admin opened a past class to its trainer for
// correction; the trainer may change it on that day only (null: never opened).
//
// From 084 a class counts for attendance only once its register was saved. Until
// then a past class nobody saved counted as everyone present (docs/decisions/067),
// and the register never asked for a save on a day with nobody absent: the
// classes already past are that rule's records. They keep their meaning, saved
// now as everyone present, except a class made after its own day (an extra class
// added to the past, or a schedule first read after it): nobody could have taken
// its register on the day, so it stays unsaved and does not count.

/** Who the saved registers name: nobody took them, the earlier rule did. */
const TAKEN_AS_PRESENT = "all present (before decision 084)";
/** India Standard Time, UTC+05:30 all year: copied, so this migration never changes with live code. */
const OFFSET_MS = 330 * 60_000;
const instituteDay = (at: number) => new Date(at + OFFSET_MS).toISOString().slice(0, 10);
/**
 * The UTC clock time at which a Chennai day ends: a session created before
 * `${date}T18:30:00.000Z` was created on or before its own day.
 */
const CHENNAI_MIDNIGHT_UTC = "T18:30:00.000Z";

interface Tables {
  batch_sessions: { id: string; date: string; cancelled: number; marked_at: string | null; marked_by: string | null; created_at: string };
}

export function classRegisters() {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      // The column and the saved registers together, or neither: Kysely opens no
      // transaction for a migration on SQLite, so this one opens its own there.
      if (db.isTransaction) await apply(db);
      else await db.transaction().execute(apply);
    },
  };
}

async function apply(db: Kysely<Tables>) {
  await db.schema.alterTable("batch_sessions").addColumn("opened_on", "text").execute();
  const now = Date.now();
  await db
    .updateTable("batch_sessions")
    .set({ marked_at: new Date(now).toISOString(), marked_by: TAKEN_AS_PRESENT })
    .where("cancelled", "=", 0)
    .where("marked_at", "is", null)
    .where("date", "<", instituteDay(now))
    .where(sql<boolean>`created_at < date || ${CHENNAI_MIDNIGHT_UTC}`)
    .execute();
}
