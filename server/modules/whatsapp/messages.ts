import crypto from "node:crypto";
import { type AutomationKind, type LeadWhatsApp, SERVICE_WINDOW_MS, type WhatsAppMessage, type WhatsAppStatus } from "../../../contracts/whatsapp";
import type { Db, WhatsAppMessagesTable } from "../../db/types";
import { nowIso } from "../common/clock";
import { enqueueMessage } from "../outbox/repository";
import type { Outgoing } from "./cloud-api";

// The whatsapp_messages table (migration 019, docs/decisions/064). An outgoing
// message is written when it is queued, in the same transaction as the outbox row
// that sends it, so what staff see on the lead is exactly what will go out.

/** The outbox row of a WhatsApp message names the message; everything else is on the message's row. */
export interface WhatsAppPayload {
  whatsappMessageId: string;
}

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
  const { name, language, params } = JSON.parse(row.template) as { name: string; language: string; params: string[] };
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

type StoredMedia = { filename: string; mime: string; bytes: number };

/** Where staff download a stored photo or document (docs/decisions/066). */
export const mediaUrl = (enquiryId: string, messageId: string) => `/api/enquiries/${encodeURIComponent(enquiryId)}/whatsapp/media/${messageId}`;

function mediaOf(row: WhatsAppMessagesTable, stored: StoredMedia | undefined): WhatsAppMessage["media"] {
  if (!row.media_status) return null;
  const status = row.media_status as "pending" | "stored" | "failed";
  return {
    status,
    error: row.media_error ?? null,
    url: stored ? mediaUrl(row.enquiry_id, row.id) : null,
    filename: stored?.filename ?? row.media_name ?? null,
    mime: stored?.mime ?? null,
    bytes: stored ? Number(stored.bytes) : null,
  };
}

function toMessage(row: WhatsAppMessagesTable, staff: Map<string, string>, media: Map<string, StoredMedia>): WhatsAppMessage {
  return {
    id: row.id,
    direction: row.direction as WhatsAppMessage["direction"],
    kind: row.kind,
    text: row.body,
    status: row.status as WhatsAppStatus,
    error: row.error,
    automatic: Number(row.automatic) === 1,
    by: row.sent_by ? (staff.get(row.sent_by) ?? "a former staff member") : null,
    at: row.created_at,
    media: mediaOf(row, media.get(row.id)),
  };
}

/** When the student last wrote (the 24-hour window runs from it); null if never. */
export async function lastIncomingAt(db: Db, enquiryId: string): Promise<string | null> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("enquiry_id", "=", enquiryId)
    .where("direction", "=", "in")
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Free text may go out until 24 hours after the student's last message; null when that has passed (or they never wrote). */
export async function freeTextUntil(db: Db, enquiryId: string, now: number): Promise<string | null> {
  const last = await lastIncomingAt(db, enquiryId);
  if (!last) return null;
  const until = Date.parse(last) + SERVICE_WINDOW_MS;
  return until > now ? nowIso(until) : null;
}

/** Everything the lead view shows of the conversation. */
export async function leadWhatsApp(db: Db, enquiryId: string, configured: boolean, now: number): Promise<LeadWhatsApp> {
  const rows = await db.selectFrom("whatsapp_messages").selectAll().where("enquiry_id", "=", enquiryId).orderBy("created_at").orderBy("id").execute();
  const senders = [...new Set(rows.map((r) => r.sent_by).filter((id): id is string => id !== null))];
  const staff = new Map(
    senders.length ? (await db.selectFrom("users").select(["id", "username"]).where("id", "in", senders).execute()).map((u) => [u.id, u.username]) : [],
  );
  const lead = await db.selectFrom("enquiries").select("whatsapp_opt_out_at").where("id", "=", enquiryId).executeTakeFirst();
  const withMedia = rows.filter((r) => r.media_status === "stored").map((r) => r.id);
  const media = new Map(
    withMedia.length
      ? (await db.selectFrom("whatsapp_media").select(["message_id", "filename", "mime", "bytes"]).where("message_id", "in", withMedia).execute()).map((m) => [
          m.message_id,
          m,
        ])
      : [],
  );
  return {
    configured,
    optedOutAt: lead?.whatsapp_opt_out_at ?? null,
    freeTextUntil: await freeTextUntil(db, enquiryId, now),
    messages: rows.map((r) => toMessage(r, staff, media)),
  };
}

/** The last message each way and the last failure, for the admin's health line. */
export async function whatsAppHealth(db: Db) {
  const last = (direction: string, statuses: string[]) =>
    db
      .selectFrom("whatsapp_messages")
      .select((eb) => eb.fn.max("updated_at").as("at"))
      .where("direction", "=", direction)
      .where("status", "in", statuses)
      .executeTakeFirst()
      .then((r) => r?.at ?? null);
  const failure = await db
    .selectFrom("whatsapp_messages")
    .select(["updated_at", "error"])
    .where("direction", "=", "out")
    .where("error", "is not", null)
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    lastSentAt: await last("out", ["sent", "delivered", "read"]),
    lastReceivedAt: await last("in", ["received"]),
    lastFailure: failure ? { at: failure.updated_at, error: failure.error! } : null,
  };
}
