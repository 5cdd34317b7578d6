import { type Kysely, sql } from "kysely";
import type { MigrationDialect } from "./index";

// One table for every piece of background work (docs/decisions/085): outbox
// deliveries, stored webhook events, lead-ads imports, WhatsApp media and video
// posters. A job is taken with a lease (a random token and an expiry): only the
// holder of the token may finish it, and a lease that ran out is taken over by
// another server. `lane` keeps order: a job does not start while an earlier job
// of its lane is queued or running. The id counts up, so it is that order.
// - kind + key is unique: the same work (a webhook event by its id, an outbox row,
//   a video's poster) is queued once however often it is asked for.
// - run_at, lease_until and updated_at are on the wall clock (back-off and leases
//   are real durations); queued_at is on the app's clock: the time the work is
//   about (a webhook's arrival).
// Work waiting in the queues this table replaces gets its job here, due when it was
// (each table stays the record staff see):
// - outbox rows still pending (key: the row's id).
// - lead-ads leads still pending (key: the leadgen id).
// - students' files still to fetch (key: the message's wamid).
// Video posters need nothing here: the runner's sweep queues every video without one.
export function jobs(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("jobs")
        .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("lane", "text")
        .addColumn("payload", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("run_at", "text", (c) => c.notNull())
        .addColumn("lease_token", "text")
        .addColumn("lease_until", "text")
        .addColumn("last_error", "text")
        .addColumn("queued_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("jobs_kind_key").on("jobs").columns(["kind", "key"]).unique().execute();
      await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
      await db.schema.createIndex("jobs_lane").on("jobs").columns(["lane", "id"]).execute();
      const columns = sql`(kind, key, lane, payload, status, attempts, run_at, lease_token, lease_until, last_error, queued_at, updated_at)`;
      await sql`insert into jobs ${columns}
        select 'delivery', id, null, null, 'queued', 0, next_attempt_at, null, null, null, created_at, updated_at
        from outbox where status = 'pending' order by created_at, id`.execute(db);
      await sql`insert into jobs ${columns}
        select 'leadgen', id, null, null, 'queued', attempts, next_attempt_at, null, null, last_error, created_at, updated_at
        from meta_leads where status = 'pending' order by created_at, id`.execute(db);
      await sql`insert into jobs ${columns}
        select 'whatsapp-media', wa_id, null, null, 'queued', media_attempts, coalesce(media_next_at, created_at), null, null, media_error, created_at, updated_at
        from whatsapp_messages where media_status = 'pending' and wa_id is not null order by created_at, id`.execute(db);
    },
  };
}
