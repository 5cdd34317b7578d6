import pg from "pg";
import { PG_ADMIN_URL } from "./databases";

// What tests do to a test database as PostgreSQL's administrator: the outages a
// real server meets (docs/decisions/034). Not a test file itself.

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The database name in a postgres:// URL. */
export const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** How many connections the database has now. */
export const backends = (name: string) =>
  asAdmin(async (c) => (await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name])).rows[0].n as number);

/** Ends every connection to the database, as an administrator or a failover would. */
export const terminateConnections = (name: string) =>
  asAdmin((c) => c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]));

/** With `false`, every new connection is refused until it is `true` again. */
export const allowConnections = (name: string, allow: boolean) => asAdmin((c) => c.query(`alter database ${name} with allow_connections ${allow}`));
