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

/**
 * Ends every connection to the database, as an administrator or a failover would;
 * answers the ended backends' process ids (for `backendsGone`).
 */
export const terminateConnections = (name: string) =>
  asAdmin(async (c) => {
    // Two statements: in one, the planner may end this connection too.
    const { rows } = await c.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    const pids = rows.map((r) => r.pid);
    await c.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
    return pids;
  });

/**
 * Whether these backends have all ended. Not "no backends": a server that
 * polls (its jobs runner, its spool) may open a new connection at once, so a
 * loaded machine can go a whole minute without ever showing none.
 */
export const backendsGone = (pids: number[]) =>
  asAdmin(async (c) => (await c.query("select count(*)::int as n from pg_stat_activity where pid = any($1::int[])", [pids])).rows[0].n === 0);

/** With `false`, every new connection is refused until it is `true` again. */
export const allowConnections = (name: string, allow: boolean) => asAdmin((c) => c.query(`alter database ${name} with allow_connections ${allow}`));
