import crypto from "node:crypto";
import type { StudentOutcome } from "#contracts/api-table/placement-outcomes";
import { instituteDay } from "#contracts/institute-time";
import { PLACEMENT_MESSAGES, type SelfReportInput } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { lockLead } from "../leads";
import { employerNames } from "./drives";
import { foldName } from "./employers";
import { enrolments, graduated } from "./enrolments";
import { Conflict, NotFound } from "#server/domain-errors";
import { type CheckedLetter, checkedLetter, fileLetter } from "./evidence";
import { codeOf, statusOf } from "./ledger-rows";
import { type Claim, claimOf, describeClaim } from "./outcome-view";
import { NEEDS_PROOF, recordEvent, writeClaim } from "./outcomes";

// A student reports their own job (docs/decisions/096), from /my or the API:
// it lands on the ledger as the officer's claims do, "claimed" until proven, and
// "documented" at once when a letter recognised by its bytes comes with it. Only
// a student with nothing on record (or "still looking") may report; anything
// else is the officer's to change. The employer is found by its folded name, or
// added (the unique name decides, on every server at once).

/** The employer of that name, added when there is none. */
async function employerNamed(db: Db, name: string, now: number): Promise<string> {
  const clean = name.trim().replace(/\s+/g, " ");
  const key = foldName(clean);
  const at = nowIso(now);
  await db
    .insertInto("employers")
    .values({
      id: crypto.randomUUID(),
      name: clean,
      name_key: key,
      website: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
    })
    .onConflict((oc) => oc.column("name_key").doNothing())
    .execute();
  const row = await db.selectFrom("employers").select("id").where("name_key", "=", key).executeTakeFirstOrThrow();
  return row.id;
}

/** The student's outcome as /my shows it, and whether their batch is over. */
export async function studentOutcome(db: Db, leadId: string, now: number): Promise<StudentOutcome> {
  const list = await enrolments(db, {}, [leadId]);
  const today = instituteDay(now);
  const batchEndDate = list.length
    ? list
        .map((e) => e.endDate)
        .sort()
        .at(-1)!
    : null;
  const row = await db.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
  let outcome: StudentOutcome["outcome"] = null;
  if (row) {
    const letter = await db
      .selectFrom("placement_evidence")
      .select("id")
      .where("enquiry_id", "=", leadId)
      .where("kind", "=", "letter")
      .where("outcome_revision", "=", Number(row.revision))
      .executeTakeFirst();
    outcome = {
      code: codeOf(row.code),
      status: statusOf(row.status),
      employerName: row.employer_id ? ((await employerNames(db, [row.employer_id])).get(row.employer_id) ?? null) : null,
      role: row.role,
      startDate: row.start_date,
      baseSalaryMonthly: row.base_salary_monthly === null ? null : Number(row.base_salary_monthly),
      letter: Boolean(letter),
      updatedAt: row.updated_at,
    };
  }
  return { outcome, batchEndDate, batchEnded: list.length > 0 && list.every((e) => graduated(e, today)) };
}

/**
 * Records the student's own job: the letter (if any) is checked before anything
 * is written; a Conflict when they are on no batch or a job is already on record.
 */
export async function reportOwnJob(
  db: Db,
  leadId: string,
  input: SelfReportInput,
  file: { data: Buffer; filename?: string } | undefined,
  now: number,
): Promise<StudentOutcome> {
  const letter: CheckedLetter | undefined = file ? await checkedLetter(file) : undefined;
  if ((await enrolments(db, {}, [leadId])).length === 0) throw new Conflict(PLACEMENT_MESSAGES.notEnrolled);
  const recorded = async (trx: Db) => {
    const row = await trx.selectFrom("placement_outcomes").select(["code"]).where("enquiry_id", "=", leadId).executeTakeFirst();
    return row !== undefined && row.code !== "seeking";
  };
  if (await recorded(db)) throw new Conflict(PLACEMENT_MESSAGES.outcomeRecorded);
  await db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, leadId))) throw new NotFound(PLACEMENT_MESSAGES.studentNotFound);
    // Checked again under the lock: the officer may have recorded one meanwhile.
    if (await recorded(trx)) throw new Conflict(PLACEMENT_MESSAGES.outcomeRecorded);
    const employerId = await employerNamed(trx, input.employerName, now);
    const employer = (await employerNames(trx, [employerId])).get(employerId) ?? input.employerName;
    const claim: Claim = {
      code: input.code,
      employerId,
      role: input.role,
      startDate: input.startDate,
      baseSalaryMonthly: input.baseSalaryMonthly ?? null,
      ctcAnnual: null,
    };
    const current = await trx.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
    await writeClaim(trx, leadId, current, claim, null, null, now);
    const change = `Reported by the student: ${describeClaim(claim, employer)}; ${NEEDS_PROOF}`;
    await recordEvent(trx, leadId, null, change, { kind: "self_report", from: current ? claimOf(current) : null, to: claim }, now);
    if (letter) await fileLetter(trx, leadId, { revision: current ? Number(current.revision) + 1 : 1, status: "claimed" }, letter, null, now);
  });
  return studentOutcome(db, leadId, now);
}
