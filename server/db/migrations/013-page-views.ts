import type { Kysely } from "kysely";

// page_views (docs/decisions/053): how many times each public page was loaded,
// per Chennai day and per campaign source. Counts only: no visitor, address,
// user agent or time of day is stored, so nothing here identifies anyone. The
// server counts in memory and adds its counts with one upsert per row.
export function pageViews() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("page_views")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("page", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("page_views_pk", ["day", "page", "source"])
        .execute();
    },
  };
}
