import { emailGreeting } from "#contracts/outgoing-text";
import { AUTOMATION_INFO, type AutomationKind } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { readStored } from "../common/stored-json";
import { storedTemplateSchema } from "./messages";
import { readDocument } from "../content";
import { addActivity } from "../leads";
import type { StudentMessage } from "../mail";
import { enqueueMessage } from "../outbox";

// Email in place of WhatsApp (docs/decisions/066): an automatic message (the
// acknowledgement, a demo or fee reminder) that cannot reach the student on
// WhatsApp (no number, a number Meta says is not on WhatsApp, a send that failed
// for good) goes as an email with the same facts, through the outbox (durable,
// retried), when SMTP is set and the lead has an address. The timeline says what
// happened either way, and why, so staff know to call a student we could not reach.

/** The parameters of an automatic message, in the order of its template (contracts/whatsapp.ts AUTOMATION_INFO). */
type Params = string[];

/** Subject and body of the email that stands in for an automatic message. */
export function automaticEmail(kind: AutomationKind, params: Params, institute: string): { subject: string; text: string } {
  const [first = "", second = "", third = "", fourth = "", fifth = ""] = params;
  // Cleaned here too: a message queued before names were cleaned still goes out clean (docs/decisions/082).
  const greeting = emailGreeting(first);
  const signed = ["", "Warm regards,", institute];
  if (kind === "acknowledgement")
    return {
      subject: `We got your enquiry about ${second}`,
      text: [greeting, "", `Thank you for your enquiry about ${second}. A counsellor will call you soon.`, ...signed].join("\n"),
    };
  if (kind === "demo_day_before" || kind === "demo_two_hours")
    return {
      subject: kind === "demo_day_before" ? `Your ${second} demo class is tomorrow` : `Your ${second} demo class is in two hours`,
      text: [
        greeting,
        "",
        `A reminder of your free ${second} demo class: ${third}.`,
        ...(fourth ? ["", `Address: ${fourth}`] : []),
        ...(fifth ? [`Directions: ${fifth}`] : []),
        "",
        "If you cannot come, just reply to this email and we will find another time.",
        ...signed,
      ].join("\n"),
    };
  const when =
    kind === "fee_three_days" ? `is due on ${fourth}` : kind === "fee_due_today" ? `is due today (${fourth})` : `was due on ${fourth} and is still open`;
  return {
    subject: kind === "fee_overdue" ? `Fee overdue: ${second}` : `Fee reminder: ${second}`,
    text: [greeting, "", `${third} for ${second} ${when}.`, "", `Pay online here: ${fifth}`, "", "Ignore this if you have just paid.", ...signed].join("\n"),
  };
}

/** An automatic message that failed this long after it was queued is not emailed: its moment has passed. */
export const EMAIL_TOO_LATE_MS = 12 * 3_600_000;

export interface FallbackLead {
  id: string;
  email: string;
}

/**
 * Queues the email copy of an automatic message in the caller's transaction, with
 * a timeline line saying why; answers the outbox row's id, or null when there is
 * no way to send it (no SMTP, no address: the line says so).
 */
export async function queueAutomaticEmail(
  db: Db,
  config: Config,
  lead: FallbackLead,
  kind: AutomationKind,
  params: Params,
  why: string,
  now: number,
): Promise<string | null> {
  const title = AUTOMATION_INFO[kind].title;
  const say = (text: string, detail: Record<string, unknown>) =>
    addActivity(db, lead.id, null, "whatsapp", `${why.replace(/[.\s]+$/, "")}. ${text}`.slice(0, 2000), { channel: "email", automation: kind, ...detail }, now);
  if (!lead.email) {
    await say(`There is no email address on the lead to send "${title}" to instead: please call the student.`, { emailed: false });
    return null;
  }
  if (!config.SMTP_URL) {
    await say(`Email is not set up on the server (SMTP_URL), so "${title}" was not emailed either: please call the student.`, { emailed: false });
    return null;
  }
  const site = await readDocument(db, "site");
  const message: StudentMessage = {
    to: lead.email,
    ...automaticEmail(kind, params, site.name),
    done: `Automatic email sent to ${lead.email}: ${title}`,
    activity: "whatsapp",
    // "sent": the first-response time counts it (server/modules/leads/first-response.ts).
    detail: { channel: "email", automation: kind, sent: true },
  };
  // Due at once by the outbox's own clock (the wall clock), as WhatsApp messages are.
  const outboxId = await enqueueMessage(db, lead.id, "student_mail", message, Date.now());
  await say(`Emailing "${title}" to ${lead.email} instead.`, { emailed: true });
  return outboxId;
}

/**
 * An automatic WhatsApp message failed for good (the outbox gave up, Meta said the
 * number is not on WhatsApp, or a "failed" delivery report came): its email copy
 * is queued once (a guarded write of email_fallback_at in the same transaction),
 * never to a student who wrote STOP. Answers whether an email was queued.
 */
export async function fallBackToEmail(db: Db, config: Config, messageId: string, reason: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom("whatsapp_messages")
      .select(["enquiry_id", "automatic", "template", "created_at"])
      .where("id", "=", messageId)
      .executeTakeFirst();
    if (!message) return false;
    const claimed = await trx
      .updateTable("whatsapp_messages")
      .set({ email_fallback_at: nowIso(now) })
      .where("id", "=", messageId)
      .where("email_fallback_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false; // Reported before: handled then.
    const why = `WhatsApp message not delivered: ${reason}`;
    const template = message.template ? readStored(storedTemplateSchema, message.template, `WhatsApp message ${messageId}'s template`) : null;
    if (Number(message.automatic) !== 1 || !template?.automation) {
      // A counsellor's message: they see the reason and decide what to do.
      await addActivity(trx, message.enquiry_id, null, "whatsapp", why.slice(0, 2000), { messageId, failed: true }, now);
      return false;
    }
    const lead = await trx.selectFrom("enquiries").select(["id", "email", "whatsapp_opt_out_at"]).where("id", "=", message.enquiry_id).executeTakeFirst();
    if (!lead) return false;
    if (now - Date.parse(message.created_at) > EMAIL_TOO_LATE_MS) {
      // A reminder or an acknowledgement a day late would mislead more than help.
      await addActivity(
        trx,
        lead.id,
        null,
        "whatsapp",
        `${why.replace(/[.\s]+$/, "")}. Too late to email it instead: please call the student.`,
        { messageId },
        now,
      );
      return false;
    }
    if (lead.whatsapp_opt_out_at) {
      await addActivity(trx, lead.id, null, "whatsapp", `${why}. Not emailed: the student asked for no automatic messages (STOP).`, { messageId }, now);
      return false;
    }
    return (await queueAutomaticEmail(trx, config, lead, template.automation, template.params, why, now)) !== null;
  });
}
