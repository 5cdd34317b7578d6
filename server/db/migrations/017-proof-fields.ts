import type { Kysely } from "kysely";

// Proof on the pages (docs/decisions/060): a placement names the company and the
// role when staff know them, a review may name the course it is about (by the
// course's name, as a placement does), and both are read per course, newest
// first, for the course pages and /placements?course=…
export function proofFields() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("placements").addColumn("company", "text").execute();
      await db.schema.alterTable("placements").addColumn("role", "text").execute();
      await db.schema.alterTable("reviews").addColumn("course", "text").execute();
      await db.schema.createIndex("placements_course_date").on("placements").columns(["course", "date", "created_at"]).execute();
      await db.schema.createIndex("reviews_course_date").on("reviews").columns(["course", "date", "created_at"]).execute();
    },
  };
}
