import type { Kysely } from "kysely";

// certificates (docs/decisions/052): one row per certificate issued. `code` is
// the random ID printed on it and looked up by /verify (unique, indexed). A
// revoked certificate keeps its row: the public check must say "revoked", not
// "unknown", and the audit log names who did it.
export function certificates() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("certificates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("student_name", "text", (c) => c.notNull())
        .addColumn("course", "text", (c) => c.notNull())
        .addColumn("batch", "text")
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("end_date", "text", (c) => c.notNull())
        .addColumn("grade", "text")
        .addColumn("issued_at", "text", (c) => c.notNull())
        .addColumn("issued_by", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .addColumn("revoked_reason", "text")
        .addColumn("revoked_by", "text")
        .execute();
      await db.schema.createIndex("certificates_issued_at").on("certificates").column("issued_at").execute();
    },
  };
}
