import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./index";

// The first schema: staff, sessions, images, the public records and enquiries.
// Written with Kysely's schema builder so it runs unchanged on SQLite and PostgreSQL;
// the only dialect-specific types (binary, double) come from `types`.
export function initial(dialect: MigrationDialect) {
  const blob = dialect === "postgres" ? sql`bytea` : sql`blob`;
  const double = dialect === "postgres" ? sql`double precision` : sql`real`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("images")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("data", blob, (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("placements")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("stu_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("course", "text", (c) => c.notNull())
        .addColumn("degree", "text")
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("placement", "text", (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("placements_date").on("placements").columns(["date", "created_at"]).execute();

      await db.schema
        .createTable("reviews")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("stu_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("rating", double, (c) => c.notNull())
        .addColumn("review", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("reviews_date").on("reviews").columns(["date", "created_at"]).execute();

      await db.schema
        .createTable("videos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("enquiries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("course", "text")
        .addColumn("company", "text")
        .addColumn("message", "text")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();
      await db.schema.createIndex("enquiries_status").on("enquiries").columns(["status", "created_at"]).execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    },
  };
}
