// Opens the database the configuration names (SQLite file or PostgreSQL pool) behind one Kysely type, with
// each engine's time limits (docs/decisions/003, 034).

import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { DatabaseUnreachable } from "./faults";
import { CodeMigrations } from "./migrations";
import { SQLITE_SIDE_FILES, ensurePrivateFile, makePrivateFolder, tightenIfPresent } from "./private-files";
import type { Database, Db } from "./types";

export interface Connection {
  db: Db;
  kind: "sqlite" | "postgres";
  close(): Promise<void>;
}

/** Time limits of a serving process (docs/decisions/034). */
export interface DbLimits {
  /** PostgreSQL: a statement is cancelled after this long. */
  statementMs: number;
  /** PostgreSQL: a lock wait ends after this long; SQLite: a writer waits this long for another's lock. */
  lockMs: number;
  /** PostgreSQL: opening a connection, or waiting for a free one in the pool, gives up after this long. */
  connectMs: number;
}

export interface ConnectOptions {
  /** Unset (tools, migrations): no time limits beyond SQLite's default lock wait. */
  limits?: DbLimits;
  /** Told when PostgreSQL drops one of our connections; the pool opens a new one when next needed. */
  onConnectionLost?: (err: Error) => void;
}

/** The limits a server with this configuration runs with. */
export const limitsOf = (config: Pick<Config, "DB_STATEMENT_TIMEOUT_MS" | "DB_LOCK_TIMEOUT_MS" | "DB_CONNECT_TIMEOUT_MS">): DbLimits => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  lockMs: config.DB_LOCK_TIMEOUT_MS,
  connectMs: config.DB_CONNECT_TIMEOUT_MS,
});

export function connect(database: Config["database"], options: ConnectOptions = {}): Connection {
  const { limits } = options;
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // A peer that vanished without closing the connection is found by the kernel's probes.
      keepAlive: true,
      ...(limits && { statement_timeout: limits.statementMs, lock_timeout: limits.lockMs, connectionTimeoutMillis: limits.connectMs }),
    });
    // A connection PostgreSQL ends (pg_terminate_backend, a restart, a reset) emits
    // 'error' on its client, and on the pool when idle. Unheard, Node ends the whole
    // process; heard, pg drops the broken client and the next query opens a new one.
    const lost = options.onConnectionLost ?? (() => {});
    pool.on("connect", (client) => client.on("error", lost));
    pool.on("error", () => {}); // the client's own listener above has reported it
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          // Any failure to get a connection means the database is unreachable right now.
          connect: () =>
            pool.connect().catch((err: unknown) => {
              throw new DatabaseUnreachable(err);
            }),
          end: () => pool.end(),
        },
      }),
    });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  if (database.file !== ":memory:") {
    makePrivateFolder(path.dirname(path.resolve(database.file)));
    // Made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the
    // database file's mode, so they are private from their first byte too.
    ensurePrivateFile(database.file);
    for (const suffix of SQLITE_SIDE_FILES) tightenIfPresent(database.file + suffix);
  }
  const sqlite = new SQLite(database.file);
  // WAL lets readers work while a write is in progress; a busy timeout keeps a
  // second writer waiting (a bounded time) instead of failing; foreign keys make cascades work.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${limits?.lockMs ?? 5000}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

export async function migrate(conn: Connection): Promise<string[]> {
  const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Migrates the database a serving connection uses. On PostgreSQL they run on a
 * connection of their own without the serving time limits: a migration may
 * rewrite a big table for longer than any request may take.
 */
export async function migrateUnlimited(database: Config["database"], serving: Connection): Promise<string[]> {
  if (database.kind === "sqlite") return migrate(serving);
  const own = connect(database);
  try {
    return await migrate(own);
  } finally {
    await own.close();
  }
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
