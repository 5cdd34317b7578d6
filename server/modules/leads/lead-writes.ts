import crypto from "node:crypto";
import type { EnquiryInput } from "#contracts/enquiry";
import type { Config } from "#server/config";
import type { Db, EnquiriesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { dueAt, followUpAfterEnrolment, respondBy } from "./due";
import { enquiryColumns, originColumns, submittedFields } from "./repository";

// Every write to a lead's row has its home in the leads module (docs/decisions/081):
// other modules (WhatsApp, batches, attendance) call the named writes below and
// never touch the enquiries table themselves, and due_at is worked out here only,
// from the lead as it is after the write (docs/decisions/022). The staff's own
// changes (./changes.ts), the merge and the deletion are the leads module's too.

type Lead = EnquiriesTable;

/** The lead's facts with due_at worked out from them: the one place it is (every insert and update below). */
const withDue = <T extends Pick<Lead, "status" | "respond_by" | "touched_at" | "follow_up_at">>(facts: T) => ({ ...facts, due_at: dueAt(facts) });

/** The pipeline facts of a new lead, decided by the intake (./take-into-lead.ts); due_at follows from them. */
export type NewLeadFacts = Pick<Lead, "status" | "owner_id" | "respond_by" | "follow_up_at">;

/** Stores a validated enquiry as a new lead and returns its id (the intake's insert; tests seed leads with it too). */
export async function insertEnquiry(
  db: Db,
  input: EnquiryInput,
  now = Date.now(),
  lead: NewLeadFacts = { status: "new", owner_id: null, respond_by: null, follow_up_at: null },
): Promise<{ id: string; createdAt: string }> {
  const id = crypto.randomUUID();
  const at = nowIso(now);
  const { due_at } = withDue({ ...lead, touched_at: null });
  await db
    .insertInto("enquiries")
    .values({
      id,
      ...enquiryColumns(input),
      data: JSON.stringify(submittedFields(input)),
      created_at: at,
      updated_at: at,
      last_submitted_at: at,
      touched_at: null,
      lost_reason: null,
      revision: 1,
      ...lead,
      due_at,
      ...originColumns(input),
    })
    .execute();
  return { id, createdAt: at };
}

/**
 * Writes changed facts of a lead the caller has locked (./locks.ts), due_at
 * recomputed with them. `revision: "next"`: a change staff see; the revision
 * rises, and the write holds only on the revision the lead was read with, so it
 * never overwrites a change it did not see (answers false then). `"same"`: the
 * public adding to the lead, which leaves a counsellor's save in progress valid
 * (docs/decisions/058).
 */
export async function writeLead(db: Db, lead: Lead, changes: Partial<Lead>, now: number, { revision }: { revision: "next" | "same" }): Promise<boolean> {
  const { due_at } = withDue({ ...lead, ...changes });
  let write = db
    .updateTable("enquiries")
    .set({ ...changes, due_at, updated_at: nowIso(now), ...(revision === "next" && { revision: Number(lead.revision) + 1 }) })
    .where("id", "=", lead.id);
  if (revision === "next") write = write.where("revision", "=", Number(lead.revision));
  const result = await write.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Someone reached us again (a form sent again, a WhatsApp message): the lead
 * waits for an answer again, due within the first-answer time while it is open;
 * a closed lead stays closed. A submission (`submitted`) also puts the lead back
 * at the top of the inbox; a spooled one that arrives late (docs/decisions/034)
 * leaves the later time.
 */
export async function awaitAnswer(
  db: Db,
  config: Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS">,
  lead: Lead,
  at: number,
  { submitted }: { submitted: boolean },
) {
  const changes: Partial<Lead> = { respond_by: respondBy(config, at), touched_at: null };
  if (submitted && !(lead.last_submitted_at > nowIso(at))) changes.last_submitted_at = nowIso(at);
  await writeLead(db, lead, changes, at, { revision: "same" });
}

/** The lead becomes Enrolled (locked by the caller); a follow-up already past was the sale's and goes (docs/decisions/072). */
export async function setEnrolled(db: Db, lead: Lead, now: number) {
  const followUp = followUpAfterEnrolment(lead.follow_up_at, nowIso(now));
  await writeLead(db, lead, { status: "enrolled", lost_reason: null, follow_up_at: followUp }, now, { revision: "next" });
}

/** A call to make now (two absences in a row, docs/decisions/072): the follow-up comes forward to `now` unless one is due already. */
export async function bringFollowUpForward(db: Db, lead: Lead, now: number) {
  const at = nowIso(now);
  if (lead.follow_up_at && lead.follow_up_at <= at) return;
  await writeLead(db, lead, { follow_up_at: at }, now, { revision: "next" });
}

/** Meta said the number is not on WhatsApp (docs/decisions/066): automatic messages go by email until the student writes. */
export async function markWhatsAppUnreachable(db: Db, leadId: string, now: number) {
  await db
    .updateTable("enquiries")
    .set({ whatsapp_unreachable_at: nowIso(now) })
    .where("id", "=", leadId)
    .where("whatsapp_unreachable_at", "is", null)
    .execute();
}

/** The student wrote on WhatsApp, so plainly is on it: automatic messages go there again (docs/decisions/066). */
export async function markWhatsAppReachable(db: Db, leadId: string) {
  await db.updateTable("enquiries").set({ whatsapp_unreachable_at: null }).where("id", "=", leadId).where("whatsapp_unreachable_at", "is not", null).execute();
}

/** STOP (`at`: when) or START (null) from the student: whether automatic WhatsApp messages may go (docs/decisions/064). */
export async function setWhatsAppOptOut(db: Db, leadId: string, at: string | null) {
  await db.updateTable("enquiries").set({ whatsapp_opt_out_at: at }).where("id", "=", leadId).execute();
}
