import crypto from "node:crypto";
import type { EnquiryInput } from "#contracts/enquiry";
import type { EnquiryStatus } from "#contracts/enquiry-inbox";
import { isOptIn, isOptOut } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { insertEnquiry } from "../leads/repository";
import { nextCounsellor } from "../leads/assignment";
import { dueAt, respondBy } from "../leads/due";
import { lockLead } from "../leads/locks";
import { addActivity } from "../leads/timeline";
import { queueMediaFetch } from "./media";
import type { Incoming } from "./webhook-payload";

// What a student's WhatsApp messages do (docs/decisions/064): each lands on the
// lead with that number, once (Meta's message id is unique), and the lead waits
// for our answer again; a number we do not know becomes a new lead, source
// "whatsapp", assigned like any enquiry. STOP and START switch automatic messages.

type PipelineConfig = Pick<Config, "FIRST_RESPONSE_WORKING_HOURS" | "OFFICE_HOURS">;

const latestLeadWithPhone = (db: Db, phone: string) =>
  db.selectFrom("enquiries").select("id").where("phone", "=", phone).orderBy("last_submitted_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();

/** A new lead for a number that wrote first: the profile name (or the number) and the first message. */
async function newLead(db: Db, config: PipelineConfig, m: Incoming): Promise<string> {
  const input = {
    form: "contact",
    name: m.profileName ?? `WhatsApp ${m.phone}`,
    phone: m.phone,
    email: "",
    message: m.text,
    utmSource: "whatsapp",
    // A chat started from a click-to-WhatsApp ad keeps the ad as its campaign.
    ...(m.referral && { utmMedium: "click_to_whatsapp_ad", utmCampaign: m.referral.id ?? undefined }),
    ...(m.referral?.url && { referrerHost: safeHost(m.referral.url) }),
  } as EnquiryInput;
  const owner = await nextCounsellor(db);
  const lead = { status: "new" as EnquiryStatus, owner_id: owner?.id ?? null, respond_by: respondBy(config, m.at), follow_up_at: null, touched_at: null };
  const { id } = await insertEnquiry(db, input, m.at, { ...lead, due_at: dueAt(lead) });
  const ad = m.referral ? ` from an ad${m.referral.url ? ` (${m.referral.url})` : ""}` : "";
  await addActivity(db, id, null, "submission", `Wrote on WhatsApp${ad}`, { channel: "whatsapp", referral: m.referral }, m.at);
  if (owner) await addActivity(db, id, null, "assignment", `Assigned to ${owner.username} (round robin)`, { to: owner.id }, m.at);
  return id;
}

function safeHost(url: string) {
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The lead waits for an answer again (as after a repeat enquiry); a closed lead stays closed. */
async function awaitAnswer(db: Db, config: PipelineConfig, leadId: string, at: number) {
  const lead = await db.selectFrom("enquiries").select(["status", "follow_up_at", "last_submitted_at"]).where("id", "=", leadId).executeTakeFirstOrThrow();
  const answerBy = respondBy(config, at);
  const waiting = { status: lead.status, follow_up_at: lead.follow_up_at, respond_by: answerBy, touched_at: null };
  await db
    .updateTable("enquiries")
    .set({ respond_by: answerBy, touched_at: null, due_at: dueAt(waiting), updated_at: nowIso(at) })
    .where("id", "=", leadId)
    .execute();
}

/**
 * Takes one incoming message; answers false when it was taken before (Meta
 * delivers a webhook again when our answer was slow or lost).
 */
export async function takeIncoming(db: Db, config: PipelineConfig, m: Incoming): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom("whatsapp_messages").select("id").where("wa_id", "=", m.waId).executeTakeFirst();
      if (seen) return false;
      const known = await latestLeadWithPhone(trx, m.phone);
      const leadId = (known && (await lockLead(trx, known.id))?.id) ?? (await newLead(trx, config, m));
      const at = nowIso(m.at);
      const id = crypto.randomUUID();
      await trx
        .insertInto("whatsapp_messages")
        .values({
          id,
          enquiry_id: leadId,
          direction: "in",
          wa_id: m.waId,
          kind: m.kind,
          body: m.text,
          template: null,
          automatic: 0,
          status: "received",
          error: null,
          sent_by: null,
          created_at: at,
          updated_at: at,
          // An image or document is fetched from the Cloud API after the webhook has been answered (066).
          ...queueMediaFetch(m.media, m.at),
        })
        .execute();
      // The student is plainly on WhatsApp: automatic messages go there again (066).
      await trx
        .updateTable("enquiries")
        .set({ whatsapp_unreachable_at: null })
        .where("id", "=", leadId)
        .where("whatsapp_unreachable_at", "is not", null)
        .execute();
      await addActivity(trx, leadId, null, "whatsapp", `WhatsApp from the student: ${m.text}`.slice(0, 2000), { direction: "in", waId: m.waId }, m.at);
      if (isOptOut(m.text)) {
        await trx.updateTable("enquiries").set({ whatsapp_opt_out_at: at }).where("id", "=", leadId).execute();
        await addActivity(trx, leadId, null, "whatsapp", "Asked for no more automatic WhatsApp messages (STOP)", { optOut: true }, m.at);
      } else if (isOptIn(m.text)) {
        await trx.updateTable("enquiries").set({ whatsapp_opt_out_at: null }).where("id", "=", leadId).execute();
        await addActivity(trx, leadId, null, "whatsapp", "Asked for automatic WhatsApp messages again (START)", { optOut: false }, m.at);
      }
      if (known) await awaitAnswer(trx, config, leadId, m.at);
      return true;
    });
  } catch (err) {
    // The same message taken by another request at the same moment, which committed first.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
