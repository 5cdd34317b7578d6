import { type Kysely, sql } from "kysely";

// Meta's answers handled as Meta means them (docs/decisions/086).
// - whatsapp_messages.error_code: Meta's error code of the refusal a message got
//   (131047 needs a template, 131049 held, 131050 marketing stopped, 130429 and
//   131056 too many at once, 190 the token), so staff are told in plain words and
//   the composer offers only templates after a 131047.
// - whatsapp_messages.resends: how often a message was queued again after Meta
//   refused it in a delivery report (a template sent once more after 131047, a
//   rate-limited one after a pause), so it is never sent again without end.
// - whatsapp_token_state: one row (id 1). broken_at is set by the first send Meta
//   refuses for our token, cleared by the next send it accepts; emailed_at is
//   claimed by a guarded update, so the admins get one email per breakage however
//   many messages fail and however many servers send them.
export function whatsappMetaAnswers() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("whatsapp_messages").addColumn("error_code", "integer").execute();
      await db.schema
        .alterTable("whatsapp_messages")
        .addColumn("resends", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("whatsapp_token_state")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("broken_at", "text")
        .addColumn("error", "text")
        .addColumn("emailed_at", "text")
        .execute();
      await sql`insert into whatsapp_token_state (id) values (1)`.execute(db);
    },
  };
}
