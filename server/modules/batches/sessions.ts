import crypto from "node:crypto";
import type { Attendance } from "#contracts/batches";
import type { BatchSessionsTable, BatchesTable, Db } from "#server/db/types";
import { notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { sessionDates } from "./schedule";

// A batch's classes and who attended them (docs/decisions/067). The sessions are
// made from the schedule the first time anyone looks at them, then kept: staff
// mark holidays and add extra classes. A class is "held" once its register was
// saved; everyone on the roster not marked absent attended it. A class nobody
// took the register of counts neither way (docs/decisions/084).

export async function loadBatch(db: Db, id: string): Promise<BatchesTable> {
  const batch = await db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirst();
  if (!batch) throw notFound("Batch");
  return batch;
}

/** Makes the batch's sessions from its schedule, once (two callers at once make them once). */
export async function ensureSessions(db: Db, batch: BatchesTable, now: number) {
  if (batch.sessions_made_at) return;
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("batches")
      .set({ sessions_made_at: nowIso(now) })
      .where("id", "=", batch.id)
      .where("sessions_made_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return;
    const dates = sessionDates(batch.start_date, batch.schedule, batch.duration);
    const rows = dates.map((date) => ({ id: crypto.randomUUID(), batch_id: batch.id, date, cancelled: 0, extra: 0, created_at: nowIso(now) }));
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto("batch_sessions")
        .values(rows.slice(i, i + 100))
        .onConflict((oc) => oc.columns(["batch_id", "date"]).doNothing())
        .execute();
  });
}

export async function sessionsOf(db: Db, batchId: string) {
  return db.selectFrom("batch_sessions").selectAll().where("batch_id", "=", batchId).orderBy("date").execute();
}

/**
 * A class that counts for attendance: not a holiday, and its register saved (by
 * then its day has come). A past class without one is left out of both what was
 * held and what was attended: nobody knows who came (docs/decisions/084).
 */
export const isHeld = (s: Pick<BatchSessionsTable, "cancelled" | "date" | "marked_at">, today: string) =>
  !Number(s.cancelled) && s.marked_at !== null && s.date <= today;

export interface LeadAttendance extends Attendance {
  /** Absent from the last two held classes. */
  absentLastTwo: boolean;
}

/** Who was absent from each of these sessions. */
export async function absencesIn(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return db.selectFrom("session_absences").select(["session_id", "enquiry_id"]).where("session_id", "in", sessionIds).execute();
}

/** Attendance of every lead named, over the batch's held classes. */
export async function attendanceOf(db: Db, batchId: string, leadIds: string[], today: string): Promise<Map<string, LeadAttendance>> {
  const held = (await sessionsOf(db, batchId)).filter((s) => isHeld(s, today));
  const absences = await absencesIn(
    db,
    held.map((s) => s.id),
  );
  const absent = new Set(absences.map((a) => `${a.session_id}/${a.enquiry_id}`));
  const lastTwo = held.slice(-2);
  return new Map(
    leadIds.map((lead) => {
      const missed = held.filter((s) => absent.has(`${s.id}/${lead}`)).length;
      return [
        lead,
        { held: held.length, attended: held.length - missed, absentLastTwo: lastTwo.length === 2 && lastTwo.every((s) => absent.has(`${s.id}/${lead}`)) },
      ];
    }),
  );
}
