import { NO_ATTENDANCE_REASON, NO_CERTIFICATE_REASON, attendanceReason } from "#contracts/placement-outcomes";
import type { Db, PlacementDrivesTable } from "#server/db/types";
import { courseTitles } from "./courses";
import { type Attendance, type Enrolment, attendanceIn, certificatesOf, enrolments, percentOf } from "./enrolments";

// Who may apply to a drive (docs/decisions/089), worked out from what the
// product already records, never typed: the student's attendance in their batch
// of one of the drive's courses (their latest, if they moved), and a certificate
// issued to them for that course and not revoked. Each unmet rule is one reason
// in plain words, the same ones the student sees and the 409 answers.

export interface DriveRules {
  minAttendance: number | null;
  certificateRequired: boolean;
}

export const rulesOf = (drive: Pick<PlacementDrivesTable, "min_attendance" | "certificate_required">): DriveRules => ({
  minAttendance: drive.min_attendance === null ? null : Number(drive.min_attendance),
  certificateRequired: Number(drive.certificate_required) === 1,
});

/** The reasons a student cannot apply; none: they can. Pure, so the wording is tested without a database. */
export function reasonsAgainst(rules: DriveRules, attendance: Attendance, hasCertificate: boolean): string[] {
  const reasons: string[] = [];
  if (rules.minAttendance !== null && rules.minAttendance > 0) {
    if (attendance.held === 0) reasons.push(NO_ATTENDANCE_REASON(rules.minAttendance));
    // Compared exactly (attended / held ≥ minimum), shown rounded down.
    else if (attendance.attended * 100 < rules.minAttendance * attendance.held) reasons.push(attendanceReason(percentOf(attendance), rules.minAttendance));
  }
  if (rules.certificateRequired && !hasCertificate) reasons.push(NO_CERTIFICATE_REASON);
  return reasons;
}

/** What a student brings to the drives of their courses: their enrolments, attendance and certificates. */
export interface StudentRecord {
  enrolments: Enrolment[];
  /** Attendance by batch id. */
  attendance: Map<string, Attendance>;
  /** The student's certificates not revoked: the batch each came from (if any) and its course's name, folded. */
  certificates: { batchId: string | null; course: string }[];
  titles: Map<string, string>;
}

const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

export async function studentRecord(db: Db, leadId: string, today: string): Promise<StudentRecord> {
  const list = await enrolments(db, {}, [leadId]);
  const attendance = new Map<string, Attendance>();
  for (const e of list) attendance.set(e.batch.id, (await attendanceIn(db, e.batch, [leadId], today)).get(leadId)!);
  const certificates = (await certificatesOf(db, [leadId])).filter((c) => !c.revoked).map((c) => ({ batchId: c.batchId, course: fold(c.course) }));
  return { enrolments: list, attendance, certificates, titles: await courseTitles(db) };
}

/** The student's batch for a drive: their latest in one of its courses; undefined when the drive is not for them. */
export const batchFor = (record: StudentRecord, courses: string[]) => record.enrolments.filter((e) => courses.includes(e.batch.course_id)).at(-1);

/** The reasons against one drive; undefined when the drive is for none of the student's courses. */
export function reasonsFor(record: StudentRecord, drive: DriveRules, courses: string[]): string[] | undefined {
  const enrolment = batchFor(record, courses);
  if (!enrolment) return undefined;
  const courseName = fold(record.titles.get(enrolment.batch.course_id) ?? enrolment.batch.course_id);
  const ownBatches = new Set(record.enrolments.filter((e) => courses.includes(e.batch.course_id)).map((e) => e.batch.id));
  // From the batch itself, or issued by hand for the course by its name.
  const certified = record.certificates.some((c) => (c.batchId !== null && ownBatches.has(c.batchId)) || c.course === courseName);
  return reasonsAgainst(drive, record.attendance.get(enrolment.batch.id) ?? { attended: 0, held: 0 }, certified);
}
