import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { CodeMigrations } from "./migrations";
import type { Database, Db } from "./types";

export interface Connection {
  db: Db;
  kind: "sqlite" | "postgres";
  close(): Promise<void>;
}

export function connect(database: Config["database"]): Connection {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  if (database.file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(database.file)), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers work while a write is in progress; a busy timeout keeps a
  // second writer waiting instead of failing; foreign keys make cascades work.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
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

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
