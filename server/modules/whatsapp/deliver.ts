import type { EnquiryInput } from "#contracts/enquiry";
import type { Config } from "#server/config";
import type { Db, OutboxTable } from "#server/db/types";
import type { Deliveries } from "../leads/intake";
import { nowIso } from "../common/clock";
import { addActivity } from "../leads/timeline";
import { FinalRefusal } from "../outbox/worker";
import { activeAutomation } from "./automations";
import { CloudApiError, NOT_ON_WHATSAPP, sendMessage, whatsAppConfigured } from "./cloud-api";
import { fallBackToEmail, queueAutomaticEmail } from "./email-fallback";
import { outgoingOf, queueWhatsApp, type WhatsAppPayload } from "./messages";
import { applyEarlyStatuses, markUnreachable } from "./statuses";

// Sending (docs/decisions/064): the outbox hands each "whatsapp" row here. The
// message row says what to send; Meta's id and the new state are written the
// moment Meta accepted it, and a refusal is written on the message with Meta's
// reason (the outbox retries it with back-off, then gives up).

/** What a queued automatic message says when the student wrote STOP before it went: it is not sent, nor tried again. */
const OPTED_OUT = "Not sent: the student asked for no more automatic messages (STOP)";

/** The outbox's "whatsapp" rows: send, or throw for the outbox to try again later. */
export async function deliverWhatsApp(db: Db, config: Config, row: OutboxTable, now: () => number) {
  const { whatsappMessageId } = JSON.parse(row.payload ?? "{}") as WhatsAppPayload;
  const message = await db.selectFrom("whatsapp_messages").selectAll().where("id", "=", whatsappMessageId).executeTakeFirst();
  if (!message) return; // Deleted with its lead.
  // Meta accepted it on an earlier attempt (its wamid is recorded, even if that attempt's holder could not
  // finish the job): it was sent, so this attempt completes without sending it again (docs/decisions/085).
  if (message.wa_id || message.status !== "queued") return;
  const lead = await db.selectFrom("enquiries").select(["phone", "whatsapp_opt_out_at"]).where("id", "=", message.enquiry_id).executeTakeFirst();
  if (!lead) return;
  if (Number(message.automatic) === 1 && lead.whatsapp_opt_out_at) {
    await db
      .updateTable("whatsapp_messages")
      .set({ status: "failed", error: OPTED_OUT, updated_at: nowIso(now()) })
      .where("id", "=", message.id)
      .execute();
    return;
  }
  try {
    const waId = await sendMessage(config, lead.phone, outgoingOf(message));
    const at = nowIso(now());
    await db
      .updateTable("whatsapp_messages")
      .set({ wa_id: waId, status: "sent", error: null, sent_at: at, updated_at: at })
      .where("id", "=", message.id)
      .where("status", "=", "queued")
      .execute();
    // Meta may have reported on it already, before we had its wamid (docs/decisions/073).
    // An early "failed" queues its email; the outbox, running this very round, takes it on its next poll.
    await applyEarlyStatuses(db, config, waId, now());
  } catch (err) {
    // Shown on the message while the outbox keeps trying; the row stays queued so a later attempt sends it.
    await db
      .updateTable("whatsapp_messages")
      .set({ error: err instanceof Error ? err.message : String(err), updated_at: nowIso(now()) })
      .where("id", "=", message.id)
      .execute();
    if (err instanceof CloudApiError && err.code !== null && NOT_ON_WHATSAPP.has(err.code)) {
      // Not on WhatsApp: later automatic messages go by email at once, and this one is given up now (then emailed).
      await markUnreachable(db, message.enquiry_id, now());
      throw new FinalRefusal(err.message);
    }
    throw err;
  }
  const what = Number(message.automatic) === 1 ? "Automatic WhatsApp sent" : "WhatsApp sent";
  await addActivity(
    db,
    message.enquiry_id,
    null,
    "whatsapp",
    `${what}: ${message.body}`.slice(0, 2000),
    { direction: "out", messageId: message.id },
    now(),
  ).catch(() => undefined);
}

/** The course a submission names, for the acknowledgement's second parameter. */
function courseOf(input: EnquiryInput) {
  if (input.form === "registration" || input.form === "course") return input.course;
  if (input.form === "corporate") return "corporate training";
  return "our courses";
}

const firstName = (input: EnquiryInput) => (input.form === "corporate" ? input.firstName : input.name.split(/\s+/)[0] || input.name);

/** Why an automatic message goes by email rather than WhatsApp, or null when WhatsApp can take it. */
export function emailInstead(lead: { phone: string; whatsapp_unreachable_at?: string | null }): string | null {
  if (!lead.phone) return "No phone number for WhatsApp on this lead";
  if (lead.whatsapp_unreachable_at) return "This number is not on WhatsApp";
  return null;
}

/**
 * Queues the acknowledgement of an enquiry, inside the transaction that stored it
 * (a repeat from a known number too: the student asked again), once WhatsApp is
 * set up and never to a student who wrote STOP. A lead WhatsApp cannot reach (no
 * number, or one Meta said is not on WhatsApp) gets it by email (066).
 */
export async function queueAcknowledgement(db: Db, config: Config, leadId: string, input: EnquiryInput, now: number): Promise<boolean> {
  if (!whatsAppConfigured(config)) return false;
  const lead = await db
    .selectFrom("enquiries")
    .select(["id", "phone", "email", "whatsapp_opt_out_at", "whatsapp_unreachable_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead || lead.whatsapp_opt_out_at) return false;
  const active = await activeAutomation(db, config, "acknowledgement");
  if (!active) return false;
  const params = [firstName(input), courseOf(input)];
  const why = emailInstead(lead);
  if (why) return (await queueAutomaticEmail(db, config, lead, "acknowledgement", params, why, now)) !== null;
  await queueWhatsApp(
    db,
    { enquiryId: leadId, message: { template: { ...active, params } }, automatic: true, staffId: null, automation: "acknowledgement" },
    now,
  );
  return true;
}

/**
 * The outbox gave up (docs/decisions/011), or Meta refused for good: the message is
 * failed with the reason, said on the timeline, and an automatic one goes by email.
 */
export async function whatsAppGaveUp(db: Db, config: Config, row: OutboxTable, error: string, now: number) {
  const { whatsappMessageId } = JSON.parse(row.payload ?? "{}") as WhatsAppPayload;
  const failed = await db
    .updateTable("whatsapp_messages")
    .set({ status: "failed", error, updated_at: nowIso(now) })
    .where("id", "=", whatsappMessageId)
    .where("status", "=", "queued")
    .executeTakeFirst();
  if (Number(failed.numUpdatedRows) === 1) await fallBackToEmail(db, config, whatsappMessageId, error, now);
}

/** The intake's deliveries plus the WhatsApp acknowledgement, queued in the same transaction. */
export function withAcknowledgement(deliveries: Deliveries, config: Config): Deliveries {
  return {
    async queue(trx, enquiryId, input, submission, now) {
      const queued = await deliveries.queue(trx, enquiryId, input, submission, now);
      return (await queueAcknowledgement(trx, config, enquiryId, input, now)) || queued;
    },
    queued: () => deliveries.queued(),
  };
}
