import type { Kysely } from "kysely";

// Fee payments through Razorpay Payment Links (docs/decisions/054).
// - payment_instalments: one row per Payment Link we asked for; its id is the
//   link's reference_id, so a webhook finds its row without trusting anything else.
// - payment_events: the X-Razorpay-Event-Id of every webhook taken in; the primary
//   key makes a replayed event a no-op.
// - payment_receipts: one per captured payment (unique payment id), numbered per
//   Indian financial year without gaps; the GST break-up is frozen when issued.
// - receipt_counters: the last number given in each financial year; incremented
//   under the row's lock, so two webhooks at once never share or skip a number.
// Amounts are integer paise, as Razorpay sends them.
export function payments() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("payment_instalments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) => c.notNull())
        .addColumn("enquiry_id", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("parts", "integer", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("amount_paise", "integer", (c) => c.notNull())
        .addColumn("amount_paid_paise", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("due_date", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("link_id", "text", (c) => c.notNull().unique())
        .addColumn("short_url", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("payment_instalments_enquiry").on("payment_instalments").column("enquiry_id").execute();
      await db.schema.createIndex("payment_instalments_due").on("payment_instalments").columns(["status", "due_date"]).execute();

      await db.schema
        .createTable("payment_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("link_id", "text")
        .addColumn("received_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("receipt_counters")
        .addColumn("year", "text", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("payment_receipts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "text", (c) => c.notNull().unique())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("payment_id", "text", (c) => c.notNull().unique())
        .addColumn("instalment_id", "text", (c) => c.notNull())
        .addColumn("enquiry_id", "text", (c) => c.notNull())
        .addColumn("student_name", "text", (c) => c.notNull())
        .addColumn("student_email", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("amount_paise", "integer", (c) => c.notNull())
        .addColumn("method", "text")
        .addColumn("paid_at", "text", (c) => c.notNull())
        .addColumn("gstin", "text")
        .addColumn("gst_rate", "real")
        .addColumn("taxable_paise", "integer")
        .addColumn("cgst_paise", "integer")
        .addColumn("sgst_paise", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("payment_receipts_year_seq", ["year", "seq"])
        .execute();
      await db.schema.createIndex("payment_receipts_enquiry").on("payment_receipts").column("enquiry_id").execute();
    },
  };
}
