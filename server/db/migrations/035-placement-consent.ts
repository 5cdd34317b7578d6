import type { Kysely } from "kysely";

// A student's choice to show their proven placement on /placements
// (docs/decisions/097): one row per lead, written by the student alone. public_id
// names the placement's public page (/verify/placement/:id): random, so pages
// cannot be walked through, and never the lead's own id. Deleting a lead removes it.
export function placementConsent() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("placement_consents")
        .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
        .addColumn("show", "integer", (c) => c.notNull())
        .addColumn("public_id", "text", (c) => c.notNull().unique())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
