import { stringify } from "csv-stringify/sync";
import { instituteDay } from "#contracts/institute-time";
import type { CohortQuery } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { SCHEDULE_WORDS } from "../batches";
import { courseTitles } from "./courses";
import { type Standing, graduatesAsOf } from "./stats";

// The numbers' working, for an auditor (docs/decisions/089): one row per
// graduate the numbers were computed from, with what decided where they are
// counted, and the moment they were computed. Excel-proof as the inbox export
// is: UTF-8 with a byte-order mark, every field quoted, Windows line ends, and
// text starting with = + - @ made inert (a course name is typed by staff).

const COLUMNS = [
  "Student ID",
  "Course",
  "Batch",
  "Enrolled on",
  "Batch ended",
  "Intent",
  "Outcome",
  "Documented",
  "Employer confirmed",
  "Base pay (₹ a month)",
  "Counted as",
  "As of",
];

const COUNTED_AS: Record<Standing, string> = {
  notSeeking: "not seeking (out of the denominator)",
  seeking: "seeking",
  inField: "in field",
  outOfField: "out of field",
  furtherStudy: "further study",
  nonReporting: "non-reporting",
};

const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const yesNo = (value: boolean) => (value ? "yes" : "no");

export async function placementCsv(db: Db, filter: CohortQuery, now: number): Promise<string> {
  const graduates = await graduatesAsOf(db, filter, now);
  const ids = [...new Set(graduates.map((g) => g.enrolment.leadId))];
  const [titles, evidence] = await Promise.all([
    courseTitles(db),
    ids.length ? db.selectFrom("placement_evidence").select(["enquiry_id", "kind", "outcome_revision"]).where("enquiry_id", "in", ids).execute() : [],
  ]);
  const asOf = nowIso(now);
  // Evidence counts for the claim it was given for: a claim changed since needs its own.
  const proof = (leadId: string, revision: number | undefined, kind: string) =>
    revision !== undefined && evidence.some((e) => e.enquiry_id === leadId && e.kind === kind && Number(e.outcome_revision) === revision);
  const rows = graduates.map(({ enrolment: e, intent, outcome, standing }) => {
    const revision = outcome ? Number(outcome.revision) : undefined;
    return [
      e.leadId,
      inert(titles.get(e.batch.course_id) ?? e.batch.course_id),
      inert(`${e.batch.start_date}, ${SCHEDULE_WORDS[e.batch.schedule] ?? e.batch.schedule}, ${e.batch.timing}`),
      instituteDay(e.enrolledAt),
      e.endDate,
      intent === null ? "not answered (counted as seeking)" : intent.seeking ? "seeking" : "not seeking",
      outcome?.code ?? "",
      yesNo(proof(e.leadId, revision, "letter")),
      yesNo(proof(e.leadId, revision, "employer_confirmation")),
      outcome?.base_salary_monthly == null ? "" : String(Number(outcome.base_salary_monthly)),
      COUNTED_AS[standing],
      asOf,
    ];
  });
  return stringify(rows, { bom: true, header: true, columns: COLUMNS, quoted: true, quoted_empty: true, record_delimiter: "windows" });
}
