import crypto from "node:crypto";
import { PostgresAdapter, type Transaction, sql } from "kysely";
import type { Database } from "./types";

// One transaction at a time per key, across every server on the database
// (docs/decisions/083): for a check and a write that must not interleave with
// another request's, such as counting a student's codes and issuing one.

/**
 * PostgreSQL: takes a transaction-scoped advisory lock on `key`, held until the
 * transaction ends; another transaction asking for the same key waits (at most
 * lock_timeout). SQLite has one writer at a time already: a transaction holds
 * the database's write lock from its first write to its end, so the caller
 * writes before it reads what it checks (this does nothing there).
 */
export async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The key's SHA-256, first 8 bytes, as the signed 64-bit number the lock takes.
  const id = crypto.createHash("sha256").update(key).digest().readBigInt64BE(0);
  await sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`.execute(trx);
}
