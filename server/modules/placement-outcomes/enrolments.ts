import type { CohortQuery } from "#contracts/placement-outcomes";
import type { BatchesTable, Db } from "#server/db/types";
import { batchEndDate, sessionDates, attendanceOf, sessionsOf } from "../batches";

// Students as the placement module reads them (docs/decisions/089): a student is
// a lead on a batch's class list; their course is the batch's course; their
// attendance is the batches module's (held classes not marked absent), and a
// batch whose classes were never made counts its days so far, everyone present,
// as the student's own page does. Read only: nothing here writes.

export interface Enrolment {
  leadId: string;
  name: string;
  enrolledAt: string;
  batch: BatchesTable;
  /** The batch's last class day (its start plus its duration, docs/decisions/067). */
  endDate: string;
}

export interface Attendance {
  attended: number;
  held: number;
}

/** A graduate: enrolled in a batch whose last class day is over (before today, Chennai date). */
export const graduated = (e: Pick<Enrolment, "endDate">, today: string) => e.endDate < today;

/** Every enrolment, or those of a course and/or a batch, oldest batch first. */
export async function enrolments(db: Db, filter: CohortQuery = {}, leadIds?: string[]): Promise<Enrolment[]> {
  if (leadIds && leadIds.length === 0) return [];
  let query = db
    .selectFrom("batch_students")
    .innerJoin("batches", "batches.id", "batch_students.batch_id")
    .innerJoin("enquiries", "enquiries.id", "batch_students.enquiry_id")
    .selectAll("batches")
    .select(["batch_students.enquiry_id as lead_id", "batch_students.enrolled_at", "enquiries.name as lead_name"])
    .orderBy("batches.start_date")
    .orderBy("batches.id")
    .orderBy("enquiries.name")
    .orderBy("enquiries.id");
  if (filter.course) query = query.where("batches.course_id", "=", filter.course);
  if (filter.batch) query = query.where("batches.id", "=", filter.batch);
  if (leadIds) query = query.where("batch_students.enquiry_id", "in", leadIds);
  const rows = await query.execute();
  return rows.map(({ lead_id, enrolled_at, lead_name, ...batch }) => ({
    leadId: lead_id,
    name: lead_name,
    enrolledAt: enrolled_at,
    batch,
    endDate: batchEndDate(batch.start_date, batch.duration),
  }));
}

/** The students' attendance in one batch so far. */
export async function attendanceIn(db: Db, batch: BatchesTable, leadIds: string[], today: string): Promise<Map<string, Attendance>> {
  const stored = await sessionsOf(db, batch.id);
  if (stored.length === 0) {
    const held = sessionDates(batch.start_date, batch.schedule, batch.duration).filter((day) => day < today).length;
    return new Map(leadIds.map((id) => [id, { attended: held, held }]));
  }
  const found = await attendanceOf(db, batch.id, leadIds, today);
  return new Map([...found].map(([id, a]) => [id, { attended: a.attended, held: a.held }]));
}

/** Attendance of each enrolment, keyed `${batchId}/${leadId}`. */
export async function attendanceOfEnrolments(db: Db, list: Enrolment[], today: string): Promise<Map<string, Attendance>> {
  const byBatch = new Map<string, Enrolment[]>();
  for (const e of list) byBatch.set(e.batch.id, [...(byBatch.get(e.batch.id) ?? []), e]);
  const result = new Map<string, Attendance>();
  for (const group of byBatch.values()) {
    const found = await attendanceIn(
      db,
      group[0]!.batch,
      group.map((e) => e.leadId),
      today,
    );
    for (const [leadId, a] of found) result.set(`${group[0]!.batch.id}/${leadId}`, a);
  }
  return result;
}

/** Whole percent, rounded down, so 74.9 % never reads as 75 %. */
export const percentOf = (a: Attendance) => (a.held === 0 ? 0 : Math.floor((a.attended * 100) / a.held));

export interface HeldCertificate {
  leadId: string;
  code: string;
  course: string;
  batchId: string | null;
  revoked: boolean;
}

/** Certificates issued to these students (revoked ones too: the caller decides). */
export async function certificatesOf(db: Db, leadIds: string[]): Promise<HeldCertificate[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("certificates")
    .select(["enquiry_id", "code", "course", "batch_id", "revoked_at"])
    .where("enquiry_id", "in", leadIds)
    .orderBy("issued_at")
    .execute();
  return rows.map((r) => ({ leadId: r.enquiry_id!, code: r.code, course: r.course, batchId: r.batch_id ?? null, revoked: r.revoked_at !== null }));
}
