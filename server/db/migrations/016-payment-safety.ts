import { type Kysely, sql } from "kysely";

// Payments that cannot be lost or doubled (docs/decisions/056).
// - payment_requests: one row per fee request. A partial unique index allows at
//   most one request that is being made ("pending") or still payable ("open")
//   per lead and fee, so two identical requests at the same moment cannot both
//   make links: the second insert waits for the first and then conflicts.
// - payment_instalments.flag: why staff must look at a payment (an amount other
//   than the instalment's); replaced_by: the instalment re-issued in its place.
// - outbox.payload: a student email frozen when queued (payment links, receipts),
//   so it is delivered and retried like any other delivery.
// Requests made before this migration get their row: open when a link is still
// payable (the newest one per lead and fee, the rest closed), closed otherwise.
export function paymentSafety() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("payment_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("enquiry_id", "text", (c) => c.notNull())
        .addColumn("fee_key", "text", (c) => c.notNull())
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("payment_requests_one_open")
        .unique()
        .on("payment_requests")
        .columns(["enquiry_id", "fee_key"])
        .where(sql.ref("state"), "<>", "closed")
        .execute();
      await db.schema.alterTable("payment_instalments").addColumn("flag", "text").execute();
      await db.schema.alterTable("payment_instalments").addColumn("replaced_by", "text").execute();
      await db.schema.alterTable("outbox").addColumn("payload", "text").execute();

      const { rows } = await sql<{ request_id: string; enquiry_id: string; description: string; created_at: string; open: number | string }>`
        select request_id, enquiry_id, min(description) as description, min(created_at) as created_at,
          sum(case when status in ('created', 'partially_paid') then 1 else 0 end) as open
        from payment_instalments group by request_id, enquiry_id order by min(created_at) desc`.execute(db);
      const opened = new Set<string>();
      for (const r of rows) {
        const key = `${r.enquiry_id}\u0000${feeKeyAtMigration(r.description)}`;
        const open = Number(r.open) > 0 && !opened.has(key);
        if (open) opened.add(key);
        await sql`insert into payment_requests (id, enquiry_id, fee_key, fingerprint, state, created_at, updated_at)
          values (${r.request_id}, ${r.enquiry_id}, ${feeKeyAtMigration(r.description)}, '', ${open ? "open" : "closed"}, ${r.created_at}, ${r.created_at})`.execute(
          db,
        );
      }
    },
  };
}

/** Frozen copy of the fee key rule as it was when this migration shipped. */
const feeKeyAtMigration = (description: string) => description.trim().replace(/\s+/g, " ").toLowerCase();
