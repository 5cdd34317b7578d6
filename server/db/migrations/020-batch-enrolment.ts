import { type Kysely, sql } from "kysely";

// Batches as class lists (docs/decisions/067).
// - batch_students: a lead enrolled in a batch, once per batch. Deleting the lead
//   removes its enrolments; a batch with students cannot be deleted (content/).
// - batch_sessions: the classes of a batch, made from its schedule once, then
//   edited by staff: a holiday is a cancelled session, an extra class a session
//   with extra = 1. One per batch and day. marked_at: when attendance was first
//   saved (null: nobody took it; everyone counts as present once the day is over).
// - session_absences: who was absent from a session (everyone else was present).
// - batches.capacity replaces the typed seats_left (kept, no longer written): the
//   seats left are capacity minus the students enrolled. Existing batches get
//   their seats left as capacity, so the public pages show the same number.
//   batches.trainer_id: the trainer's account; sessions_made_at: when the
//   sessions were made from the schedule (null: not yet).
// - payment_instalments.batch_id: a fee asked for against a batch; the lead is
//   enrolled in it when a payment is received.
// - certificates.enquiry_id / batch_id: a certificate issued from a batch, so the
//   same student is not issued a second one for it.
// - users.trainer_name: a trainer account's public profile (Pages → Trainers), by name.
export function batchEnrolment() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("batch_students")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("batch_id", "text", (c) => c.notNull().references("batches.id"))
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("enrolled_at", "text", (c) => c.notNull())
        .addColumn("enrolled_by", "text")
        .addUniqueConstraint("batch_students_once", ["batch_id", "enquiry_id"])
        .execute();
      await db.schema.createIndex("batch_students_lead").on("batch_students").column("enquiry_id").execute();
      await db.schema
        .createTable("batch_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("batch_id", "text", (c) => c.notNull().references("batches.id").onDelete("cascade"))
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("cancelled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("extra", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("note", "text")
        .addColumn("marked_at", "text")
        .addColumn("marked_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("batch_sessions_day", ["batch_id", "date"])
        .execute();
      await db.schema
        .createTable("session_absences")
        .addColumn("session_id", "text", (c) => c.notNull().references("batch_sessions.id").onDelete("cascade"))
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("marked_at", "text", (c) => c.notNull())
        .addColumn("marked_by", "text")
        .addPrimaryKeyConstraint("session_absences_pk", ["session_id", "enquiry_id"])
        .execute();
      await db.schema.createIndex("session_absences_lead").on("session_absences").column("enquiry_id").execute();
      await db.schema.alterTable("batches").addColumn("capacity", "integer").execute();
      await db.schema.alterTable("batches").addColumn("trainer_id", "text").execute();
      await db.schema.alterTable("batches").addColumn("sessions_made_at", "text").execute();
      await sql`update batches set capacity = seats_left`.execute(db);
      await db.schema.alterTable("payment_instalments").addColumn("batch_id", "text").execute();
      await db.schema.alterTable("certificates").addColumn("enquiry_id", "text").execute();
      await db.schema.alterTable("certificates").addColumn("batch_id", "text").execute();
      await db.schema.alterTable("users").addColumn("trainer_name", "text").execute();
    },
  };
}
