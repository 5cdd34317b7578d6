import type { Kysely } from "kysely";

// Per-address request limits counted in the database (docs/decisions/083), so
// every server behind the proxy counts the same requests. One row per limit and
// client address: `key` is the limit's name and the address, `hits` the requests
// of its current window, which ends at `expires_at` (ISO text, like every time
// here). A row past its window starts over at the next request, or is deleted
// by the periodic prune (by `expires_at`, hence the index).
export function rateLimits() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_expires").on("rate_limits").column("expires_at").execute();
    },
  };
}
