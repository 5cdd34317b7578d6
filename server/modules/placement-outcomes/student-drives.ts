import crypto from "node:crypto";
import type { StudentApplication, StudentDrive, StudentPlacement } from "#contracts/api-table/placement-outcomes";
import { instituteDay } from "#contracts/institute-time";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { addActivity, orderedId } from "../leads";
import { driveCourses, employerNames, loadDrive, takesApplications } from "./drives";
import { reasonsFor, rulesOf, studentRecord } from "./eligibility";
import { Conflict, NotFound, Refused } from "#server/domain-errors";
import { intentOf, intentOpen } from "./intent";
import { stageOf } from "./ledger-rows";

// The drives a student sees and applies to from their own page (docs/decisions/089):
// the open drives of their courses, each with whether they may apply and, if
// not, why in plain words; applying once per drive (a unique pair decides, on
// every server at once), with a line on their lead's timeline.

/** The open drives of the student's courses, the nearest last date first. */
export async function studentDrives(db: Db, leadId: string, now: number): Promise<StudentDrive[]> {
  const today = instituteDay(now);
  const record = await studentRecord(db, leadId, today);
  const courses = [...new Set(record.enrolments.map((e) => e.batch.course_id))];
  if (courses.length === 0) return [];
  const rows = await db
    .selectFrom("placement_drives")
    .selectAll()
    .where("status", "=", "open")
    .where("last_date", ">=", today)
    .where("id", "in", db.selectFrom("placement_drive_courses").select("drive_id").where("course_id", "in", courses))
    .orderBy("last_date")
    .orderBy("created_at")
    .execute();
  const ids = rows.map((r) => r.id);
  const [coursesOf, names, applications] = await Promise.all([
    driveCourses(db, ids),
    employerNames(db, [...new Set(rows.map((r) => r.employer_id))]),
    ids.length ? db.selectFrom("placement_applications").select(["id", "drive_id", "stage", "round"]).where("enquiry_id", "=", leadId).execute() : [],
  ]);
  return rows.map((r) => {
    const rules = rulesOf(r);
    const reasons = reasonsFor(record, rules, coursesOf.get(r.id) ?? []) ?? [];
    const application = applications.find((a) => a.drive_id === r.id);
    return {
      _id: r.id,
      employerName: names.get(r.employer_id) ?? "",
      title: r.title,
      role: r.role,
      location: r.location,
      baseSalaryMonthly: r.base_salary_monthly === null ? null : Number(r.base_salary_monthly),
      ctcAnnual: r.ctc_annual === null ? null : Number(r.ctc_annual),
      lastDate: r.last_date,
      eligibility: rules,
      eligible: reasons.length === 0,
      reasons,
      application: application ? { _id: application.id, stage: stageOf(application.stage), round: application.round } : null,
    };
  });
}

/** The student's applications, newest first, each with the stages it went through. */
export async function studentApplications(db: Db, leadId: string): Promise<StudentApplication[]> {
  const rows = await db
    .selectFrom("placement_applications as a")
    .innerJoin("placement_drives as d", "d.id", "a.drive_id")
    .innerJoin("employers as e", "e.id", "d.employer_id")
    .select(["a.id", "a.drive_id", "a.stage", "a.round", "a.applied_at", "a.updated_at", "d.title", "d.role", "e.name as employer_name"])
    .where("a.enquiry_id", "=", leadId)
    .orderBy("a.applied_at", "desc")
    .orderBy("a.id")
    .execute();
  const events = rows.length
    ? await db
        .selectFrom("placement_application_events")
        .select(["application_id", "stage", "round", "at"])
        .where(
          "application_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("at")
        .orderBy("id")
        .execute()
    : [];
  return rows.map((r) => ({
    _id: r.id,
    driveId: r.drive_id,
    title: r.title,
    employerName: r.employer_name,
    role: r.role,
    stage: stageOf(r.stage),
    round: r.round,
    appliedAt: r.applied_at,
    updatedAt: r.updated_at,
    history: events.filter((e) => e.application_id === r.id).map((e) => ({ at: e.at, stage: stageOf(e.stage), round: e.round })),
  }));
}

/** Applies the student to a drive: 404 when it is not one of their courses', 409 when closed, already applied or not eligible (with the reasons). */
export async function applyToDrive(db: Db, leadId: string, driveId: string, now: number): Promise<StudentApplication> {
  const today = instituteDay(now);
  const drive = await loadDrive(db, driveId);
  const courses = (await driveCourses(db, [driveId])).get(driveId) ?? [];
  const reasons = reasonsFor(await studentRecord(db, leadId, today), rulesOf(drive), courses);
  // A drive of another course is none of this student's: answered as if it did not exist.
  if (reasons === undefined) throw new NotFound(PLACEMENT_MESSAGES.driveNotFound);
  const applied = await db
    .selectFrom("placement_applications")
    .select("id")
    .where("drive_id", "=", driveId)
    .where("enquiry_id", "=", leadId)
    .executeTakeFirst();
  if (applied) throw new Conflict(PLACEMENT_MESSAGES.alreadyApplied);
  if (!takesApplications(drive, today)) throw new Conflict(PLACEMENT_MESSAGES.driveClosed);
  if (reasons.length) throw new Refused(PLACEMENT_MESSAGES.notEligible, reasons);
  const employer = (await employerNames(db, [drive.employer_id])).get(drive.employer_id) ?? "";
  const id = crypto.randomUUID();
  const at = nowIso(now);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("placement_applications")
        .values({ id, drive_id: driveId, enquiry_id: leadId, stage: "applied", round: null, note: null, applied_at: at, updated_at: at, updated_by: null })
        .execute();
      await trx
        .insertInto("placement_application_events")
        .values({ id: orderedId(now), application_id: id, stage: "applied", round: null, note: null, at, by: null })
        .execute();
      await addActivity(
        trx,
        leadId,
        null,
        "status",
        `Applied to the placement drive "${drive.title}" of ${employer} (${drive.role})`,
        { placement: { applicationId: id, driveId, stage: "applied" } },
        now,
      );
    });
  } catch (err) {
    // The same student's second tap, on this server or another, at the same moment.
    if (isUniqueViolation(err)) throw new Conflict(PLACEMENT_MESSAGES.alreadyApplied);
    throw err;
  }
  return (await studentApplications(db, leadId)).find((a) => a._id === id)!;
}

/** What the student's own page shows of placements: their intent (and whether they may still give it) and their applications. */
export async function studentPlacement(db: Db, leadId: string, now: number): Promise<StudentPlacement> {
  return { intent: await intentOf(db, leadId), intentOpen: await intentOpen(db, leadId, now), applications: await studentApplications(db, leadId) };
}
