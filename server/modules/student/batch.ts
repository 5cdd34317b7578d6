import type { StudentBatch } from "#contracts/student";
import type { Db } from "#server/db/types";
import { batchViewForLead } from "../batches";

// The student's batch, next class and attendance (docs/decisions/068), as the
// batches module keeps them (class lists, sessions, absences: docs/decisions/067,
// 072). A lead on no batch's class list has none to show.
export async function batchOfLead(db: Db, leadId: string, now: number): Promise<StudentBatch | null> {
  const view = await batchViewForLead(db, leadId, new Date(now));
  if (!view) return null;
  return { ...view, attendance: { attended: view.attendance.attended, held: view.attendance.held } };
}
