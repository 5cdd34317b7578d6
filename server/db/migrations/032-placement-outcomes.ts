import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./index";

// Placements you can prove (docs/decisions/089). The placements table (the
// public cards) is left as it is; these tables sit beside it.
// - employers: name_key is the name folded (lower case, spaces squeezed), unique,
//   so "Zoho  Corp" and "zoho corp" are one employer on every server at once.
// - placement_drives (+ placement_drive_courses): a drive and the courses it is
//   open to; base pay a month and CTC a year in whole rupees, apart.
// - placement_applications: a student (a lead) in a drive, once (unique pair);
//   placement_application_events: every stage it went through, for the student.
// - placement_messages: a message a stage sent (or meant to send), once per
//   application and stage (the key); channel and outbox row, or why none.
// - student_intents: the student's own early answer, one row per lead, never
//   updated (write-once is the primary key).
// - placement_outcomes: one ledger row per lead; revision counts its changes, so
//   evidence names the revision it documents. placement_outcome_events: every
//   change, who and when, in plain words (detail: JSON). placement_evidence: a
//   letter's bytes (in the database like every upload, docs/decisions/014) or an
//   employer's confirmation, for staff only.
// Deleting a lead removes all of it, as it removes its enrolments.
export function placementOutcomes(dialect: MigrationDialect) {
  const blob = dialect === "postgres" ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("employers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull().unique())
        .addColumn("website", "text")
        .addColumn("contact_name", "text")
        .addColumn("contact_email", "text")
        .addColumn("contact_phone", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("placement_drives")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("employer_id", "text", (c) => c.notNull().references("employers.id"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("location", "text")
        .addColumn("base_salary_monthly", "integer")
        .addColumn("ctc_annual", "integer")
        .addColumn("last_date", "text", (c) => c.notNull())
        .addColumn("min_attendance", "integer")
        .addColumn("certificate_required", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("closed_at", "text")
        .addColumn("closed_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("placement_drive_courses")
        .addColumn("drive_id", "text", (c) => c.notNull().references("placement_drives.id").onDelete("cascade"))
        .addColumn("course_id", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("placement_drive_courses_pk", ["drive_id", "course_id"])
        .execute();
      await db.schema.createIndex("placement_drive_courses_course").on("placement_drive_courses").column("course_id").execute();
      await db.schema
        .createTable("placement_applications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("drive_id", "text", (c) => c.notNull().references("placement_drives.id").onDelete("cascade"))
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("round", "text")
        .addColumn("note", "text")
        .addColumn("applied_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .addUniqueConstraint("placement_applications_once", ["drive_id", "enquiry_id"])
        .execute();
      await db.schema.createIndex("placement_applications_lead").on("placement_applications").column("enquiry_id").execute();
      await db.schema
        .createTable("placement_application_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("application_id", "text", (c) => c.notNull().references("placement_applications.id").onDelete("cascade"))
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("round", "text")
        .addColumn("note", "text")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("by", "text")
        .execute();
      await db.schema.createIndex("placement_application_events_of").on("placement_application_events").column("application_id").execute();
      await db.schema
        .createTable("placement_messages")
        .addColumn("application_id", "text", (c) => c.notNull().references("placement_applications.id").onDelete("cascade"))
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("outbox_id", "text")
        .addColumn("reason", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("placement_messages_once", ["application_id", "stage"])
        .execute();
      await db.schema
        .createTable("student_intents")
        .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
        .addColumn("seeking", "integer", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("answered_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("placement_outcomes")
        .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("employer_id", "text", (c) => c.references("employers.id"))
        .addColumn("role", "text")
        .addColumn("start_date", "text")
        .addColumn("base_salary_monthly", "integer")
        .addColumn("ctc_annual", "integer")
        .addColumn("drive_id", "text")
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("placement_outcome_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("by", "text")
        .addColumn("change", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("placement_outcome_events_of").on("placement_outcome_events").columns(["enquiry_id", "at"]).execute();
      await db.schema
        .createTable("placement_evidence")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("outcome_revision", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("filename", "text")
        .addColumn("mime", "text")
        .addColumn("bytes", "integer")
        .addColumn("data", blob)
        .addColumn("confirmed_by", "text")
        .addColumn("how", "text")
        .addColumn("note", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .execute();
      await db.schema.createIndex("placement_evidence_of").on("placement_evidence").column("enquiry_id").execute();
    },
  };
}
