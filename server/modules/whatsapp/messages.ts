import crypto from "node:crypto";
import { AUTOMATIONS, type AutomationKind, type WhatsAppStatus } from "#contracts/whatsapp";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db, WhatsAppMessagesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { readStored } from "../common/stored-json";
import { enqueueMessage } from "../outbox";
import { heldCount, sentInWindow } from "./auto-limits";
import type { Outgoing } from "./cloud-api";
import { tokenProblem } from "./token-state";
import { lastArrival } from "./webhook-arrivals";

// Reading the conversation lives with the leads (their detail and inbox read it too, docs/decisions/065).
export { freeTextUntil, lastIncomingAt, leadWhatsApp } from "../leads";

// The whatsapp_messages table (migration 019, docs/decisions/064). An outgoing
// message is written when it is queued, in the same transaction as the outbox row
// that sends it, so what staff see on the lead is exactly what will go out.

/** The outbox row of a WhatsApp message names the message; everything else is on the message's row. */
export interface WhatsAppPayload {
  whatsappMessageId: string;
}

/** How the outbox row's payload is read back (docs/decisions/092). */
export const whatsAppPayloadSchema: z.ZodType<WhatsAppPayload> = z.object({ whatsappMessageId: z.string().min(1) });

/** A message's template as it is stored on its row: the automatic ones also say which automation they are. */
export const storedTemplateSchema = z.object({
  name: z.string(),
  language: z.string(),
  params: z.array(z.string()),
  automation: z.enum(AUTOMATIONS).optional(),
});

export interface QueuedBy {
  enquiryId: string;
  message: Outgoing;
  /** The server's own (the acknowledgement), as opposed to a counsellor's. */
  automatic: boolean;
  staffId: string | null;
  /** Which automatic message it is: kept with the template so its email copy can be written (docs/decisions/066). */
  automation?: AutomationKind;
}

/** How a template reads on the lead: its name and parameters. */
export const templateText = (t: { name: string; params: string[] }) => `Template ${t.name}${t.params.length ? `: ${t.params.join(" · ")}` : ""}`;

/** Writes the message as queued and the outbox row that will send it; call inside the caller's transaction. */
export async function queueWhatsApp(db: Db, queued: QueuedBy, now: number): Promise<string> {
  const id = crypto.randomUUID();
  const at = nowIso(now);
  const template = "template" in queued.message ? queued.message.template : null;
  await db
    .insertInto("whatsapp_messages")
    .values({
      id,
      enquiry_id: queued.enquiryId,
      direction: "out",
      wa_id: null,
      kind: template ? "template" : "text",
      body: template ? templateText(template) : (queued.message as { text: string }).text,
      template: template ? JSON.stringify(queued.automation ? { ...template, automation: queued.automation } : template) : null,
      automatic: queued.automatic ? 1 : 0,
      status: "queued",
      error: null,
      sent_by: queued.staffId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  // Due at once by the outbox's own clock (the wall clock), whatever time the caller's records carry.
  await enqueueMessage(db, queued.enquiryId, "whatsapp", { whatsappMessageId: id } satisfies WhatsAppPayload, Date.now());
  return id;
}

/** The message as it is to be sent again (the row keeps what staff asked for). */
export function outgoingOf(row: WhatsAppMessagesTable): Outgoing {
  if (!row.template) return { text: row.body };
  const { name, language, params } = readStored(storedTemplateSchema, row.template, `WhatsApp message ${row.id}'s template`);
  return { template: { name, language, params } };
}

/**
 * Where a status may move: forward only (sent → delivered → read), whatever order
 * Meta's webhooks arrive in; failed only from queued or sent (a message seen as
 * delivered or read was not lost, whatever a late report says).
 */
const RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3 };
export function nextStatus(current: string, reported: WhatsAppStatus): string {
  if (reported === "failed") return current === "queued" || current === "sent" || current === "failed" ? "failed" : current;
  if (current === "failed" && reported === "sent") return current;
  return (RANK[reported] ?? -1) > (RANK[current] ?? -1) ? reported : current;
}

/**
 * The admin's health line: when Meta last accepted a message of ours (not moved
 * by a later "read"), the last message from a student, the last verified webhook
 * delivery of any kind (docs/decisions/073), the last failure, and whether Meta
 * refuses our access token (docs/decisions/086).
 * delivery of any kind (docs/decisions/073), the last failure, and the automatic
 * messages to new numbers in the last 24 hours and held over the cap (docs/decisions/082).
 */
export async function whatsAppHealth(db: Db, config: Pick<Config, "AUTO_MESSAGES_PER_DAY">, now: number) {
  const lastSent = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.max("sent_at").as("at"))
    .where("direction", "=", "out")
    // A message Meta took and later reported failed did not reach the student.
    .where("status", "in", ["sent", "delivered", "read"])
    .executeTakeFirst();
  const lastReceived = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("direction", "=", "in")
    .executeTakeFirst();
  const failure = await db
    .selectFrom("whatsapp_messages")
    .select(["updated_at", "error"])
    .where("direction", "=", "out")
    .where("error", "is not", null)
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    lastSentAt: lastSent?.at ?? null,
    lastReceivedAt: lastReceived?.at ?? null,
    lastWebhook: await lastArrival(db),
    lastFailure: failure ? { at: failure.updated_at, error: failure.error! } : null,
    token: await tokenProblem(db),
    automatic: { sentLast24h: await sentInWindow(db, now), perDay: config.AUTO_MESSAGES_PER_DAY, held: await heldCount(db) },
  };
}
