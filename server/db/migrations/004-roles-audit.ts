import type { Kysely } from "kysely";
import type { MigrationDialect } from "./index";

// Roles and the audit log (docs/decisions/019):
// - users.role: admin | editor | counsellor. Every account verified before roles
//   existed could do everything, so it becomes admin: nobody loses access by the
//   upgrade. Accounts still waiting for verification get their role when an
//   admin verifies them (null until then).
// - audit_log: who changed what and when, one row per staff write. user_id has
//   no foreign key and the username is copied, so the history of a deleted
//   account stays readable. The id counts up, so the newest entry is the highest
//   id even when several share a millisecond.
export function rolesAudit(dialect: MigrationDialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("users").addColumn("role", "text").execute();
      const users = db as unknown as Kysely<{ users: { role: string | null; is_verified: number } }>;
      await users.updateTable("users").set({ role: "admin" }).where("is_verified", "=", 1).execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("username", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target", "text")
        .addColumn("detail", "text")
        .execute();
    },
  };
}
