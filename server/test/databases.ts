import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Config, withDatabase } from "../config";
import { loadConfig } from "../config";
import { connect, migrate } from "../db/connect";
import { PG_ADMIN_URL, templateDatabaseName } from "./shared-databases";

// Database tests run on SQLite and on PostgreSQL. PostgreSQL is found at
// PG_TEST_URL (default: the local server). Without it a laptop run skips the
// PostgreSQL half and says so; under CI a missing PostgreSQL fails the run.

export { PG_ADMIN_URL };

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /**
   * Creates a database and returns its config plus a cleanup function: empty, or
   * with `migrated` a copy of one the run migrated once (docs/decisions/100),
   * for a test of the app rather than of the migrations.
   */
  create(options?: { migrated?: boolean }): Promise<{ database: Config["database"]; drop(): Promise<void> }>;
}

/**
 * The run's migrated database, made by the first file to ask for it: the one to
 * make `dir` makes it and marks it DONE (or FAILED); the others wait for the
 * mark. Every later one is a copy, which takes a fraction of running each
 * migration again (about 1.5 s a database on PostgreSQL on a busy machine).
 */
async function once(dir: string, make: () => Promise<void>) {
  const done = path.join(dir, "DONE");
  const failed = path.join(dir, "FAILED");
  let mine = true;
  try {
    fs.mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    mine = false;
  }
  // Polled, not slept: the hook's timeout bounds the wait.
  while (!mine) {
    if (fs.existsSync(done)) return;
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, "utf8"));
    await new Promise((r) => setTimeout(r, 50));
  }
  try {
    await make();
    fs.writeFileSync(done, "");
  } catch (err) {
    fs.writeFileSync(failed, String(err));
    throw err;
  }
}

async function migrateOnce(database: Config["database"]) {
  const conn = connect(database);
  try {
    await migrate(conn);
  } finally {
    await conn.close();
  }
}

/** The run's shared folder (server/test/global-setup.ts); outside a vitest run, none. */
function sharedDir(): string | undefined {
  try {
    return inject("sharedDir");
  } catch {
    return undefined;
  }
}

const sqlite: TestDatabase = {
  name: "sqlite",
  async create({ migrated = false } = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-test-"));
    const shared = sharedDir();
    if (migrated && shared) {
      const template = path.join(shared, "sqlite-template");
      const file = path.join(template, "test.db");
      // Closed after migrating, so its WAL is folded into the one file copied.
      await once(template, () => migrateOnce({ kind: "sqlite", file }));
      fs.copyFileSync(file, path.join(dir, "test.db"));
    }
    return {
      database: { kind: "sqlite", file: path.join(dir, "test.db") },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

const postgres: TestDatabase = {
  name: "postgres",
  async create({ migrated = false } = {}) {
    const name = `cta_test_${crypto.randomBytes(6).toString("hex")}`;
    const urlOf = (db: string) => {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${db}`;
      return url.toString();
    };
    const shared = sharedDir();
    const template = migrated && shared ? templateDatabaseName(shared) : undefined;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      if (template) {
        await once(path.join(shared!, "postgres-template"), async () => {
          await admin.query(`create database ${template}`);
          // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
          await migrateOnce({ kind: "postgres", url: urlOf(template) });
        });
        await admin.query(`create database ${name} template ${template}`);
      } else {
        await admin.query(`create database ${name}`);
      }
    } finally {
      await admin.end();
    }
    const url = new URL(urlOf(name));
    return {
      database: { kind: "postgres", url: url.toString() },
      drop: async () => {
        const c = new pg.Client({ connectionString: PG_ADMIN_URL });
        await c.connect();
        // pg's Pool.end() resolves before its sockets have closed; a forced drop
        // would then kill them and pg reports an unhandled 57P01. Wait (briefly) for
        // the app's connections to go first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  },
};

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  if (process.env.CI === "true") throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PostgreSQL tests are skipped on this machine.`);
}

/** The databases every database test runs against. */
export const testDatabases: TestDatabase[] = pgAvailable ? [sqlite, postgres] : [sqlite];

/**
 * A full config for tests: defaults from the real loader, the given database.
 * The first staff account ("admin") gets a random password that is never shown:
 * without one, every test server would print a generated password on the console.
 * A test of that path passes ADMIN_PASSWORD: "" (empty means unset).
 */
export function testConfig(database: Config["database"], env: Record<string, string> = {}): Config {
  const adminPassword = crypto.randomBytes(18).toString("base64url");
  // No test reaches YouTube: a video added in a test keeps the drawn poster unless
  // the test points YOUTUBE_THUMBNAIL_BASE at a local server of its own.
  // Nor does a staff digest arrive in a test's mailbox unless the test asks for DIGEST_TIMES.
  // Each test server spools to a folder of its own (made only if it spools), so one
  // test's kept enquiries never go into another test's database.
  const spoolDir = path.join(os.tmpdir(), `cta-spool-${crypto.randomBytes(6).toString("hex")}`);
  const base = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: adminPassword,
    YOUTUBE_THUMBNAIL_BASE: "off",
    DIGEST_TIMES: "off",
    SPOOL_DIR: spoolDir,
    ...env,
  });
  return { ...withDatabase(base), database };
}
