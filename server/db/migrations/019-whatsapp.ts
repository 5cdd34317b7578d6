import type { Kysely } from "kysely";

// WhatsApp on the lead (docs/decisions/064).
// - whatsapp_messages: every message to or from a student, on their lead. `wa_id`
//   is Meta's message id: unique, so a webhook Meta delivers again stores nothing
//   new, and a status update finds its message. An outgoing message is a row from
//   the moment it is queued (the outbox row that sends it names it).
// - whatsapp_settings: one row, the automatic messages as staff set them (JSON),
//   with a revision so two admins never overwrite each other.
// - whatsapp_reminders: the reminders queued, one per lead, occasion and moment
//   (primary key), so a reminder is queued once however often the scheduler runs.
// - meta_leads: every lead-ads event taken in (its leadgen id), then fetched from
//   the Graph API and stored as an enquiry by a worker; a failure (an expired
//   token, a form without a phone number) stays on the row for the admin to see.
// - enquiries.whatsapp_opt_out_at: when the student wrote STOP; no automatic
//   message goes to them until they write START.
export function whatsapp() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("whatsapp_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("wa_id", "text", (c) => c.unique())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("template", "text")
        .addColumn("automatic", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("sent_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("whatsapp_messages_enquiry").on("whatsapp_messages").columns(["enquiry_id", "created_at"]).execute();
      await db.schema
        .createTable("whatsapp_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("whatsapp_reminders")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("meta_leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("form_id", "text")
        .addColumn("ad_id", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("enquiry_id", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("meta_leads_due").on("meta_leads").columns(["status", "next_attempt_at"]).execute();
      await db.schema.alterTable("enquiries").addColumn("whatsapp_opt_out_at", "text").execute();
    },
  };
}
