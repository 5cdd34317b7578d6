import type { PlacementCohort, PlacementStats, StudentIntent } from "#contracts/api-table/placement-outcomes";
import { instituteDay } from "#contracts/institute-time";
import { type CohortQuery, isInField } from "#contracts/placement-outcomes";
import type { Db, PlacementOutcomesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { courseTitles } from "./courses";
import { type Enrolment, enrolments, graduated } from "./enrolments";
import { intentsOf, outcomeCounts, outcomeRowsOf } from "./ledger-rows";

// The numbers, computed and never typed (docs/decisions/089). A graduate is a
// student enrolled in a batch whose last class day is over; every graduate is
// counted, the ones who never report included. Each falls in exactly one place:
// - notSeeking: said early, on their own page, they are not looking for a job;
//   or a documented "not looking" outcome. Only these leave the denominator.
// - inField / outOfField / furtherStudy: an outcome of that kind that counts
//   (documented by a letter or confirmed by the employer).
// - seeking: reported still looking for a job.
// - nonReporting: everyone else: no outcome, or one only claimed. They stay in
//   the denominator, so a missing answer never raises the rate.
// placedRate = inField / (graduates − notSeeking). The salary is the median of
// the base pay a month of counted full-time in-field jobs, with how many it is
// taken from (a CTC is never a salary).

export type Standing = "notSeeking" | "seeking" | "inField" | "outOfField" | "furtherStudy" | "nonReporting";

type Outcome = Pick<PlacementOutcomesTable, "code" | "status">;

/** Where one graduate is counted. Pure: the rules above, tested without a database. */
export function standingOf(intent: Pick<StudentIntent, "seeking"> | null, outcome: Outcome | undefined): Standing {
  if (intent && !intent.seeking) return "notSeeking";
  if (!outcome || !outcomeCounts(outcome)) return "nonReporting";
  if (outcome.code === "seeking") return "seeking";
  if (outcome.code === "not_seeking") return "notSeeking";
  if (isInField(outcome.code)) return "inField";
  if (outcome.code === "out_of_field") return "outOfField";
  if (outcome.code === "further_study") return "furtherStudy";
  return "nonReporting";
}

/** The middle value (the mean of the two middle ones for an even count), in whole rupees; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The base pay a month an outcome adds to the median, if any: a counted full-time job in the field that names it. */
export const reportedSalary = (standing: Standing, outcome: (Outcome & Pick<PlacementOutcomesTable, "base_salary_monthly">) | undefined) =>
  standing === "inField" && outcome?.code === "in_field_full_time" && outcome.base_salary_monthly !== null ? Number(outcome.base_salary_monthly) : null;

export interface Graduate {
  enrolment: Enrolment;
  intent: StudentIntent | null;
  outcome: PlacementOutcomesTable | undefined;
  standing: Standing;
}

/** Every graduate of the filter's courses and batches as of `now`, oldest batch first. */
export async function graduatesAsOf(db: Db, filter: CohortQuery, now: number): Promise<Graduate[]> {
  const today = instituteDay(now);
  const list = (await enrolments(db, filter)).filter((e) => graduated(e, today));
  const ids = [...new Set(list.map((e) => e.leadId))];
  const [intents, outcomes] = await Promise.all([intentsOf(db, ids), outcomeRowsOf(db, ids)]);
  return list.map((enrolment) => {
    const intent = intents.get(enrolment.leadId) ?? null;
    const outcome = outcomes.get(enrolment.leadId);
    return { enrolment, intent, outcome, standing: standingOf(intent, outcome) };
  });
}

function cohortOf(group: Graduate[], titles: Map<string, string>): PlacementCohort {
  const { batch, endDate } = group[0]!.enrolment;
  const count = (standing: Standing) => group.filter((g) => g.standing === standing).length;
  const salaries = group.map((g) => reportedSalary(g.standing, g.outcome)).filter((s): s is number => s !== null);
  const notSeeking = count("notSeeking");
  const inField = count("inField");
  const denominator = group.length - notSeeking;
  return {
    course: batch.course_id,
    courseTitle: titles.get(batch.course_id) ?? batch.course_id,
    batch: batch.id,
    batchStartDate: batch.start_date,
    batchEndDate: endDate,
    graduates: group.length,
    notSeeking,
    seeking: count("seeking"),
    inField,
    outOfField: count("outOfField"),
    furtherStudy: count("furtherStudy"),
    nonReporting: count("nonReporting"),
    placedRate: denominator > 0 ? Math.round((inField / denominator) * 10_000) / 10_000 : null,
    medianBaseSalaryMonthly: median(salaries),
    salariesReported: salaries.length,
  };
}

/** The numbers of every cohort (a batch of a course) with graduates, as of now. */
export async function placementStats(db: Db, filter: CohortQuery, now: number): Promise<PlacementStats> {
  const graduates = await graduatesAsOf(db, filter, now);
  const byBatch = new Map<string, Graduate[]>();
  for (const g of graduates) byBatch.set(g.enrolment.batch.id, [...(byBatch.get(g.enrolment.batch.id) ?? []), g]);
  const titles = await courseTitles(db);
  return { asOf: nowIso(now), asOfDay: instituteDay(now), cohorts: [...byBatch.values()].map((group) => cohortOf(group, titles)) };
}
