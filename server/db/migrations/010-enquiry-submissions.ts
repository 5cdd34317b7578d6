import type { Kysely } from "kysely";

// enquiry_submissions (docs/decisions/034): one row per enquiry form submission
// taken in, under the id the server gave it on arrival. An enquiry kept on disk
// while the database was unreachable is stored later under that same id, so
// storing it a second time (the server stopped between the commit and removing
// the file, or the first answer was lost with its connection) changes nothing.
// No personal data: the id, the lead it went to, when it arrived.
export function enquirySubmissions() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiry_submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("stored_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
