import { z } from "zod";
import type { StudentIntent } from "#contracts/api-table/placement-outcomes";
import { APPLICATION_STAGES, OUTCOME_CODES, OUTCOME_STATUSES } from "#contracts/placement-outcomes";
import type { Db, PlacementOutcomesTable } from "#server/db/types";

// The intent and outcome rows of many students at once, for the lists, the
// numbers and the export (docs/decisions/089).

export const toIntent = (row: { seeking: number; reason: string | null; answered_at: string }): StudentIntent => ({
  seeking: Number(row.seeking) === 1,
  reason: row.reason,
  answeredAt: row.answered_at,
});

export async function intentsOf(db: Db, leadIds: string[]): Promise<Map<string, StudentIntent>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db.selectFrom("student_intents").selectAll().where("enquiry_id", "in", leadIds).execute();
  return new Map(rows.map((r) => [r.enquiry_id, toIntent(r)]));
}

export async function outcomeRowsOf(db: Db, leadIds: string[]): Promise<Map<string, PlacementOutcomesTable>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db.selectFrom("placement_outcomes").selectAll().where("enquiry_id", "in", leadIds).execute();
  return new Map(rows.map((r) => [r.enquiry_id, r]));
}

/** Whether the numbers count an outcome: "still looking" as it is said, anything else once documented or confirmed. */
export const outcomeCounts = (row: Pick<PlacementOutcomesTable, "code" | "status">) => row.code === "seeking" || row.status !== "claimed";

// Stored codes read back through their enums: a row written by anything else fails loudly, not silently.
export const codeOf = (text: string) => z.enum(OUTCOME_CODES).parse(text);
export const statusOf = (text: string) => z.enum(OUTCOME_STATUSES).parse(text);
export const stageOf = (text: string) => z.enum(APPLICATION_STAGES).parse(text);
