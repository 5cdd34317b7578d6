import type { StudentBatchView } from "#contracts/batches";
import { instituteDay } from "#contracts/institute-time";
import type { Db } from "#server/db/types";
import { namedRecord, readJson } from "../common/stored-json";
import { readSiteFacts } from "../content";
import { placeOf, sessionDates, startsAt } from "./schedule";
import { attendanceOf, isHeld, sessionsOf } from "./sessions";

// The student's batch as their own page (/my) shows it (docs/decisions/067): the
// batch they are enrolled in (the latest, when they moved), its next class and
// their attendance so far. It only reads: a batch whose sessions were never made
// shows its classes from the schedule, none of them held (no register was taken).

/** The lead's batch, or null when it is enrolled in none. Signature kept stable for /my. */
export async function batchViewForLead(db: Db, leadId: string, now: Date): Promise<StudentBatchView | null> {
  const enrolment = await db
    .selectFrom("batch_students")
    .innerJoin("batches", "batches.id", "batch_students.batch_id")
    .selectAll("batches")
    .where("batch_students.enquiry_id", "=", leadId)
    .orderBy("batch_students.enrolled_at", "desc")
    .executeTakeFirst();
  if (!enrolment) return null;
  const batch = enrolment;
  const today = instituteDay(now);
  const course = await db.selectFrom("courses").select("data").where("id", "=", batch.course_id).executeTakeFirst();
  const courseTitle = (course && readJson(namedRecord, course.data)?.name) ?? batch.course_id;

  const stored = await sessionsOf(db, batch.id);
  const sessions = stored.length
    ? stored
    : sessionDates(batch.start_date, batch.schedule, batch.duration).map((date) => ({ id: "", date, cancelled: 0, marked_at: null }));
  const next = sessions.find((s) => !Number(s.cancelled) && s.date >= today && !isHeld(s, today));
  const attendance = stored.length ? (await attendanceOf(db, batch.id, [leadId], today)).get(leadId)! : { held: 0, attended: 0 };
  const facts = await readSiteFacts(db);
  // Only a batch that meets online has a link to give (docs/decisions/071).
  const classLink = batch.mode === "classroom" ? null : (batch.class_link ?? null);
  const address = facts.address ? [facts.address.street, facts.address.locality, facts.address.city].join(", ") : null;

  return {
    batchId: batch.id,
    courseId: batch.course_id,
    courseTitle,
    startDate: batch.start_date,
    schedule: batch.schedule,
    timing: batch.timing,
    mode: batch.mode,
    nextSession: next
      ? {
          date: next.date,
          startsAt: startsAt(batch.timing),
          // With a link, "online" is the link itself; a batch meeting both ways names its room too.
          place: classLink && batch.mode === "both" ? placeOf("classroom", address) : placeOf(batch.mode, address),
          classLink,
        }
      : null,
    attendance: { attended: attendance.attended, held: attendance.held },
  };
}
