import type { Kysely } from "kysely";

// Content becomes data (docs/decisions/009): the site facts, pages' copy and courses that
// were TypeScript files are stored here, seeded from those files on first start.
// - content_documents: one JSON document per key (site, facilities, why-choose,
//   about, placement-services).
// - courses: one row per course (JSON body), ordered by position; hidden courses
//   leave the site but keep their record.
// - content_revisions: every saved version of every document, course and batch,
//   so staff can see the history and restore an earlier one.
// - batches: upcoming batches and fees per course.
// - content_state: one row whose version rises with every content write; each
//   server instance compares it to the version its pages show and, when it
//   moved, renders its pages from the new content.
export function content() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_documents")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();

      await db.schema
        .createTable("courses")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();

      await db.schema
        .createTable("batches")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("course_id", "text", (c) => c.notNull())
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("schedule", "text", (c) => c.notNull())
        .addColumn("timing", "text", (c) => c.notNull())
        .addColumn("mode", "text", (c) => c.notNull())
        .addColumn("duration", "text", (c) => c.notNull())
        .addColumn("fee_inr", "integer")
        .addColumn("seats_left", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("batches_course_start").on("batches").columns(["course_id", "start_date"]).execute();

      await db.schema
        .createTable("content_revisions")
        .addColumn("id", "text", (c) => c.primaryKey())
        /** site | facilities | … | course:<id> | batch:<id> */
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        /** The record as saved; null when the record was deleted. */
        .addColumn("data", "text")
        /** seed | create | update | delete | restore */
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .execute();
      await db.schema.createIndex("content_revisions_key").on("content_revisions").columns(["key", "revision"]).execute();

      await db.schema
        .createTable("content_state")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
