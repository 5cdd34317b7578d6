import { sql } from "kysely";
import { ENQUIRY_FORM_LABELS, type EnquiryInput } from "#contracts/enquiry";
import type { EnquiryStatus } from "#contracts/enquiry-inbox";
import { formatInstituteTime } from "#contracts/institute-time";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { enquiryColumns, insertEnquiry, originColumns, submittedFields } from "./repository";
import { nextCounsellor } from "./assignment";
import { dueAt, respondBy } from "./due";
import { lockLead } from "./locks";
import { addActivity } from "./timeline";

type PipelineConfig = Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS">;

/**
 * What a submission did: a new lead, or a new attempt on a known visitor's lead
 * (`duplicate`). The public answer never names a known lead (docs/decisions/035).
 */
export interface Intake {
  id: string;
  duplicate: boolean;
}

/** The lead a submission belongs to: the latest one with the same phone number or email. */
async function knownLead(db: Db, phone: string, email: string) {
  return db
    .selectFrom("enquiries")
    .selectAll()
    .where((eb) => eb.or([eb("phone", "=", phone), eb(sql`lower(email)`, "=", email.toLowerCase())]))
    .orderBy("last_submitted_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

function submissionText(input: EnquiryInput, repeat: boolean) {
  const form = ENQUIRY_FORM_LABELS[input.form];
  const demoAt = input.form === "course" ? input.demoAt : undefined;
  // A known lead's demo request is not booked: its follow-up is the staff's to move.
  const demo = !demoAt
    ? ""
    : repeat
      ? ` · asked for a demo class on ${formatInstituteTime(demoAt)} (not booked: staff to confirm)`
      : ` · demo class booked for ${formatInstituteTime(demoAt)}`;
  return `${repeat ? "Sent again" : "Sent"} through the ${form} form${demo}`;
}

/**
 * Takes one validated submission into the pipeline, inside the caller's
 * transaction (docs/decisions/022, 035):
 * - from an unknown phone and email: a new lead, owned round robin by an available
 *   counsellor, due within the first-answer time (or at its demo class);
 * - from a known visitor: a new attempt on the existing lead's timeline, with
 *   every submitted field; the lead goes back to the top and, while open, waits
 *   for an answer again. The public adds, never changes: the lead's status
 *   (an enrolled or lost lead stays so), follow-up, owner and first source stay
 *   as staff left them, and so does its revision: a counsellor's save made on
 *   the lead as they read it is not refused for it. Staff decide what the new
 *   attempt means.
 */
export async function receiveEnquiry(db: Db, config: PipelineConfig, input: EnquiryInput, now: number): Promise<Intake> {
  const columns = enquiryColumns(input);
  const demoAt = input.form === "course" ? (input.demoAt ?? null) : null;
  const answerBy = respondBy(config, now);
  const found = await knownLead(db, columns.phone, columns.email);
  // Locked, so a staff change at the same moment is neither lost nor overwritten; gone (merged) means unknown.
  const known = found && (await lockLead(db, found.id));
  const detail = { form: input.form, fields: submittedFields(input), origin: originColumns(input) };

  if (!known) {
    const owner = await nextCounsellor(db);
    const status: EnquiryStatus = demoAt ? "demo_scheduled" : "new";
    const lead = { status, owner_id: owner?.id ?? null, respond_by: answerBy, follow_up_at: demoAt, touched_at: null };
    const { id } = await insertEnquiry(db, input, now, { ...lead, due_at: dueAt(lead) });
    await addActivity(db, id, null, "submission", submissionText(input, false), detail, now);
    if (owner) await addActivity(db, id, null, "assignment", `Assigned to ${owner.username} (round robin)`, { to: owner.id }, now);
    return { id, duplicate: false };
  }

  // Waiting for an answer again: due within the first-answer time while the lead is open (dueAt is null once closed).
  const waiting = { status: known.status, follow_up_at: known.follow_up_at, respond_by: answerBy, touched_at: null };
  // A submission kept on disk during an outage (docs/decisions/034) may arrive after a later one: the lead keeps the latest time.
  const submittedAt = known.last_submitted_at && known.last_submitted_at > nowIso(now) ? known.last_submitted_at : nowIso(now);
  await db
    .updateTable("enquiries")
    .set({
      respond_by: answerBy,
      touched_at: null,
      due_at: dueAt(waiting),
      last_submitted_at: submittedAt,
      updated_at: nowIso(now),
      // No revision bump: nothing a counsellor edits changed, so a save they are
      // making on the lead as they read it still goes through (docs/decisions/058).
    })
    .where("id", "=", known.id)
    .execute();
  await addActivity(db, known.id, null, "submission", submissionText(input, true), detail, now);
  return { id: known.id, duplicate: true };
}
