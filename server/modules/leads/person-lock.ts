import crypto from "node:crypto";
import { sql } from "kysely";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";

// Serialises the intake of one person (docs/decisions/081): whoever looks up a
// person's lead to add to it or make it holds this until its transaction ends,
// so two arrivals from one phone or email at the same moment, on any server,
// are taken one after the other and the second finds the first one's lead.

/** What finds a person's lead: the phone as stored (already normalised) and the lower-cased email. Empty ones find nothing. */
export function personKeys(phone: string, email: string): string[] {
  const keys = [phone ? `phone:${phone}` : "", email ? `email:${email.toLowerCase()}` : ""];
  return keys.filter(Boolean);
}

/** A key's 64-bit advisory lock number; the prefix keeps it apart from any other use of advisory locks. */
const lockNumber = (key: string) => crypto.createHash("sha256").update(`lead-intake:${key}`).digest().readBigInt64BE(0);

/**
 * Takes the person's locks for the rest of the transaction. PostgreSQL: one
 * transaction-scoped advisory lock per key (phone and email both: a submission
 * may share only one of them with another), taken in ascending lock-number
 * order so two arrivals sharing both keys never wait on each other crosswise.
 * SQLite has one writer at a time and Kysely runs a transaction on its single
 * connection from start to end, so intake transactions already run one by one.
 */
export async function lockPerson(db: Db, engine: Config["database"]["kind"], phone: string, email: string) {
  if (engine !== "postgres") return;
  const numbers = [...new Set(personKeys(phone, email).map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const n of numbers) await sql`select pg_advisory_xact_lock(${n.toString()}::bigint)`.execute(db);
}
