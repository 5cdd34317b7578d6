import crypto from "node:crypto";
import { ABSENT_TWICE_TEXT, type AttendanceInput, BATCH_MESSAGES } from "#contracts/batches";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import type { BatchSessionsTable, Db } from "#server/db/types";
import { Conflict, Forbidden, Invalid, notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { bringFollowUpForward, lockLead, type Actor, addActivity } from "../leads";
import { type Viewer, checkMayTeach } from "./roster";
import { loadBatch } from "./sessions";

// Taking attendance (docs/decisions/067). The trainer's phone sends the whole
// list of absentees after every tap, so each save is the session's attendance as
// it is now (saving the same list again changes nothing). The batch's trainer may
// mark and correct a class on its own day only, or on the day an admin opened
// that past class for them; an admin any day since (each save is in the audit
// log). A trainer never changes the past otherwise: no holiday on a past class,
// no class added on a past date (docs/decisions/084). A student absent from two
// classes in a row gets a follow-up for their counsellor, once per class that
// makes it two.

export interface Marker extends Viewer {
  username: string;
}

async function loadSession(db: Db, id: string) {
  const session = await db.selectFrom("batch_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!session) throw notFound("Class");
  return session;
}

/** A past class an admin opened today for its trainer to correct (docs/decisions/084). */
const openedToday = (session: Pick<BatchSessionsTable, "opened_on">, today: string) => session.opened_on === today;

/** The batch, if the caller is its trainer or an admin (403 otherwise). */
async function batchToEdit(db: Db, batchId: string, marker: Viewer) {
  const batch = await loadBatch(db, batchId);
  if (marker.role !== "admin" && marker.role !== "trainer") throw new Forbidden(BATCH_MESSAGES.notYourBatch);
  checkMayTeach(marker, batch);
  return batch;
}

/** Who may take a session's register, and when: its batch's trainer on the day (or a day an admin opened it), an admin any day up to today. */
async function checkMayMark(db: Db, session: BatchSessionsTable, marker: Marker, now: number) {
  const batch = await batchToEdit(db, session.batch_id, marker);
  const today = instituteDay(now);
  if (session.date > today) throw new Invalid(BATCH_MESSAGES.future);
  if (marker.role === "trainer" && session.date !== today && !openedToday(session, today)) throw new Forbidden(BATCH_MESSAGES.closedDay);
  return batch;
}

export async function markAttendance(db: Db, sessionId: string, input: AttendanceInput, marker: Marker, now: number) {
  const session = await loadSession(db, sessionId);
  const batch = await checkMayMark(db, session, marker, now);
  if (Number(session.cancelled)) throw new Conflict(BATCH_MESSAGES.cancelled);
  const absent = [...new Set(input.absent)];
  const actor: Actor = { id: marker.id, username: marker.username };

  return db.transaction().execute(async (trx) => {
    // One save of a session at a time: two taps in flight are applied in turn.
    await trx
      .updateTable("batch_sessions")
      .set({ marked_at: session.marked_at ?? nowIso(now), marked_by: marker.username })
      .where("id", "=", sessionId)
      .execute();
    const roster = new Set((await trx.selectFrom("batch_students").select("enquiry_id").where("batch_id", "=", batch.id).execute()).map((r) => r.enquiry_id));
    const stranger = absent.find((id) => !roster.has(id));
    if (stranger) throw new Invalid(BATCH_MESSAGES.notOnRoster, { absent: BATCH_MESSAGES.notOnRoster });
    const before = new Set(
      (await trx.selectFrom("session_absences").select("enquiry_id").where("session_id", "=", sessionId).execute()).map((r) => r.enquiry_id),
    );
    const present = [...before].filter((id) => !absent.includes(id));
    const added = absent.filter((id) => !before.has(id));
    if (present.length) await trx.deleteFrom("session_absences").where("session_id", "=", sessionId).where("enquiry_id", "in", present).execute();
    if (added.length)
      await trx
        .insertInto("session_absences")
        .values(added.map((id) => ({ session_id: sessionId, enquiry_id: id, marked_at: nowIso(now), marked_by: marker.username })))
        .execute();
    for (const leadId of added) await followUpIfAbsentTwice(trx, session, leadId, actor, now);
    return { sessionId, date: session.date, absent, markedAt: session.marked_at ?? nowIso(now) };
  });
}

/**
 * Absent now and from the batch's previous class (holidays skipped): a follow-up
 * on the lead for its counsellor, on the timeline, once for this pair of classes.
 */
async function followUpIfAbsentTwice(trx: Db, session: BatchSessionsTable, leadId: string, actor: Actor, now: number) {
  const previous = await trx
    .selectFrom("batch_sessions")
    .select(["id", "date"])
    .where("batch_id", "=", session.batch_id)
    .where("date", "<", session.date)
    .where("cancelled", "=", 0)
    .orderBy("date", "desc")
    .executeTakeFirst();
  if (!previous) return;
  const missed = await trx
    .selectFrom("session_absences")
    .select("session_id")
    .where("session_id", "=", previous.id)
    .where("enquiry_id", "=", leadId)
    .executeTakeFirst();
  if (!missed) return;
  const key = `absent-twice:${session.id}`;
  const done = await trx
    .selectFrom("enquiry_activities")
    .select("id")
    .where("enquiry_id", "=", leadId)
    .where("kind", "=", "follow_up")
    .where("detail", "like", `%"key":"${key}"%`)
    .executeTakeFirst();
  if (done) return;
  const lead = await lockLead(trx, leadId);
  if (!lead) return;
  // due_at with it: the call comes due in the counsellor's Due view, the lead enrolled or not (docs/decisions/072).
  await bringFollowUpForward(trx, lead, now);
  await addActivity(
    trx,
    leadId,
    actor,
    "follow_up",
    `${ABSENT_TWICE_TEXT} — missed the classes of ${formatDate(previous.date)} and ${formatDate(session.date)}`,
    { key, sessions: [previous.id, session.id] },
    now,
  );
}

/** An extra class on a day of the batch (one class per day); a trainer's from today on, an admin's on any day. */
export async function addExtraSession(db: Db, batchId: string, date: string, note: string | undefined, marker: Viewer, now: number) {
  await batchToEdit(db, batchId, marker);
  if (marker.role === "trainer" && date < instituteDay(now)) throw new Forbidden(BATCH_MESSAGES.pastExtra, { date: BATCH_MESSAGES.pastExtra });
  const inserted = await db
    .insertInto("batch_sessions")
    .values({ id: crypto.randomUUID(), batch_id: batchId, date, cancelled: 0, extra: 1, note: note || null, created_at: nowIso(now) })
    .onConflict((oc) => oc.columns(["batch_id", "date"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw new Conflict("This batch already has a class on that day.", { date: "This batch already has a class on that day." });
  return inserted.id;
}

/**
 * A holiday (no class) or a class again; a class with attendance taken cannot
 * become a holiday. A trainer changes today's class and those ahead, a past one
 * only on the day an admin opened it; an admin any class.
 */
export async function changeSession(db: Db, sessionId: string, change: { cancelled: boolean; note?: string }, marker: Viewer, now: number) {
  const session = await loadSession(db, sessionId);
  const batch = await batchToEdit(db, session.batch_id, marker);
  const today = instituteDay(now);
  if (marker.role === "trainer" && session.date < today && !openedToday(session, today)) throw new Forbidden(BATCH_MESSAGES.pastClass);
  if (change.cancelled && session.marked_at) throw new Conflict("Attendance was taken for this class; it cannot become a holiday.");
  await db
    .updateTable("batch_sessions")
    .set({ cancelled: change.cancelled ? 1 : 0, note: change.note ?? session.note })
    .where("id", "=", sessionId)
    .execute();
  return batch.id;
}

/**
 * An admin opens a past class to its batch's trainer for the rest of today (Chennai
 * day): the trainer may then take or correct its register, or make it a holiday
 * or a class again (docs/decisions/084). Opening it again the same day changes nothing.
 */
export async function openToTrainer(db: Db, sessionId: string, now: number) {
  const session = await loadSession(db, sessionId);
  const batch = await loadBatch(db, session.batch_id);
  const today = instituteDay(now);
  if (session.date >= today) throw new Invalid(session.date === today ? BATCH_MESSAGES.openToday : BATCH_MESSAGES.openAhead);
  if (!batch.trainer_id) throw new Conflict(BATCH_MESSAGES.noTrainer);
  await db.updateTable("batch_sessions").set({ opened_on: today }).where("id", "=", sessionId).execute();
  return { batchId: batch.id, date: session.date };
}
