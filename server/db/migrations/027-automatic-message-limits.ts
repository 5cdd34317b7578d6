import { type Kysely, sql } from "kysely";

// Automatic messages only where they help (docs/decisions/082).
// - auto_messages: every acknowledgement the server decided to send or hold,
//   with where it goes (a phone's ten digits or a lower-case address), what it
//   says (the template and its parameters) and whether it counts against
//   AUTO_MESSAGES_PER_DAY (the number had not written to us). "sent" rows were
//   queued at once or when an admin pressed Send now (sent_at); "held" rows wait
//   for an admin; "replaced" held rows gave way to the lead's newer one. A lead's
//   rows go with it when it is deleted.
// - auto_message_guard: one row (id 1). Every decision locks it first, in the
//   transaction that stores the enquiry, so two servers on one database count
//   the last 24 hours one after the other and the cap holds.
export function automaticMessageLimits() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("auto_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("template", "text", (c) => c.notNull())
        .addColumn("counted", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .addColumn("sent_by", "text")
        .execute();
      await db.schema.createIndex("auto_messages_recipient").on("auto_messages").columns(["recipient", "created_at"]).execute();
      await db.schema.createIndex("auto_messages_enquiry").on("auto_messages").columns(["enquiry_id", "created_at"]).execute();
      await db.schema.createIndex("auto_messages_status").on("auto_messages").columns(["status", "created_at"]).execute();
      await db.schema.createIndex("auto_messages_sent").on("auto_messages").columns(["counted", "sent_at"]).execute();
      await db.schema
        .createTable("auto_message_guard")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("locked_at", "text")
        .execute();
      await sql`insert into auto_message_guard (id, locked_at) values (1, null)`.execute(db);
    },
  };
}
