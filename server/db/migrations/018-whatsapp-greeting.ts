import { type Kysely, sql } from "kysely";

// WhatsApp links name their page (docs/decisions/061): the greeting a new site
// starts with now holds `{page}`. A site still on the old seed greeting gets the
// new one, so its links name the page too; a greeting staff wrote is kept as it is.
// Frozen here (docs/decisions/049): later seed changes must not change this step.
const OLD_SEED_GREETING = "Hello Chennai Tech Academy! I would like to know more about your courses.";
const NEW_GREETING = "Hi, I'm on your {page} page and would like to know more about your courses.";

export function whatsappGreeting() {
  return {
    async up(db: Kysely<unknown>) {
      const rows = await sql<{ data: string }>`select data from content_documents where key = 'site'`.execute(db);
      const row = rows.rows[0];
      if (!row) return; // a new database: the seed writes the new greeting
      const site = JSON.parse(row.data) as { whatsappGreeting?: string };
      if (site.whatsappGreeting !== OLD_SEED_GREETING) return;
      site.whatsappGreeting = NEW_GREETING;
      await sql`update content_documents set data = ${JSON.stringify(site)} where key = 'site'`.execute(db);
    },
  };
}
