import crypto from "node:crypto";
import type { Drive } from "#contracts/api-table/placement-outcomes";
import { instituteDay } from "#contracts/institute-time";
import { APPLICATION_STAGES, type ApplicationStage, type DriveInput, PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import type { Db, PlacementDrivesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { Invalid, NotFound } from "#server/domain-errors";

// Placement drives (docs/decisions/089): an employer's hiring round, open to the
// students of some courses, with its base pay a month and CTC a year kept apart,
// its last date to apply and its eligibility (a minimum attendance, a certificate).
// A drive takes applications while it is open and its last date has not passed;
// closing it stops them at once. Each drive shows how many applications are at
// each stage.

export async function loadDrive(db: Db, id: string): Promise<PlacementDrivesTable> {
  const row = await db.selectFrom("placement_drives").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFound(PLACEMENT_MESSAGES.driveNotFound);
  return row;
}

/** Open, and its last day to apply not over (Chennai date). */
export const takesApplications = (row: Pick<PlacementDrivesTable, "status" | "last_date">, today: string) => row.status === "open" && row.last_date >= today;

/** The courses of each drive. */
export async function driveCourses(db: Db, driveIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (driveIds.length === 0) return map;
  const rows = await db.selectFrom("placement_drive_courses").selectAll().where("drive_id", "in", driveIds).orderBy("course_id").execute();
  for (const r of rows) map.set(r.drive_id, [...(map.get(r.drive_id) ?? []), r.course_id]);
  return map;
}

async function countsOf(db: Db, driveIds: string[]): Promise<Map<string, Record<ApplicationStage, number>>> {
  const map = new Map<string, Record<ApplicationStage, number>>();
  if (driveIds.length === 0) return map;
  const rows = await db
    .selectFrom("placement_applications")
    .select((eb) => ["drive_id", "stage", eb.fn.countAll<string | number>().as("n")])
    .where("drive_id", "in", driveIds)
    .groupBy(["drive_id", "stage"])
    .execute();
  for (const id of driveIds) map.set(id, Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>);
  for (const r of rows) {
    const counts = map.get(r.drive_id)!;
    if (r.stage in counts) counts[r.stage as ApplicationStage] = Number(r.n);
  }
  return map;
}

/** The employers' names by id. */
export async function employerNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("employers").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const toNumber = (value: number | null) => (value === null ? null : Number(value));

async function toDrives(db: Db, rows: PlacementDrivesTable[], now: number): Promise<Drive[]> {
  const ids = rows.map((r) => r.id);
  const [courses, counts, names] = await Promise.all([
    driveCourses(db, ids),
    countsOf(db, ids),
    employerNames(db, [...new Set(rows.map((r) => r.employer_id))]),
  ]);
  const today = instituteDay(now);
  return rows.map((r) => ({
    _id: r.id,
    employerId: r.employer_id,
    employerName: names.get(r.employer_id) ?? "",
    title: r.title,
    role: r.role,
    courses: courses.get(r.id) ?? [],
    location: r.location,
    baseSalaryMonthly: toNumber(r.base_salary_monthly),
    ctcAnnual: toNumber(r.ctc_annual),
    lastDate: r.last_date,
    eligibility: { minAttendance: toNumber(r.min_attendance), certificateRequired: Number(r.certificate_required) === 1 },
    status: r.status === "closed" ? "closed" : "open",
    takingApplications: takesApplications(r, today),
    closedAt: r.closed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    counts: counts.get(r.id)!,
  }));
}

/** Every drive, the latest last date first. */
export async function listDrives(db: Db, now: number): Promise<Drive[]> {
  const rows = await db.selectFrom("placement_drives").selectAll().orderBy("last_date", "desc").orderBy("created_at", "desc").execute();
  return toDrives(db, rows, now);
}

export async function driveView(db: Db, id: string, now: number): Promise<Drive> {
  return (await toDrives(db, [await loadDrive(db, id)], now))[0]!;
}

/** The employer must be on the list and every course one of the site's. */
async function checkReferences(db: Db, input: DriveInput) {
  const employer = await db.selectFrom("employers").select("id").where("id", "=", input.employerId).executeTakeFirst();
  if (!employer) throw new Invalid(PLACEMENT_MESSAGES.chooseEmployer, "employerId");
  const known = new Set((await db.selectFrom("courses").select("id").execute()).map((r) => r.id));
  const unknown = input.courses.find((id) => !known.has(id));
  if (unknown !== undefined) throw new Invalid(PLACEMENT_MESSAGES.unknownCourse(unknown), "courses");
}

const columnsOf = (input: DriveInput) => ({
  employer_id: input.employerId,
  title: input.title,
  role: input.role,
  location: input.location ?? null,
  base_salary_monthly: input.baseSalaryMonthly ?? null,
  ctc_annual: input.ctcAnnual ?? null,
  last_date: input.lastDate,
  min_attendance: input.eligibility.minAttendance ?? null,
  certificate_required: input.eligibility.certificateRequired ? 1 : 0,
});

async function saveCourses(trx: Db, driveId: string, courses: string[]) {
  await trx.deleteFrom("placement_drive_courses").where("drive_id", "=", driveId).execute();
  await trx
    .insertInto("placement_drive_courses")
    .values([...new Set(courses)].map((course_id) => ({ drive_id: driveId, course_id })))
    .execute();
}

export async function createDrive(db: Db, input: DriveInput, by: string, now: number): Promise<Drive> {
  await checkReferences(db, input);
  const id = crypto.randomUUID();
  const at = nowIso(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("placement_drives")
      .values({ id, ...columnsOf(input), status: "open", closed_at: null, closed_by: null, created_at: at, created_by: by, updated_at: at, updated_by: by })
      .execute();
    await saveCourses(trx, id, input.courses);
  });
  return driveView(db, id, now);
}

export async function updateDrive(db: Db, id: string, input: DriveInput, by: string, now: number): Promise<Drive> {
  await loadDrive(db, id);
  await checkReferences(db, input);
  await db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable("placement_drives")
      .set({ ...columnsOf(input), updated_at: nowIso(now), updated_by: by })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) !== 1) throw new NotFound(PLACEMENT_MESSAGES.driveNotFound);
    await saveCourses(trx, id, input.courses);
  });
  return driveView(db, id, now);
}

/** Closes a drive: no application is taken after this. Closing a closed drive changes nothing. */
export async function closeDrive(db: Db, id: string, by: string, now: number): Promise<Drive> {
  await loadDrive(db, id);
  const at = nowIso(now);
  await db
    .updateTable("placement_drives")
    .set({ status: "closed", closed_at: at, closed_by: by, updated_at: at, updated_by: by })
    .where("id", "=", id)
    .where("status", "=", "open")
    .execute();
  return driveView(db, id, now);
}
