import { type Kysely, sql } from "kysely";

// What Meta's webhook brought and when, and the delivery reports that came too
// early (docs/decisions/073).
// - whatsapp_webhook_arrivals: one row per kind of verified delivery (messages,
//   statuses, leadgen, other) with when the last one arrived, for the admin's
//   health card: a status report or a lead-ads event proves the webhook works as
//   much as a student's message does.
// - whatsapp_early_statuses: a delivery report for a wamid no message carries yet
//   (Meta reported on our send before the outbox wrote the id Meta answered with).
//   Kept once per wamid and status (the primary key: a replay stores nothing) and
//   applied, then deleted, when the send's wamid is written. Reports for messages
//   that never become ours (sent from the phone app) are deleted after a week.
// - whatsapp_messages.sent_at: when Meta accepted our message, so "last message
//   sent" is not moved by a later "read". Messages sent before this migration take
//   their last change as the best time known.
export function whatsappWebhookOrder() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("whatsapp_webhook_arrivals")
        .addColumn("kind", "text", (c) => c.primaryKey())
        .addColumn("arrived_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("whatsapp_early_statuses")
        .addColumn("wa_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("code", "integer")
        .addColumn("received_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("whatsapp_early_statuses_pk", ["wa_id", "status"])
        .execute();
      await db.schema.createIndex("whatsapp_early_statuses_received").on("whatsapp_early_statuses").column("received_at").execute();
      await db.schema.alterTable("whatsapp_messages").addColumn("sent_at", "text").execute();
      await sql`update whatsapp_messages set sent_at = updated_at where direction = 'out' and status in ('sent', 'delivered', 'read')`.execute(db);
    },
  };
}
