import type { Kysely } from "kysely";

// The outbox worker (server/modules/outbox, docs/decisions/011):
// - locked_until: a worker's lease on a row while it delivers it. Another worker
//   (or the same server after a crash) takes the row over only once the lease
//   has run out, so a delivery in flight is never started twice.
// - retry_from: when the current back-off window began (null: created_at). Staff's
//   "Retry now" restarts the window so the row gets its full retry period again.
export function outboxLease() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("locked_until", "text").execute();
      await db.schema.alterTable("outbox").addColumn("retry_from", "text").execute();
    },
  };
}
