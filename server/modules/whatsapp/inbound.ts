import crypto from "node:crypto";
import type { EnquiryInput } from "#contracts/enquiry";
import { isOptIn, isOptOut } from "#contracts/whatsapp";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { markWhatsAppReachable, setWhatsAppOptOut, type Arrival, type IntakeConfig, takeIntoLead, addActivity } from "../leads";
import { queueMediaFetch } from "./media";
import type { Incoming } from "./webhook-payload";

// What a student's WhatsApp messages do (docs/decisions/064): each lands on the
// lead with that number, once (Meta's message id is unique), and the lead waits
// for our answer again; a number we do not know becomes a new lead, source
// "whatsapp", assigned like any enquiry. The lead is found or made by the one
// intake every way in shares (docs/decisions/081), so messages arriving at once
// from a new number make one lead. STOP and START switch automatic messages.

/** A message as the intake takes it: a number that wrote first becomes a lead with the profile name (or the number) and the first message. */
function messageArrival(m: Incoming): Arrival {
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
  const ad = m.referral ? ` from an ad${m.referral.url ? ` (${m.referral.url})` : ""}` : "";
  return {
    input,
    at: m.at,
    first: { text: `Wrote on WhatsApp${ad}`, detail: { channel: "whatsapp", referral: m.referral } },
    // On a known lead the message's own line (below) is the timeline's.
    again: null,
    submitted: false,
  };
}

function safeHost(url: string) {
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes one incoming message; answers false when it was taken before (Meta
 * delivers a webhook again when our answer was slow or lost).
 */
export async function takeIncoming(db: Db, config: IntakeConfig, m: Incoming): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom("whatsapp_messages").select("id").where("wa_id", "=", m.waId).executeTakeFirst();
      if (seen) return false;
      const { id: leadId } = await takeIntoLead(trx, config, messageArrival(m));
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
      await markWhatsAppReachable(trx, leadId);
      await addActivity(trx, leadId, null, "whatsapp", `WhatsApp from the student: ${m.text}`.slice(0, 2000), { direction: "in", waId: m.waId }, m.at);
      if (isOptOut(m.text)) {
        await setWhatsAppOptOut(trx, leadId, at);
        await addActivity(trx, leadId, null, "whatsapp", "Asked for no more automatic WhatsApp messages (STOP)", { optOut: true }, m.at);
      } else if (isOptIn(m.text)) {
        await setWhatsAppOptOut(trx, leadId, null);
        await addActivity(trx, leadId, null, "whatsapp", "Asked for automatic WhatsApp messages again (START)", { optOut: false }, m.at);
      }
      return true;
    });
  } catch (err) {
    // The same message taken by another request at the same moment, which committed first.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
