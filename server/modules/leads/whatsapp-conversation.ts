import { sql } from "kysely";
import { type LeadWhatsApp, SERVICE_WINDOW_MS, type WhatsAppMessage, type WhatsAppStatus, refusalOf } from "#contracts/whatsapp";
import type { Db, WhatsAppMessagesTable } from "#server/db/types";
import { nowIso } from "../common/clock";

// Reading a lead's WhatsApp conversation (docs/decisions/064, 065). It lives with
// the leads because the lead's own read (GET /api/enquiries/:id), the inbox's
// "awaiting our reply" view and the sidebar's unread count need it, and the
// whatsapp module (which writes the messages) depends on leads, never the reverse.

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
    // Meta's answer we know, while it still explains the message (failed, or waiting to go again: docs/decisions/086).
    refusal: row.error !== null && (row.status === "failed" || row.status === "queued") ? refusalOf(row.error_code) : null,
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

/** When Meta last refused a message as outside the 24-hour window (131047, docs/decisions/086); null if never. */
async function lastWindowRefusalAt(db: Db, enquiryId: string): Promise<string | null> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.max("updated_at").as("at"))
    .where("enquiry_id", "=", enquiryId)
    .where("direction", "=", "out")
    .where("error_code", "=", 131047)
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * Free text may go out until 24 hours after the student's last message; null when
 * that has passed (or they never wrote), and when Meta has since refused a message
 * as outside the window (its clock decides, docs/decisions/086): only a template then.
 */
export async function freeTextUntil(db: Db, enquiryId: string, now: number): Promise<string | null> {
  const last = await lastIncomingAt(db, enquiryId);
  if (!last) return null;
  const until = Date.parse(last) + SERVICE_WINDOW_MS;
  if (until <= now) return null;
  const refused = await lastWindowRefusalAt(db, enquiryId);
  return refused && refused >= last ? null : nowIso(until);
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

/**
 * The student's messages still waiting for our answer: those written after the
 * last message a person on the staff sent on that lead. An automatic message (the
 * acknowledgement, a reminder) answers nothing the student asked.
 * `enquiries.id` is the lead the caller's query is about.
 */
export const unansweredIncoming = sql<boolean>`exists (
  select 1 from whatsapp_messages as wa_in
  where wa_in.enquiry_id = enquiries.id and wa_in.direction = 'in'
    and wa_in.created_at > coalesce((
      select max(wa_out.created_at) from whatsapp_messages as wa_out
      where wa_out.enquiry_id = enquiries.id and wa_out.direction = 'out' and wa_out.automatic = 0
    ), '')
)`;

/**
 * How many of the students' WhatsApp messages wait for our answer: on the leads
 * assigned to `ownerId`, or on every lead (null, for admins). The sidebar's count.
 */
export async function countUnanswered(db: Db, ownerId: string | null): Promise<number> {
  let q = db
    .selectFrom("whatsapp_messages as wa_in")
    .innerJoin("enquiries", "enquiries.id", "wa_in.enquiry_id")
    .where("wa_in.direction", "=", "in")
    .where(
      "wa_in.created_at",
      ">",
      sql<string>`coalesce((
        select max(wa_out.created_at) from whatsapp_messages as wa_out
        where wa_out.enquiry_id = wa_in.enquiry_id and wa_out.direction = 'out' and wa_out.automatic = 0
      ), '')`,
    );
  if (ownerId !== null) q = q.where("enquiries.owner_id", "=", ownerId);
  const row = await q.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
