// What /placements and /verify/placement/:id show of the ledger (docs/decisions/097):
// each visible course's numbers over its ended batches (the counts of
// docs/decisions/089, summed per course), and the proven placements their
// students chose to show. Never a salary of one person, never a contact.
import { sql } from "kysely";
import { JOB_CODES } from "#contracts/placement-outcomes";
import {
  type CourseOutcomes,
  MIN_GRADUATES_FOR_RATE,
  MIN_SALARIES_FOR_MEDIAN,
  type PlacementProof,
  SNAPSHOT_VERIFIED,
  type VerifiedPlacement,
} from "#contracts/placement-proof";
import { instituteDay } from "#contracts/institute-time";
import type { Db } from "#server/db/types";
import { PROVEN } from "./consent";
import { courseTitles } from "./courses";
import { type Enrolment, enrolments } from "./enrolments";
import { type Graduate, graduatesAsOf, median, reportedSalary } from "./stats";

export interface ShownCourse {
  id: string;
  name: string;
}

/** One course's numbers from its graduates (all of its ended batches). */
export function courseOutcomes(course: ShownCourse, group: Graduate[]): CourseOutcomes {
  const count = (standing: Graduate["standing"]) => group.filter((g) => g.standing === standing).length;
  const salaries = group.map((g) => reportedSalary(g.standing, g.outcome)).filter((s): s is number => s !== null);
  const [notSeeking, inField, outOfField, furtherStudy, seeking] = (["notSeeking", "inField", "outOfField", "furtherStudy", "seeking"] as const).map(count);
  const denominator = group.length - notSeeking!;
  const ends = group.map((g) => g.enrolment.endDate).sort();
  return {
    courseId: course.id,
    courseTitle: course.name,
    graduates: group.length,
    notSeeking: notSeeking!,
    inField: inField!,
    otherOutcomes: outOfField! + furtherStudy! + seeking!,
    outOfField: outOfField!,
    furtherStudy: furtherStudy!,
    seeking: seeking!,
    nonReporting: count("nonReporting"),
    placedRate: group.length >= MIN_GRADUATES_FOR_RATE && denominator > 0 ? Math.round((inField! / denominator) * 10_000) / 10_000 : null,
    medianBaseSalaryMonthly: salaries.length >= MIN_SALARIES_FOR_MEDIAN ? median(salaries) : null,
    salariesReported: salaries.length,
    batches: new Set(group.map((g) => g.enrolment.batch.id)).size,
    batchesEndFrom: ends[0]!,
    batchesEndTo: ends.at(-1)!,
  };
}

/** A student's batch for their card: the latest that has ended, else the latest. */
function batchFor(list: Enrolment[], today: string): Enrolment | undefined {
  const ended = list.filter((e) => e.endDate < today);
  return (ended.length ? ended : list).at(-1);
}

const shownPlacements = (db: Db) =>
  db
    .selectFrom("placement_consents")
    .innerJoin("placement_outcomes", "placement_outcomes.enquiry_id", "placement_consents.enquiry_id")
    .innerJoin("employers", "employers.id", "placement_outcomes.employer_id")
    .innerJoin("enquiries", "enquiries.id", "placement_consents.enquiry_id")
    .select([
      "placement_consents.public_id",
      "placement_consents.enquiry_id",
      "enquiries.name",
      "employers.name as employer",
      "placement_outcomes.role",
      "placement_outcomes.start_date",
      "placement_outcomes.status",
    ])
    .where("placement_consents.show", "=", 1)
    .where("placement_outcomes.status", "in", [...PROVEN])
    .where("placement_outcomes.code", "in", [...JOB_CODES]);

type ShownRow = Awaited<ReturnType<ReturnType<typeof shownPlacements>["execute"]>>[number];

async function toVerified(db: Db, rows: ShownRow[], now: number): Promise<VerifiedPlacement[]> {
  const today = instituteDay(now);
  const [list, titles] = await Promise.all([
    enrolments(
      db,
      {},
      rows.map((r) => r.enquiry_id),
    ),
    courseTitles(db),
  ]);
  return rows.flatMap((r) => {
    // A student on no class list is no one's graduate: nothing to show.
    const enrolment = batchFor(
      list.filter((e) => e.leadId === r.enquiry_id),
      today,
    );
    if (!enrolment) return [];
    return [
      {
        id: r.public_id,
        name: r.name,
        courseId: enrolment.batch.course_id,
        courseTitle: titles.get(enrolment.batch.course_id) ?? enrolment.batch.course_id,
        batchStart: enrolment.batch.start_date,
        employer: r.employer,
        role: r.role,
        startMonth: r.start_date ? r.start_date.slice(0, 7) : null,
        verifiedBy: r.status === "employer_confirmed" ? "employer" : "letter",
      },
    ];
  });
}

/** One shown, proven placement by its public id; undefined for any other (hidden, unproven, unknown). */
export async function verifiedPlacement(db: Db, publicId: string, now: number): Promise<VerifiedPlacement | undefined> {
  const rows = await shownPlacements(db).where("placement_consents.public_id", "=", publicId).execute();
  return (await toVerified(db, rows, now))[0];
}

/** The numbers of every visible course with graduates (in the courses' order) and the newest shown placements, as of now. */
export async function placementProof(db: Db, courses: ShownCourse[], now: number): Promise<PlacementProof> {
  const [graduates, shown] = await Promise.all([
    graduatesAsOf(db, {}, now),
    shownPlacements(db)
      // Newest start first, those without a date last, the same on both databases.
      .orderBy(sql`coalesce(placement_outcomes.start_date, '')`, "desc")
      .orderBy("placement_outcomes.updated_at", "desc")
      .limit(SNAPSHOT_VERIFIED)
      .execute(),
  ]);
  const byCourse = new Map<string, Graduate[]>();
  for (const g of graduates) byCourse.set(g.enrolment.batch.course_id, [...(byCourse.get(g.enrolment.batch.course_id) ?? []), g]);
  const visible = new Set(courses.map((c) => c.id));
  return {
    asOf: instituteDay(now),
    courses: courses.filter((c) => byCourse.has(c.id)).map((c) => courseOutcomes(c, byCourse.get(c.id)!)),
    verified: (await toVerified(db, shown, now)).filter((v) => visible.has(v.courseId)),
  };
}
