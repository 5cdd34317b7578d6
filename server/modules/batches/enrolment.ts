import crypto from "node:crypto";
import { BATCH_MESSAGES } from "#contracts/batches";
import { formatDate } from "#contracts/date-format";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "#contracts/enquiry-inbox";
import type { Db, EnquiriesTable } from "#server/db/types";
import { Conflict, Invalid, notFound } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { enrolledCounts, bumpVersion } from "../content";
export { feeStates } from "../leads";
import { setEnrolled, lockLead, type Actor, addActivity } from "../leads";

// Enrolment (docs/decisions/067): a lead on a batch's roster, and the lead's
// status Enrolled. Staff enrol from the lead or the batch; a payment received on
// a fee asked for against a batch enrols the lead in it (payments/webhook.ts).
// A lead is in one batch of a course at a time: enrolling it in another batch of
// the same course moves it, and its payments stay with the lead.

const batchLabel = (b: { start_date: string; schedule: string; timing: string }) => `${b.schedule} batch starting ${formatDate(b.start_date)} (${b.timing})`;

/** Makes a lead Enrolled (locked by the caller), with a line on its timeline saying why; nothing when it already is. */
export async function markEnrolled(trx: Db, lead: EnquiriesTable, why: string, actor: Actor, now: number) {
  if (lead.status === "enrolled") return;
  // A follow-up already past was the sale's; left, it would put the new student in the Due view (docs/decisions/072).
  await setEnrolled(trx, lead, now);
  const from = ENQUIRY_STATUS_LABELS[lead.status as EnquiryStatus] ?? lead.status;
  await addActivity(trx, lead.id, actor, "status", `Status: ${from} → ${ENQUIRY_STATUS_LABELS.enrolled} (${why})`, { from: lead.status, to: "enrolled" }, now);
}

export interface EnrolOutcome {
  /** Already on this batch's roster: nothing changed. */
  already: boolean;
  /** The batch it was moved from, if any. */
  movedFrom: string | null;
}

/**
 * Puts a lead on a batch's roster inside the caller's transaction. The lead is
 * locked first, then the batch, so two enrolments for the last seat cannot both
 * see it free. `overCapacity`: a student who has paid is enrolled even when the
 * batch has filled up since the fee was asked for.
 */
export async function enrolLead(
  trx: Db,
  {
    batchId,
    leadId,
    actor,
    now,
    why,
    overCapacity = false,
  }: { batchId: string; leadId: string; actor: Actor; now: number; why: string; overCapacity?: boolean },
): Promise<EnrolOutcome> {
  const lead = await lockLead(trx, leadId);
  if (!lead) throw notFound("Enquiry");
  const batch = await trx
    .updateTable("batches")
    .set((eb) => ({ revision: eb.ref("revision") }))
    .where("id", "=", batchId)
    .returningAll()
    .executeTakeFirst();
  if (!batch) throw notFound("Batch");
  const already = await trx.selectFrom("batch_students").select("id").where("batch_id", "=", batchId).where("enquiry_id", "=", leadId).executeTakeFirst();
  if (already) {
    await markEnrolled(trx, lead, "enrolled in a batch", actor, now);
    return { already: true, movedFrom: null };
  }
  if (batch.capacity !== null && batch.capacity !== undefined && !overCapacity) {
    const taken = await trx
      .selectFrom("batch_students")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("batch_id", "=", batchId)
      .executeTakeFirstOrThrow();
    if (Number(taken.n) >= Number(batch.capacity)) throw new Conflict(BATCH_MESSAGES.full);
  }
  // The lead's place in another batch of the same course, which this one replaces.
  const previous = await trx
    .selectFrom("batch_students")
    .innerJoin("batches", "batches.id", "batch_students.batch_id")
    .select(["batch_students.id", "batches.id as batch_id", "batches.start_date", "batches.schedule", "batches.timing"])
    .where("batch_students.enquiry_id", "=", leadId)
    .where("batches.course_id", "=", batch.course_id)
    .executeTakeFirst();
  if (previous) await trx.deleteFrom("batch_students").where("id", "=", previous.id).execute();
  await trx
    .insertInto("batch_students")
    .values({ id: crypto.randomUUID(), batch_id: batchId, enquiry_id: leadId, enrolled_at: nowIso(now), enrolled_by: actor?.username ?? null })
    .execute();
  const text = previous ? `Moved from the ${batchLabel(previous)} to the ${batchLabel(batch)}` : `Enrolled in the ${batchLabel(batch)}`;
  await addActivity(trx, leadId, actor, "status", `${text} · ${why}`, { batchId, ...(previous && { from: previous.batch_id }) }, now);
  await markEnrolled(trx, lead, why, actor, now);
  // The public pages show the seats left.
  await bumpVersion(trx);
  return { already: false, movedFrom: previous?.batch_id ?? null };
}

/**
 * Before a fee is asked for against a batch: the batch exists, and has a seat for
 * the lead (or the lead is on its roster already); else a 400 naming the field.
 */
export async function checkBatchOpen(db: Db, batchId: string, leadId: string) {
  const batch = await db.selectFrom("batches").select(["id", "capacity"]).where("id", "=", batchId).executeTakeFirst();
  if (!batch) throw new Invalid("Choose one of the course's batches.", { batchId: "Choose one of the course's batches." });
  if (batch.capacity === null || batch.capacity === undefined) return;
  const onRoster = await db.selectFrom("batch_students").select("id").where("batch_id", "=", batchId).where("enquiry_id", "=", leadId).executeTakeFirst();
  if (onRoster) return;
  const taken = (await enrolledCounts(db, [batchId])).get(batchId) ?? 0;
  if (taken >= Number(batch.capacity)) throw new Conflict(BATCH_MESSAGES.full, { batchId: BATCH_MESSAGES.full });
}

/**
 * A payment received (an instalment paid in full, docs/decisions/056) makes the
 * lead Enrolled, and puts it on the roster of the batch the fee was asked for
 * against, even if the batch has filled up since. Inside the webhook's transaction.
 */
export async function enrolOnPayment(trx: Db, leadId: string, batchId: string | null, now: number) {
  const why = "payment received";
  const batch = batchId ? await trx.selectFrom("batches").select("id").where("id", "=", batchId).executeTakeFirst() : undefined;
  if (batch) {
    await enrolLead(trx, { batchId: batch.id, leadId, actor: null, now, why, overCapacity: true });
    return;
  }
  const lead = await lockLead(trx, leadId);
  if (lead) await markEnrolled(trx, lead, why, null, now);
}
