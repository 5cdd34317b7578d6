import type { Kysely } from "kysely";

// The nudges to report an outcome (docs/decisions/096): one row per student and
// day-mark (30, 90 or 180 days after their batch ended), written in the
// transaction that queues the message, so the primary key lets a mark go once
// however many rounds or servers reach it. channel: whatsapp | email; message_id:
// the WhatsApp message or the outbox row.
export function placementNudges() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("placement_nudges")
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("mark", "integer", (c) => c.notNull())
        .addColumn("batch_end", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("message_id", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("placement_nudges_once", ["enquiry_id", "mark"])
        .execute();
    },
  };
}
