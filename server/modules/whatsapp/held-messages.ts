import { HELD_MESSAGES, type HeldMessage } from "#contracts/auto-messages";
import { AUTOMATION_INFO, type AutomationKind } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { Conflict, notFound } from "#server/domain-errors";
import { readStored } from "../common/stored-json";
import { addActivity } from "../leads";
import { autoTemplateSchema, claimHeld, heldMessages } from "./auto-limits";
import { emailInstead } from "./deliver";
import { queueAutomaticEmail } from "./email-fallback";
import { queueWhatsApp, templateText } from "./messages";

// Automatic messages held over AUTO_MESSAGES_PER_DAY (docs/decisions/082): the
// admin's list, and Send now, which queues one exactly as it was written, once
// however often (and on however many servers) it is pressed.

/** The held messages, oldest first, as the admin's list shows them. */
export async function listHeld(db: Db, limit: number): Promise<HeldMessage[]> {
  const rows = await heldMessages(db, limit);
  return rows.map((row) => {
    const template = readStored(autoTemplateSchema, row.template, `Held message ${row.id}'s template`);
    return {
      id: row.id,
      enquiryId: row.enquiry_id,
      name: row.name,
      kind: row.kind as AutomationKind,
      channel: row.channel === "email" ? "email" : "whatsapp",
      to: row.recipient,
      text: templateText(template),
      heldAt: row.created_at,
    };
  });
}

/**
 * Sends a held message now, in one transaction: claimed (only one press gets
 * it), then queued by WhatsApp, or by email when WhatsApp cannot reach the lead
 * any more; not to a student who has written STOP since. Answers the lead and
 * what the admin is told.
 */
export async function sendHeld(db: Db, config: Config, id: string, staffId: string, now: number): Promise<{ enquiryId: string; message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await claimHeld(trx, id, staffId, now);
    if (!row) {
      const exists = await trx.selectFrom("auto_messages").select("status").where("id", "=", id).executeTakeFirst();
      if (!exists) throw notFound("Held message");
      throw new Conflict(exists.status === "replaced" ? HELD_MESSAGES.replaced : HELD_MESSAGES.alreadySent);
    }
    const kind = row.kind as AutomationKind;
    const template = readStored(autoTemplateSchema, row.template, `Held message ${row.id}'s template`);
    const lead = await trx
      .selectFrom("enquiries")
      .select(["id", "phone", "email", "whatsapp_opt_out_at", "whatsapp_unreachable_at"])
      .where("id", "=", row.enquiry_id)
      .executeTakeFirstOrThrow();
    if (lead.whatsapp_opt_out_at) {
      await addActivity(
        trx,
        lead.id,
        null,
        "whatsapp",
        `Held ${AUTOMATION_INFO[kind].title.toLowerCase()} message: ${HELD_MESSAGES.optedOut}`,
        { automation: kind },
        now,
      );
      return { enquiryId: lead.id, message: HELD_MESSAGES.optedOut };
    }
    const why = emailInstead(lead);
    if (why) {
      await queueAutomaticEmail(trx, config, lead, kind, template.params, why, now);
      await trx.updateTable("auto_messages").set({ channel: "email", recipient: lead.email.toLowerCase() }).where("id", "=", row.id).execute();
    } else {
      await queueWhatsApp(trx, { enquiryId: lead.id, message: { template }, automatic: true, staffId: null, automation: kind }, now);
      await trx.updateTable("auto_messages").set({ channel: "whatsapp", recipient: lead.phone }).where("id", "=", row.id).execute();
    }
    return { enquiryId: lead.id, message: HELD_MESSAGES.sent };
  });
}
