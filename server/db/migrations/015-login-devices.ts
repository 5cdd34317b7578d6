import type { Kysely } from "kysely";

// login_devices (docs/decisions/055): one row per browser that has logged in to
// an account, the proof it holds in an httpOnly cookie. `id` is the SHA-256 of
// that proof (the proof itself is never stored, like a session token). A device
// counts its own failed logins; at the account's free failures it is no longer
// trusted. Deleting the rows of a user (password change, staff reset) revokes
// every proof of that account.
export function loginDevices() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("login_devices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("login_devices_user").on("login_devices").column("user_id").execute();
    },
  };
}
