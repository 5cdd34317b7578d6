import type { Kysely } from "kysely";

// Employers confirm a placement by a link in an email (docs/decisions/095).
// placement_confirmation_requests: one row per link sent. The link carries the
// row's id and a random secret; only the secret's SHA-256 is kept (secret_hash),
// so the table cannot be turned back into working links. state is pending until
// answered (confirmed | not_right) or replaced by a newer link to the same
// student; the answer is a conditional update of this row (state = 'pending'),
// so of two answers at once on two servers one wins. outcome_revision is the
// claim the link asks about: once the claim changes, the link no longer answers.
// Deleting a lead removes its requests, as it removes its outcome.
// placement_messages.whatsapp_message_id: the WhatsApp message a stage sent, when
// it went that way (the outbox row belongs to the message, migration 019).
export function placementConfirmationRequests() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("placement_confirmation_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("employer_id", "text", (c) => c.notNull().references("employers.id"))
        .addColumn("outcome_revision", "integer", (c) => c.notNull())
        .addColumn("contact_name", "text")
        .addColumn("contact_email", "text", (c) => c.notNull())
        .addColumn("secret_hash", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("sent_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("requested_by", "text")
        .addColumn("answered_at", "text")
        .addColumn("note", "text")
        .addColumn("outbox_id", "text")
        .execute();
      await db.schema.createIndex("placement_confirmation_requests_of").on("placement_confirmation_requests").column("enquiry_id").execute();
      await db.schema.alterTable("placement_messages").addColumn("whatsapp_message_id", "text").execute();
      await db.schema.createIndex("placement_confirmation_requests_sent").on("placement_confirmation_requests").column("sent_at").execute();
    },
  };
}
