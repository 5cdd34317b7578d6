import type { Kysely } from "kysely";

// users.display_name (docs/decisions/051): the name a staff member signs their
// messages to students with ("Priya from Chennai Tech Academy"); null until they
// set it, when messages fall back to the login name.
export function displayName() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("users").addColumn("display_name", "text").execute();
    },
  };
}
