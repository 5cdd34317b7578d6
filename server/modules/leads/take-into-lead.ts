import { sql } from "kysely";
import type { EnquiryInput } from "#contracts/enquiry";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nextCounsellor } from "./assignment";
import { respondBy } from "./due";
import { awaitAnswer, insertEnquiry } from "./lead-writes";
import { lockLead } from "./locks";
import { lockPerson } from "./person-lock";
import { enquiryColumns } from "./repository";
import { addActivity } from "./timeline";

// The one intake of a person into a lead (docs/decisions/022, 035, 081): the
// public forms, lead ads and WhatsApp messages all come through here, so one
// person has one lead however many ways and servers they reach us by at once.

export type IntakeConfig = Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS" | "database">;

/** A timeline line the arrival leaves. */
export interface Line {
  text: string;
  detail: Record<string, unknown>;
}

/** Someone reaching us, as the intake needs it. */
export interface Arrival {
  /** Who they are, as a new lead would hold them: a form's fields (a WhatsApp chat's are made up from it). Its phone and email find a known lead. */
  input: EnquiryInput;
  /** When it arrived: the lead's times (and first-answer deadline) count from it. */
  at: number;
  /** A demo class booked with it: a new lead starts as Demo scheduled with its follow-up then. On a known lead it is the staff's to book. */
  demoAt?: string | null;
  /** The timeline line on a new lead. */
  first: Line;
  /** The timeline line on a known lead; none when the caller writes its own. */
  again: Line | null;
  /** A submission puts a known lead back at the top of the inbox; a chat message only makes it wait for an answer. */
  submitted: boolean;
}

/**
 * What an arrival did: a new lead, or a new attempt on a known person's lead
 * (`duplicate`). The public answer never names a known lead (docs/decisions/035).
 */
export interface Intake {
  id: string;
  duplicate: boolean;
}

/** The person's lead: the latest with the same phone number or (lower-cased) email. An empty one finds nothing. */
function knownLead(db: Db, phone: string, email: string) {
  return db
    .selectFrom("enquiries")
    .select("id")
    .where((eb) => eb.or([...(phone ? [eb("phone", "=", phone)] : []), ...(email ? [eb(sql`lower(email)`, "=", email.toLowerCase())] : [])]))
    .orderBy("last_submitted_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one arrival into its person's lead, inside the caller's transaction. The
 * person is locked first (./person-lock.ts), so the look-up and the new lead it
 * may lead to are one step for each phone and email on every server:
 * - an unknown person: a new lead, owned round robin by an available counsellor,
 *   due within the first-answer time (or at its demo class);
 * - a known person: their lead, locked (a staff change at the same moment is
 *   neither lost nor overwritten), waits for an answer again; its status,
 *   follow-up, owner and revision stay as staff left them (docs/decisions/035, 058).
 * A lead merged away meanwhile is gone: the person is then unknown.
 */
export async function takeIntoLead(trx: Db, config: IntakeConfig, arrival: Arrival): Promise<Intake> {
  const { phone, email } = enquiryColumns(arrival.input);
  await lockPerson(trx, config.database.kind, phone, email);
  const found = phone || email ? await knownLead(trx, phone, email) : undefined;
  const known = found && (await lockLead(trx, found.id));
  if (known) {
    await awaitAnswer(trx, config, known, arrival.at, { submitted: arrival.submitted });
    if (arrival.again) await addActivity(trx, known.id, null, "submission", arrival.again.text, arrival.again.detail, arrival.at);
    return { id: known.id, duplicate: true };
  }
  const owner = await nextCounsellor(trx);
  const demoAt = arrival.demoAt ?? null;
  const { id } = await insertEnquiry(trx, arrival.input, arrival.at, {
    status: demoAt ? "demo_scheduled" : "new",
    owner_id: owner?.id ?? null,
    respond_by: respondBy(config, arrival.at),
    follow_up_at: demoAt,
  });
  await addActivity(trx, id, null, "submission", arrival.first.text, arrival.first.detail, arrival.at);
  if (owner) await addActivity(trx, id, null, "assignment", `Assigned to ${owner.username} (round robin)`, { to: owner.id }, arrival.at);
  return { id, duplicate: false };
}
