import { type Transaction, sql } from "kysely";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import type { Database, Db } from "#server/db/types";
import { Conflict } from "#server/domain-errors";
import { REVISIONS_KEPT } from "#server/config";
import { nowIso } from "../common/clock";

// Content history and the site's content version, shared by every kind of
// content record (documents, courses, batches): a write adds its revision row
// and raises content_state.version in the same transaction.

export type Tx = Transaction<Database> | Db;
export type Action = "seed" | "create" | "update" | "delete" | "restore";

export interface Editor {
  id: string;
  username: string;
}

/** Raises content_state.version: every instance switches its pages to the new content (also for videos, which the pages show). */
export async function bumpVersion(trx: Tx) {
  await trx
    .updateTable("content_state")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: nowIso() }))
    .where("id", "=", 1)
    .execute();
}

let revisionsKept = REVISIONS_KEPT;

/** Set once at start from the configuration: how many versions each record keeps. */
export function keepRevisions(count: number) {
  revisionsKept = count;
}

/** Newest first, the order the history is shown and pruned in. */
export const newestFirst = <Q extends { orderBy(ref: "created_at" | "revision" | "id", direction: "desc"): Q }>(query: Q) =>
  query.orderBy("created_at", "desc").orderBy("revision", "desc").orderBy("id", "desc");

export async function addRevision(trx: Tx, key: string, revision: number, data: unknown, action: Action, by: Editor | null) {
  await trx
    .insertInto("content_revisions")
    .values({
      id: crypto.randomUUID(),
      key,
      revision,
      data: data === null ? null : JSON.stringify(data),
      action,
      created_at: nowIso(),
      created_by: by?.username ?? null,
    })
    .execute();
  // The history of one record is bounded: beyond the newest versions the oldest go.
  await trx
    .deleteFrom("content_revisions")
    .where("key", "=", key)
    .where("id", "not in", (eb) => newestFirst(eb.selectFrom("content_revisions").select("id").where("key", "=", key)).limit(revisionsKept))
    .execute();
}

/** Prunes every record's history to the newest `keep` versions (at start, for histories grown before the bound). */
export async function pruneRevisions(db: Db, keep = revisionsKept) {
  const ranked = db
    .selectFrom("content_revisions")
    .select(["id", sql<number>`row_number() over (partition by key order by created_at desc, revision desc, id desc)`.as("place")])
    .as("ranked");
  const result = await db
    .deleteFrom("content_revisions")
    .where("id", "in", (eb) => eb.selectFrom(ranked).select("ranked.id").where("ranked.place", ">", keep))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The next number in a record's history: a record created again (a restored course or batch) continues it. */
export async function nextHistoryRevision(trx: Tx, key: string) {
  const row = await trx
    .selectFrom("content_revisions")
    .select((eb) => eb.fn.max("revision").as("max"))
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 1 : Number(row.max) + 1;
}

/** The number of revisions kept per record now (CONTENT_REVISIONS_KEPT). */
export const revisionsKeptNow = () => revisionsKept;

/** A save made on a revision someone else has already replaced. */
export const staleEdit = () => new Conflict(STALE_EDIT_MESSAGE);
