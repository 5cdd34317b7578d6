import { z } from "zod";
import type { PlacementOutcome } from "#contracts/api-table/placement-outcomes";
import { EVIDENCE_WAYS, OUTCOME_LABELS, type OutcomeCode, PLACEMENT_MESSAGES, isJob } from "#contracts/placement-outcomes";
import type { Db, PlacementOutcomesTable } from "#server/db/types";
import { employerNames } from "./drives";
import { NotFound } from "#server/domain-errors";
import { disputeOf } from "./confirmation-requests";
import { intentOf } from "./intent";
import { codeOf, outcomeCounts, statusOf } from "./ledger-rows";

// A student's outcome as staff read it (docs/decisions/089): what is claimed,
// how far it is proven (claimed → documented → employer confirmed), whether the
// numbers count it, the evidence on file (each marked current when it documents
// the claim as it is now), and every change with who made it and when.

/** The claim's facts, as a history line and its detail hold them. */
export interface Claim {
  code: OutcomeCode;
  employerId: string | null;
  role: string | null;
  startDate: string | null;
  baseSalaryMonthly: number | null;
  ctcAnnual: number | null;
}

export const claimOf = (row: PlacementOutcomesTable): Claim => ({
  code: codeOf(row.code),
  employerId: row.employer_id,
  role: row.role,
  startDate: row.start_date,
  baseSalaryMonthly: row.base_salary_monthly === null ? null : Number(row.base_salary_monthly),
  ctcAnnual: row.ctc_annual === null ? null : Number(row.ctc_annual),
});

const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/** "In field, full time — Zoho, Java developer, ₹25,000 a month base pay, ₹4,20,000 a year CTC, from 2027-08-01". */
export function describeClaim(claim: Claim, employer: string | null): string {
  if (!isJob(claim.code)) return OUTCOME_LABELS[claim.code];
  const parts = [
    employer,
    claim.role,
    claim.baseSalaryMonthly !== null && `${inr(claim.baseSalaryMonthly)} a month base pay`,
    claim.ctcAnnual !== null && `${inr(claim.ctcAnnual)} a year CTC`,
    claim.startDate && `from ${claim.startDate}`,
  ].filter(Boolean);
  return parts.length ? `${OUTCOME_LABELS[claim.code]} — ${parts.join(", ")}` : OUTCOME_LABELS[claim.code];
}

export async function loadLead(db: Db, leadId: string) {
  const lead = await db.selectFrom("enquiries").select(["id", "name"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) throw new NotFound(PLACEMENT_MESSAGES.studentNotFound);
  return lead;
}

export async function outcomeView(db: Db, leadId: string): Promise<PlacementOutcome> {
  await loadLead(db, leadId);
  const row = await db.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
  const [evidence, events, intent, employerDisputed] = await Promise.all([
    db
      .selectFrom("placement_evidence")
      .select(["id", "kind", "filename", "mime", "bytes", "confirmed_by", "how", "note", "created_at", "created_by", "outcome_revision"])
      .where("enquiry_id", "=", leadId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("placement_outcome_events").select(["at", "by", "change"]).where("enquiry_id", "=", leadId).orderBy("at").orderBy("id").execute(),
    intentOf(db, leadId),
    disputeOf(db, leadId, row ? Number(row.revision) : null),
  ]);
  const claim = row ? claimOf(row) : null;
  const employerName = claim?.employerId ? ((await employerNames(db, [claim.employerId])).get(claim.employerId) ?? null) : null;
  return {
    leadId,
    code: claim?.code ?? null,
    status: row ? statusOf(row.status) : null,
    counts: row ? outcomeCounts(row) : false,
    employerId: claim?.employerId ?? null,
    employerName,
    role: claim?.role ?? null,
    startDate: claim?.startDate ?? null,
    baseSalaryMonthly: claim?.baseSalaryMonthly ?? null,
    ctcAnnual: claim?.ctcAnnual ?? null,
    driveId: row?.drive_id ?? null,
    updatedAt: row?.updated_at ?? null,
    intent,
    evidence: evidence.map((e) => ({
      _id: e.id,
      kind: e.kind === "letter" ? "letter" : "employer_confirmation",
      filename: e.filename,
      mime: e.mime,
      bytes: e.bytes === null ? null : Number(e.bytes),
      confirmedBy: e.confirmed_by,
      how: z.enum(EVIDENCE_WAYS).nullable().parse(e.how),
      note: e.note,
      at: e.created_at,
      by: e.created_by,
      current: row !== undefined && Number(e.outcome_revision) === Number(row.revision),
    })),
    history: events.map((e) => ({ at: e.at, by: e.by, change: e.change })),
    employerDisputed,
  };
}
