import type { StudentIntent } from "#contracts/api-table/placement-outcomes";
import { instituteDay } from "#contracts/institute-time";
import { type IntentInput, PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { bumpVersion } from "../content";
import { addActivity } from "../leads";
import { enrolments, graduated } from "./enrolments";
import { Conflict } from "#server/domain-errors";
import { toIntent } from "./ledger-rows";

// The student's intent to look for a job (docs/decisions/089), asked early and
// kept as first given: the student answers it themselves on their own page, once
// (the row's key is the lead, so a second answer, on any server, is refused), and
// only while they study: once every batch they are in has ended, the question is
// closed. No staff route writes it. A student who never answers counts as looking.

export async function intentOf(db: Db, leadId: string): Promise<StudentIntent | null> {
  const row = await db.selectFrom("student_intents").selectAll().where("enquiry_id", "=", leadId).executeTakeFirst();
  return row ? toIntent(row) : null;
}

/** Whether the question is still open to this student: not answered, and not every batch of theirs ended. */
export async function intentOpen(db: Db, leadId: string, now: number): Promise<boolean> {
  if (await intentOf(db, leadId)) return false;
  return !(await studiesEnded(db, leadId, now));
}

async function studiesEnded(db: Db, leadId: string, now: number) {
  const today = instituteDay(now);
  const list = await enrolments(db, {}, [leadId]);
  return list.length > 0 && list.every((e) => graduated(e, today));
}

/** Records the student's first answer; a second is a Conflict, as is a first after their batches ended. */
export async function answerIntent(db: Db, leadId: string, input: IntentInput, now: number): Promise<StudentIntent> {
  if (await intentOf(db, leadId)) throw new Conflict(PLACEMENT_MESSAGES.intentGiven);
  if (await studiesEnded(db, leadId, now)) throw new Conflict(PLACEMENT_MESSAGES.intentClosed);
  const row = { enquiry_id: leadId, seeking: input.seeking ? 1 : 0, reason: input.reason ?? null, answered_at: nowIso(now) };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("student_intents").values(row).execute();
      const said = input.seeking
        ? "are looking for a job after the course"
        : `are not looking for a job after the course${input.reason ? ` (${input.reason})` : ""}`;
      await addActivity(trx, leadId, null, "status", `Placement: the student said they ${said}`, { placement: { intent: input.seeking } }, now);
      // The public numbers count it (docs/decisions/097).
      await bumpVersion(trx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(PLACEMENT_MESSAGES.intentGiven);
    throw err;
  }
  return toIntent(row);
}
