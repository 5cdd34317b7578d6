import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./index";

// Email in place of WhatsApp, and the student's photos and documents
// (docs/decisions/066).
// - whatsapp_messages.email_fallback_at: when an automatic message that could not
//   reach the student on WhatsApp was queued as an email instead. Set by a guarded
//   update in the transaction that queues the email, so it is queued once however
//   often the failure is reported (the outbox gave up, then Meta's "failed" report).
// - enquiries.whatsapp_unreachable_at: Meta said the number is not on WhatsApp
//   (error 131026); later automatic messages go by email at once. A message from
//   the student on WhatsApp clears it.
// - whatsapp_messages.media_*: an incoming image or document waits here to be
//   fetched from the Cloud API (pending, tried again with back-off), then is stored
//   or failed with the reason.
// - whatsapp_media: the fetched bytes, in the database like every upload
//   (docs/decisions/014) so one backup holds them; served to staff only.
export function whatsappFallbackMedia(dialect: MigrationDialect) {
  const blob = dialect === "postgres" ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("whatsapp_messages").addColumn("email_fallback_at", "text").execute();
      await db.schema.alterTable("enquiries").addColumn("whatsapp_unreachable_at", "text").execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("media_id", "text").execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("media_name", "text").execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("media_status", "text").execute();
      await db.schema
        .alterTable("whatsapp_messages")
        .addColumn("media_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("media_next_at", "text").execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("media_error", "text").execute();
      await db.schema.createIndex("whatsapp_messages_media_due").on("whatsapp_messages").columns(["media_status", "media_next_at"]).execute();
      await db.schema
        .createTable("whatsapp_media")
        .addColumn("message_id", "text", (c) => c.primaryKey().references("whatsapp_messages.id").onDelete("cascade"))
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("filename", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("data", blob, (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
