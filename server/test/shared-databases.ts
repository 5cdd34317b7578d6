import path from "node:path";

// Names both the test workers (server/test/databases.ts) and the run's global
// setup (server/test/global-setup.ts) need, without the app's code behind them.

export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The name of the run's migrated PostgreSQL database, which the run's global teardown drops (docs/decisions/100). */
export const templateDatabaseName = (sharedDir: string) =>
  `cta_template_${path
    .basename(sharedDir)
    .replace(/[^a-z0-9]/gi, "_")
    .toLowerCase()}`;
