import { instituteDay } from "#contracts/institute-time";
import { type OutcomeInput, PLACEMENT_MESSAGES, isJob } from "#contracts/placement-outcomes";
import type { Db, PlacementOutcomesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { bumpVersion } from "../content";
import { lockLead, type Actor, addActivity, orderedId } from "../leads";
import type { OnJoined } from "./applications";
import { employerNames, loadDrive } from "./drives";
import { enrolments } from "./enrolments";
import { Conflict, Invalid, NotFound } from "#server/domain-errors";
import { type Claim, claimOf, describeClaim, loadLead } from "./outcome-view";

// The outcome ledger (docs/decisions/089): one claim per student, and every
// change to it kept with who made it and when. A claim starts "claimed" and
// counts in the numbers only once it is proven (./evidence.ts): documented by a
// letter or confirmed by the employer, except "still looking", which needs no
// proof. Changing what is claimed after that (code, employer, role, date, pay)
// makes it a new claim: claimed again until new evidence documents it. Each
// change takes the lead's lock, so two at once are applied in turn.

export const NEEDS_PROOF = "claimed: it counts once the offer or joining letter is added, or the employer confirms it";

/** Adds one line to the outcome's history (and the lead's timeline), in the caller's transaction. */
export async function recordEvent(trx: Db, leadId: string, actor: Actor, change: string, detail: Record<string, unknown>, now: number) {
  await trx
    .insertInto("placement_outcome_events")
    .values({ id: orderedId(now), enquiry_id: leadId, at: nowIso(now), by: actor?.username ?? null, change, detail: JSON.stringify(detail) })
    .execute();
  await addActivity(trx, leadId, actor, "status", `Placement outcome: ${change}`.slice(0, 2000), { placement: { outcome: detail } }, now);
  // /placements carries the numbers and the shown placements: every change to the ledger switches the pages (docs/decisions/097).
  await bumpVersion(trx);
}

function checkFits(input: OutcomeInput) {
  if (isJob(input.code)) {
    if (!input.employerId) throw new Invalid(PLACEMENT_MESSAGES.jobNeedsEmployer, "employerId");
    return;
  }
  for (const field of ["employerId", "role", "startDate", "baseSalaryMonthly", "ctcAnnual"] as const)
    if (input[field] !== undefined) throw new Invalid(PLACEMENT_MESSAGES.notAJob, field);
}

export const claimFrom = (input: OutcomeInput): Claim => ({
  code: input.code,
  employerId: input.employerId ?? null,
  role: input.role ?? null,
  startDate: input.startDate ?? null,
  baseSalaryMonthly: input.baseSalaryMonthly ?? null,
  ctcAnnual: input.ctcAnnual ?? null,
});

const sameClaim = (a: Claim, b: Claim) => (Object.keys(a) as (keyof Claim)[]).every((k) => a[k] === b[k]);

const columnsOf = (claim: Claim) => ({
  code: claim.code,
  employer_id: claim.employerId,
  role: claim.role,
  start_date: claim.startDate,
  base_salary_monthly: claim.baseSalaryMonthly,
  ctc_annual: claim.ctcAnnual,
});

/** Writes a new claim (claimed, the next revision) in the caller's transaction, after the lead's lock. */
export async function writeClaim(
  trx: Db,
  leadId: string,
  current: PlacementOutcomesTable | undefined,
  claim: Claim,
  driveId: string | null,
  by: string | null,
  now: number,
) {
  const row = { ...columnsOf(claim), status: "claimed", drive_id: driveId, updated_at: nowIso(now), updated_by: by };
  if (current)
    await trx
      .updateTable("placement_outcomes")
      .set({ ...row, revision: Number(current.revision) + 1 })
      .where("enquiry_id", "=", leadId)
      .execute();
  else
    await trx
      .insertInto("placement_outcomes")
      .values({ enquiry_id: leadId, ...row, revision: 1 })
      .execute();
}

/** Records what staff say a student's outcome is; the same claim again changes nothing. */
export async function recordOutcome(db: Db, leadId: string, input: OutcomeInput, actor: NonNullable<Actor>, now: number): Promise<void> {
  checkFits(input);
  await loadLead(db, leadId);
  if ((await enrolments(db, {}, [leadId])).length === 0) throw new Conflict(PLACEMENT_MESSAGES.notAStudent);
  const claim = claimFrom(input);
  const employer = claim.employerId ? (await employerNames(db, [claim.employerId])).get(claim.employerId) : null;
  if (claim.employerId && !employer) throw new Invalid(PLACEMENT_MESSAGES.chooseEmployer, "employerId");
  await db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, leadId))) throw new NotFound(PLACEMENT_MESSAGES.studentNotFound);
    const current = await trx.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
    if (current && sameClaim(claimOf(current), claim)) return;
    await writeClaim(trx, leadId, current, claim, null, actor.username, now);
    const proven = current && current.status !== "claimed" && current.code !== "seeking";
    const change = [
      describeClaim(claim, employer ?? null),
      claim.code === "seeking" ? null : NEEDS_PROOF,
      proven ? "changed after it was proven, so the evidence on file no longer counts for it" : null,
    ]
      .filter(Boolean)
      .join("; ");
    await recordEvent(trx, leadId, actor, change, { kind: "claim", from: current ? claimOf(current) : null, to: claim }, now);
  });
}

/**
 * A student who joins through a drive has their outcome proposed from it, in the
 * stage change's transaction: in the field (the drive is for their course), full
 * time, the drive's employer, role and pay, from today; claimed until proven.
 * An outcome already claimed (other than "still looking") stays as it is; the
 * history says so.
 */
export const proposeFromDrive: OnJoined = async (trx, { leadId, driveId, actor }, now) => {
  const drive = await loadDrive(trx, driveId);
  const employer = (await employerNames(trx, [drive.employer_id])).get(drive.employer_id) ?? null;
  if (!(await lockLead(trx, leadId))) return;
  const current = await trx.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
  if (current && current.code !== "seeking") {
    const kept = `Joined "${drive.title}" of ${employer}; the outcome already recorded stays: ${describeClaim(claimOf(current), null)}`;
    await recordEvent(trx, leadId, actor, kept, { kind: "kept", driveId }, now);
    return;
  }
  const claim: Claim = {
    code: "in_field_full_time",
    employerId: drive.employer_id,
    role: drive.role,
    startDate: instituteDay(now),
    baseSalaryMonthly: drive.base_salary_monthly === null ? null : Number(drive.base_salary_monthly),
    ctcAnnual: drive.ctc_annual === null ? null : Number(drive.ctc_annual),
  };
  await writeClaim(trx, leadId, current, claim, driveId, actor?.username ?? null, now);
  const change = `Proposed from the drive "${drive.title}" (joined): ${describeClaim(claim, employer)}; ${NEEDS_PROOF}`;
  await recordEvent(trx, leadId, actor, change, { kind: "proposed", driveId, from: current ? claimOf(current) : null, to: claim }, now);
};
