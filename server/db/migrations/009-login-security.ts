import type { Kysely } from "kysely";

// Safer staff logins (docs/decisions/036):
// - users.failed_logins, users.login_locked_until: failed logins in a row per
//   account and, after too many, when the account may try again. Kept in the
//   database so every instance and every client address share one count.
// - users.totp_secret, totp_enabled_at, totp_last_step: two-factor
//   authentication with an authenticator app (TOTP). totp_last_step is the last
//   30-second step a code was accepted for, so a code works once.
//   totp_pending_secret holds a new secret until its first code confirms it.
// - recovery_codes: single-use codes for a lost phone, stored as SHA-256 hashes.
export function loginSecurity() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("users").addColumn("login_locked_until", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_enabled_at", "text").execute();
      await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();

      await db.schema
        .createTable("recovery_codes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("recovery_codes_user").on("recovery_codes").columns(["user_id", "code_hash"]).execute();
    },
  };
}
