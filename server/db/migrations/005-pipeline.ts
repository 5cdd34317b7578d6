import { type Kysely, sql } from "kysely";

// The admissions pipeline (docs/decisions/022):
// - enquiries gain an owner (a counsellor), the time of the latest submission
//   (a known visitor's new enquiry brings the lead back to the top), the first
//   answer's deadline (respond_by), whether staff have touched it since, the next
//   follow-up, due_at (when it next needs a counsellor: kept in step by the code
//   so the "Due" view is one indexed range), a lost reason and where the visit
//   came from (page, referrer host, UTM).
// - Statuses: 'closed' of the first inbox becomes 'lost' with a reason that says so.
// - enquiry_activities: the timeline, one row per note, call, message, status or
//   owner change, resubmission and merge.
// - users.available: counsellors taking new enquiries (round robin).
// - message_templates: WhatsApp texts staff edit.
// - pipeline_state: one row whose counter makes round robin fair on every instance.
// - outbox.submission: a known visitor's new submission is forwarded and mailed
//   with its own fields (JSON), not the lead's first ones.
export function pipeline() {
  return {
    async up(db: Kysely<unknown>) {
      const add = (column: string) => db.schema.alterTable("enquiries").addColumn(column, "text").execute();
      for (const column of [
        "owner_id",
        "last_submitted_at",
        "respond_by",
        "touched_at",
        "follow_up_at",
        "due_at",
        "lost_reason",
        "source_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
      ]) {
        await add(column);
      }
      // Enquiries from before the pipeline count as answered: nothing old turns up overdue.
      await sql`update enquiries set last_submitted_at = created_at, touched_at = updated_at`.execute(db);
      await sql`update enquiries set status = 'lost', lost_reason = 'Closed before outcomes were recorded' where status = 'closed'`.execute(db);

      await db.schema.createIndex("enquiries_last_submitted").on("enquiries").columns(["last_submitted_at", "id"]).execute();
      await db.schema.createIndex("enquiries_owner_last_submitted").on("enquiries").columns(["owner_id", "last_submitted_at"]).execute();
      await db.schema.createIndex("enquiries_due").on("enquiries").columns(["due_at", "id"]).execute();
      await db.schema.createIndex("enquiries_phone").on("enquiries").column("phone").execute();
      await db.schema
        .createIndex("enquiries_email_lower")
        .on("enquiries")
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable("enquiry_activities")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("username", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("enquiry_activities_enquiry").on("enquiry_activities").columns(["enquiry_id", "at"]).execute();

      await db.schema.alterTable("outbox").addColumn("submission", "text").execute();
      await db.schema
        .alterTable("users")
        .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable("message_templates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      const templates = [
        ["First reply", "Hello {name}, this is {counsellor} from {institute}. Thank you for your enquiry about {course}. When is a good time to call you?"],
        ["Demo reminder", "Hello {name}, a reminder of your free demo class for {course} at {institute}. Reply here if you need to change the time."],
        ["Batch details", "Hello {name}, here are the details of the next {course} batch at {institute}. Shall I reserve a seat for you?"],
      ];
      const t = db as unknown as Kysely<{ message_templates: { id: string; name: string; body: string; position: number; updated_at: string } }>;
      for (const [i, [name, body]] of templates.entries()) {
        await t
          .insertInto("message_templates")
          .values({ id: `template-${i + 1}`, name: name!, body: body!, position: i, updated_at: now })
          .execute();
      }

      await db.schema
        .createTable("pipeline_state")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("round_robin", "integer", (c) => c.notNull())
        .addColumn("digest_slot", "text")
        .execute();
      await sql`insert into pipeline_state (id, round_robin) values (1, 0)`.execute(db);
    },
  };
}
