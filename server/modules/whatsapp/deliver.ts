import type { EnquiryInput } from "#contracts/enquiry";
import { greetingName } from "#contracts/outgoing-text";
import type { Config } from "#server/config";
import type { Db, OutboxTable, WhatsAppMessagesTable } from "#server/db/types";
import { type Deliveries, addActivity } from "../leads";
import { nowIso } from "../common/clock";
import { readStored } from "../common/stored-json";
import { decideAutomatic } from "./auto-limits";
import { activeAutomation } from "./automations";
import { sendMessage, whatsAppConfigured } from "./cloud-api";
import { fallBackToEmail, queueAutomaticEmail } from "./email-fallback";
import { outgoingOf, queueWhatsApp, whatsAppPayloadSchema } from "./messages";
import { refusedSend } from "./refusals";
import { applyEarlyStatuses } from "./statuses";
import { tokenWorks } from "./token-state";

// Sending (docs/decisions/064): the outbox hands each "whatsapp" row here. The
// message row says what to send; Meta's id and the new state are written the
// moment Meta accepted it, and a refusal is written on the message, in plain words
// for Meta's answers we know (docs/decisions/086): tried again with the outbox's
// back-off (a rate limit, the token), or given up at once when Meta meant it.

/** What a queued automatic message says when the student wrote STOP before it went: it is not sent, nor tried again. */
const OPTED_OUT = "Not sent: the student asked for no more automatic messages (STOP)";

/** Why a message is not sent yet while an earlier one to the same student still waits (in the outbox's log, not on the lead). */
const WAITING_FOR_EARLIER = "Waiting for an earlier WhatsApp message to this student to go first";

/**
 * An earlier message to the same lead still queued: ordered by when they were
 * queued, then id (the order the conversation shows), so two never wait for each
 * other. One queued longer than the outbox tries (a lost row) holds nothing up.
 */
async function earlierWaiting(db: Db, config: Config, message: WhatsAppMessagesTable, now: number) {
  const found = await db
    .selectFrom("whatsapp_messages")
    .select("id")
    .where("enquiry_id", "=", message.enquiry_id)
    .where("direction", "=", "out")
    .where("status", "=", "queued")
    .where("id", "!=", message.id)
    .where((eb) => eb.or([eb("created_at", "<", message.created_at), eb.and([eb("created_at", "=", message.created_at), eb("id", "<", message.id)])]))
    .where("created_at", ">", nowIso(now - config.OUTBOX_GIVE_UP_HOURS * 3_600_000 * 2))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The outbox's "whatsapp" rows: send, or throw for the outbox to try again later. */
export async function deliverWhatsApp(db: Db, config: Config, row: OutboxTable, now: () => number) {
  // Unreadable, the delivery is set aside by the jobs runner (docs/decisions/092), never marked sent.
  const { whatsappMessageId } = readStored(whatsAppPayloadSchema, row.payload, "The outbox row's payload");
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
  // A student reads our messages in the order we wrote them: this one waits while an earlier one is still to go (docs/decisions/086).
  if (await earlierWaiting(db, config, message, now())) throw new Error(WAITING_FOR_EARLIER);
  try {
    const waId = await sendMessage(config, lead.phone, outgoingOf(message));
    const at = nowIso(now());
    await db
      .updateTable("whatsapp_messages")
      .set({ wa_id: waId, status: "sent", error: null, sent_at: at, updated_at: at })
      .where("id", "=", message.id)
      .where("status", "=", "queued")
      .execute();
    await tokenWorks(db);
    // Meta may have reported on it already, before we had its wamid (docs/decisions/073).
    // An early "failed" queues its email; the outbox, running this very round, takes it on its next poll.
    await applyEarlyStatuses(db, config, waId, now());
  } catch (err) {
    // Meta's answer decides (docs/decisions/086): tried again later, or given up now with the reason in plain words.
    throw await refusedSend(db, config, message, err, now());
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

/** The name the acknowledgement greets, cleaned of links and lines (docs/decisions/082). */
const firstName = (input: EnquiryInput) => greetingName(input.form === "corporate" ? input.firstName : input.name);

/** Why an automatic message goes by email rather than WhatsApp, or null when WhatsApp can take it. */
export function emailInstead(lead: { phone: string; whatsapp_unreachable_at?: string | null }): string | null {
  if (!lead.phone) return "No phone number for WhatsApp on this lead";
  if (lead.whatsapp_unreachable_at) return "This number is not on WhatsApp";
  return null;
}

/** The timeline line of an acknowledgement held over the day's cap. */
const HELD_LINE =
  "Acknowledgement held: the limit of automatic messages to new numbers in 24 hours (AUTO_MESSAGES_PER_DAY) is reached. An admin can send it from the WhatsApp card on the Overview.";

/**
 * Queues the acknowledgement of an enquiry, inside the transaction that stored it,
 * once WhatsApp is set up and never to a student who wrote STOP. A lead WhatsApp
 * cannot reach (no number, or one Meta said is not on WhatsApp) gets it by email
 * (066). It goes once per lead and phone or address in 24 hours, however often
 * the form is sent, and past AUTO_MESSAGES_PER_DAY to new numbers it is held for
 * an admin (docs/decisions/082).
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
  // No address or no mail server: nothing can go, and the timeline says so (066).
  if (why && (!lead.email || !config.SMTP_URL)) return (await queueAutomaticEmail(db, config, lead, "acknowledgement", params, why, now)) !== null;
  const decision = await decideAutomatic(
    db,
    config,
    {
      enquiryId: leadId,
      kind: "acknowledgement",
      phone: lead.phone,
      channel: why ? "email" : "whatsapp",
      recipient: why ? lead.email : lead.phone,
      template: { ...active, params },
    },
    now,
  );
  if (decision === "duplicate") return false;
  if (decision === "held") {
    await addActivity(db, leadId, null, "whatsapp", HELD_LINE, { automation: "acknowledgement", held: true }, now);
    return false;
  }
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
  const { whatsappMessageId } = readStored(whatsAppPayloadSchema, row.payload, "The outbox row's payload");
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
