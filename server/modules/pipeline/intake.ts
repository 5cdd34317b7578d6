import { sql } from "kysely";
import { ENQUIRY_FORM_LABELS, type EnquiryInput } from "../../../contracts/enquiry";
import { CLOSED_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../contracts/enquiry-inbox";
import { formatInstituteTime } from "../../../contracts/institute-time";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { nowIso } from "../common/clock";
import { enquiryColumns, insertEnquiry, originColumns, submittedFields } from "../enquiries/repository";
import { nextCounsellor } from "./assignment";
import { dueAt, respondBy } from "./due";
import { addActivity } from "./timeline";

type PipelineConfig = Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS">;

/** What a submission did: a new lead, or a known visitor's lead brought back to the top. */
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
  const demo = input.form === "course" && input.demoAt ? ` · demo class booked for ${formatInstituteTime(input.demoAt)}` : "";
  return `${repeat ? "Sent again" : "Sent"} through the ${form} form${demo}`;
}

/**
 * Takes one validated submission into the pipeline, inside the caller's
 * transaction (docs/decisions/022):
 * - from an unknown phone and email: a new lead, owned round robin by an available
 *   counsellor, due within the first-answer time (or at its demo class);
 * - from a known visitor: the existing lead gets the submission on its timeline,
 *   goes back to the top and waits for an answer again; an enrolled or lost lead
 *   reopens as new. Its first source is kept.
 */
export async function receiveEnquiry(db: Db, config: PipelineConfig, input: EnquiryInput, now: number): Promise<Intake> {
  const columns = enquiryColumns(input);
  const demoAt = input.form === "course" ? (input.demoAt ?? null) : null;
  const answerBy = respondBy(config, now);
  const known = await knownLead(db, columns.phone, columns.email);
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

  const reopened = CLOSED_STATUSES.includes(known.status as EnquiryStatus);
  const status: EnquiryStatus = demoAt ? "demo_scheduled" : reopened ? "new" : (known.status as EnquiryStatus);
  const followUp = demoAt ?? known.follow_up_at;
  const lead = { status, respond_by: answerBy, touched_at: null, follow_up_at: followUp };
  // A submission kept on disk during an outage (docs/decisions/034) may arrive after a later one: the lead keeps the latest time.
  const submittedAt = known.last_submitted_at && known.last_submitted_at > nowIso(now) ? known.last_submitted_at : nowIso(now);
  await db
    .updateTable("enquiries")
    .set({ ...lead, due_at: dueAt(lead), last_submitted_at: submittedAt, updated_at: nowIso(now), lost_reason: status === "lost" ? known.lost_reason : null })
    .where("id", "=", known.id)
    .execute();
  await addActivity(db, known.id, null, "submission", submissionText(input, true), detail, now);
  if (status !== known.status) {
    const from = ENQUIRY_STATUS_LABELS[known.status as EnquiryStatus] ?? known.status;
    await addActivity(db, known.id, null, "status", `Status: ${from} → ${ENQUIRY_STATUS_LABELS[status]}`, { from: known.status, to: status }, now);
  }
  return { id: known.id, duplicate: true };
}
