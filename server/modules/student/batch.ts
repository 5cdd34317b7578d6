import type { StudentBatch } from "../../../contracts/student";
import type { Db } from "../../db/types";

// The student's batch, next class and attendance (docs/decisions/068). They come
// from the batches module (class lists, sessions, attendance: issue 28, points
// 1 and 2); until a lead is on a batch's class list, there is none to show.
export async function batchOfLead(_db: Db, _leadId: string, _now: number): Promise<StudentBatch | null> {
  return null;
}
