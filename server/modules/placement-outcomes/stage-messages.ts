import { greetingName } from "#contracts/outgoing-text";
import { type ApplicationStage, MESSAGED_STAGES, STAGE_LABELS } from "#contracts/placement-outcomes";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { addActivity } from "../leads";
import type { StudentMessage } from "../mail";
import { enqueueMessage } from "../outbox";
import { queueWhatsApp } from "../whatsapp";

// The student hears when an application is shortlisted, called to interview or
// offered (docs/decisions/089), once per application and stage: the message's
// row is keyed by both, written in the transaction of the change, so a stage set
// twice, or on two servers at once, sends one message. It goes through the
// outbox (durable, retried, a timeline line once sent) by one channel: WhatsApp,
// with its approved template (WHATSAPP_PLACEMENT_TEMPLATE), to a student with a
// WhatsApp number who has not written STOP (docs/decisions/095); else email. The
// row records the channel taken, and the timeline says when the student could
// not be reached, so staff call them.

export interface StageMessageSettings {
  /** Email can be sent (SMTP_URL is set). */
  mail: boolean;
  institute: string;
  /** The approved template for these messages, when WhatsApp is set up and WHATSAPP_PLACEMENT_TEMPLATE names one. */
  whatsApp: { name: string; language: string } | null;
}

export interface StageFacts {
  applicationId: string;
  leadId: string;
  name: string;
  email: string;
  phone: string;
  /** Meta said the number is not on WhatsApp, or the student wrote STOP: WhatsApp is not the way. */
  noWhatsApp: boolean;
  title: string;
  employer: string;
  role: string;
  round: string | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export function stageEmail(stage: ApplicationStage, f: StageFacts, institute: string): { subject: string; text: string } {
  const next = f.round ? ` Next: ${f.round}.` : "";
  const lines: Record<string, [string, string]> = {
    shortlisted: [`You are shortlisted: ${f.role} at ${f.employer}`, `Good news: ${f.employer} has shortlisted you for ${f.role} (${f.title}).${next}`],
    interview: [`Interview: ${f.role} at ${f.employer}`, `${f.employer} would like to interview you for ${f.role} (${f.title}).${next}`],
    offer: [`An offer from ${f.employer}`, `Congratulations: ${f.employer} has made you an offer for ${f.role} (${f.title}).`],
  };
  const [subject, body] = lines[stage]!;
  return {
    subject,
    text: [`Dear ${firstName(f.name)},`, "", body, "The placement officer will call you with the details.", "", "All the best,", institute].join("\n"),
  };
}

/** The template's {{2}}: what happened, as the student reads it. */
const NEWS: Record<string, string> = {
  shortlisted: "you are shortlisted",
  interview: "you are called to an interview",
  offer: "you have an offer",
};

/** The way the student is told: WhatsApp when they have it and the template is set, else email, else none and why. */
function channelOf(settings: StageMessageSettings, facts: StageFacts): { channel: "whatsapp" | "email" | "none"; reason: string | null } {
  if (settings.whatsApp && /^\d{10}$/.test(facts.phone) && !facts.noWhatsApp) return { channel: "whatsapp", reason: null };
  const reason = !facts.email ? "there is no email address on the lead" : !settings.mail ? "email is not set up on the server (SMTP_URL)" : null;
  return { channel: reason ? "none" : "email", reason };
}

/** Queues the stage's message once, in the caller's transaction; answers whether a message was queued (the caller kicks the outbox). */
export async function messageStage(trx: Db, settings: StageMessageSettings, stage: ApplicationStage, facts: StageFacts, now: number): Promise<boolean> {
  if (!(MESSAGED_STAGES as readonly string[]).includes(stage)) return false;
  const { channel, reason } = channelOf(settings, facts);
  const claimed = await trx
    .insertInto("placement_messages")
    .values({ application_id: facts.applicationId, stage, channel, outbox_id: null, reason, created_at: nowIso(now) })
    .onConflict((oc) => oc.columns(["application_id", "stage"]).doNothing())
    .returning("application_id")
    .executeTakeFirst();
  if (!claimed) return false; // Told before: once per stage.
  const label = STAGE_LABELS[stage];
  const detail = { placement: { applicationId: facts.applicationId, message: stage } };
  if (reason) {
    await addActivity(trx, facts.leadId, null, "status", `Not told about "${label}" (${facts.title}): ${reason}. Please call the student.`, detail, now);
    return false;
  }
  if (channel === "whatsapp") {
    // Automatic: a student who wrote STOP meanwhile is not sent it (whatsapp/deliver.ts); the conversation and timeline show it.
    const params = [greetingName(facts.name), NEWS[stage]!, facts.role, facts.employer];
    const template = { ...settings.whatsApp!, params };
    const messageId = await queueWhatsApp(trx, { enquiryId: facts.leadId, message: { template }, automatic: true, staffId: null }, now);
    await trx
      .updateTable("placement_messages")
      .set({ whatsapp_message_id: messageId })
      .where("application_id", "=", facts.applicationId)
      .where("stage", "=", stage)
      .execute();
    return true;
  }
  const message: StudentMessage = {
    to: facts.email,
    ...stageEmail(stage, facts, settings.institute),
    done: `Emailed the student: ${label} (${facts.title}, ${facts.employer})`,
    activity: "status",
    detail,
  };
  // Due at once by the outbox's own clock (the wall clock), as every student email is.
  const outboxId = await enqueueMessage(trx, facts.leadId, "student_mail", message, Date.now());
  await trx
    .updateTable("placement_messages")
    .set({ outbox_id: outboxId })
    .where("application_id", "=", facts.applicationId)
    .where("stage", "=", stage)
    .execute();
  return true;
}
