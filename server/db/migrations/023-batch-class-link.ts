import type { Kysely } from "kysely";

// The online class link of a batch (docs/decisions/071): the Meet, Zoom or Teams
// address a batch taught online (or both online and in the classroom) meets at.
// Students see it on their own page (/my) as the next class's place; it is never
// on the public pages. Null: no link (every classroom batch, and batches before).
export function batchClassLink() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("batches").addColumn("class_link", "text").execute();
    },
  };
}
