import type { Kysely } from "kysely";

// The student's own page (docs/decisions/068), apart from staff sign-in:
// - student_codes: one row per one-time code asked for, keyed by the SHA-256 of
//   the email as typed (lower-cased), for every address asked about, a student's
//   or not, so limits and answers are the same for both. `lead_id` is null when
//   the address is no student's (nothing is sent then). The code itself is never
//   stored: `code_hash` is its salted SHA-256. `attempts` counts wrong tries.
// - student_sessions: like staff sessions (the SHA-256 of the token, never the
//   token), but of a lead, in a table of their own: no staff check ever reads it.
export function studentSignIn() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("student_codes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email_hash", "text", (c) => c.notNull())
        .addColumn("lead_id", "text", (c) => c.references("enquiries.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("student_codes_email").on("student_codes").columns(["email_hash", "created_at"]).execute();
      await db.schema
        .createTable("student_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("student_sessions_lead").on("student_sessions").column("lead_id").execute();
      // A student's page reads their certificates by lead (certificates.enquiry_id, migration 020).
      await db.schema.createIndex("certificates_enquiry").on("certificates").column("enquiry_id").execute();
    },
  };
}
