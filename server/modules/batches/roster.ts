import type { BatchSession, BatchSessions, BatchSummary, Roster } from "#contracts/batches";
import { instituteDay } from "#contracts/institute-time";
import type { BatchesTable, Db } from "#server/db/types";
import { Forbidden } from "#server/domain-errors";
import { BATCH_MESSAGES } from "#contracts/batches";
import { namedRecord, readJson } from "../common/stored-json";
import { enrolledCounts } from "../content";
import { feeStates } from "./enrolment";
import { batchEndDate } from "./schedule";
import { absencesIn, attendanceOf, ensureSessions, loadBatch, sessionsOf } from "./sessions";

// What staff read of a batch (docs/decisions/067): the batches a caller may see
// (a trainer only the ones they teach), a batch's roster with each student's
// attendance and fee state, and its sessions with who was absent.

/** Who is asking: an admin or counsellor sees every batch, a trainer only theirs. */
export interface Viewer {
  id: string;
  role: string | null;
}

/** A trainer may only read and mark the batches they teach (403 otherwise); other staff any. */
export function checkMayTeach(viewer: Viewer, batch: Pick<BatchesTable, "trainer_id">) {
  if (viewer.role === "trainer" && batch.trainer_id !== viewer.id) throw new Forbidden(BATCH_MESSAGES.notYourBatch);
}

export async function courseTitles(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("courses").select(["id", "data"]).execute();
  return new Map(rows.map((r) => [r.id, readJson(namedRecord, r.data)?.name ?? r.id]));
}

export function toSummary(b: BatchesTable, enrolled: number, titles: Map<string, string>): BatchSummary {
  const capacity = b.capacity === null || b.capacity === undefined ? null : Number(b.capacity);
  return {
    id: b.id,
    courseId: b.course_id,
    courseTitle: titles.get(b.course_id) ?? b.course_id,
    startDate: b.start_date,
    endDate: batchEndDate(b.start_date, b.duration),
    schedule: b.schedule,
    timing: b.timing,
    mode: b.mode,
    capacity,
    enrolled,
    seatsLeft: capacity === null ? null : Math.max(0, capacity - enrolled),
    trainerId: b.trainer_id ?? null,
  };
}

/** The batches the viewer may see, latest start first. */
export async function visibleBatches(db: Db, viewer: Viewer): Promise<BatchSummary[]> {
  let query = db.selectFrom("batches").selectAll().orderBy("start_date", "desc").orderBy("timing");
  if (viewer.role === "trainer") query = query.where("trainer_id", "=", viewer.id);
  const rows = await query.execute();
  const [counts, titles] = await Promise.all([enrolledCounts(db), courseTitles(db)]);
  return rows.map((b) => toSummary(b, counts.get(b.id) ?? 0, titles));
}

async function summaryOf(db: Db, batch: BatchesTable) {
  const [counts, titles] = await Promise.all([enrolledCounts(db, [batch.id]), courseTitles(db)]);
  return toSummary(batch, counts.get(batch.id) ?? 0, titles);
}

async function studentsOf(db: Db, batchId: string) {
  return db
    .selectFrom("batch_students")
    .innerJoin("enquiries", "enquiries.id", "batch_students.enquiry_id")
    .select(["enquiries.id", "enquiries.name", "enquiries.phone", "enquiries.email", "batch_students.enrolled_at"])
    .where("batch_students.batch_id", "=", batchId)
    .orderBy("enquiries.name")
    .execute();
}

/** A batch's roster: every student with their attendance and fee state. */
export async function rosterOf(db: Db, batchId: string, viewer: Viewer, now: number): Promise<Roster> {
  const batch = await loadBatch(db, batchId);
  checkMayTeach(viewer, batch);
  await ensureSessions(db, batch, now);
  const today = instituteDay(now);
  const students = await studentsOf(db, batchId);
  const ids = students.map((s) => s.id);
  const [attendance, fees] = await Promise.all([attendanceOf(db, batchId, ids, today), feeStates(db, ids, today)]);
  return {
    batch: await summaryOf(db, batch),
    students: students.map((s) => {
      const a = attendance.get(s.id)!;
      return {
        leadId: s.id,
        name: s.name,
        phone: s.phone,
        email: s.email,
        enrolledAt: s.enrolled_at,
        feeState: fees.get(s.id) ?? "none",
        attendance: { attended: a.attended, held: a.held },
        absentLastTwo: a.absentLastTwo,
      };
    }),
  };
}

/** A batch's sessions (made from its schedule the first time), with who was absent from each. */
export async function sessionsView(db: Db, batchId: string, viewer: Viewer, now: number): Promise<BatchSessions> {
  const batch = await loadBatch(db, batchId);
  checkMayTeach(viewer, batch);
  await ensureSessions(db, batch, now);
  const sessions = await sessionsOf(db, batchId);
  const today = instituteDay(now);
  const absences = await absencesIn(
    db,
    sessions.map((s) => s.id),
  );
  const students = await studentsOf(db, batchId);
  return {
    batch: await summaryOf(db, batch),
    sessions: sessions.map((s): BatchSession => ({
      id: s.id,
      date: s.date,
      cancelled: Boolean(Number(s.cancelled)),
      extra: Boolean(Number(s.extra)),
      note: s.note,
      markedAt: s.marked_at,
      openToday: s.opened_on === today,
      absent: absences.filter((a) => a.session_id === s.id).map((a) => a.enquiry_id),
    })),
    students: students.map((s) => ({ leadId: s.id, name: s.name })),
  };
}
