// The audit log's table: writing a record and reading the log for the admins' page (docs/decisions/019).

import { type Selectable, sql } from "kysely";
import type { AuditEntry } from "#contracts/audit";
import type { AuditLogTable, Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { jsonObject, readJson } from "../common/stored-json";
import { containsPattern, type Paging } from "../common/list-query";

export interface AuditRecord {
  userId: string;
  username: string;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAudit(db: Db, record: AuditRecord, now = Date.now()) {
  const detail = record.detail && Object.keys(record.detail).length > 0 ? JSON.stringify(record.detail) : null;
  await db
    .insertInto("audit_log")
    .values({
      at: nowIso(now),
      user_id: record.userId,
      username: record.username,
      action: record.action,
      target: record.target ?? null,
      detail,
    })
    .execute();
}

function parseDetail(text: string | null): AuditEntry["detail"] {
  if (!text) return null;
  // An entry written as plain text (or by hand) is shown as that text.
  return readJson(jsonObject, text) ?? { text };
}

export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at,
    userId: row.user_id,
    username: row.username,
    action: row.action,
    target: row.target,
    detail: parseDetail(row.detail),
  };
}

/** One page of the log, newest first; `search` matches the username, action or target. */
export async function listAudit(db: Db, paging: Paging, search: string | null) {
  // Case-insensitive on both databases via lower() like, as the other staff searches.
  const rows = db
    .selectFrom("audit_log")
    .$if(search !== null, (qb) =>
      qb.where((eb) =>
        eb.or(
          (["username", "action", "target"] as const).map((c) =>
            eb(sql<string>`lower(${sql.ref(c)})`, "like", sql<string>`${containsPattern(search!)} escape '\\'`),
          ),
        ),
      ),
    );
  const [page, count] = await Promise.all([
    rows.selectAll().orderBy("id", "desc").limit(paging.limit).offset(paging.offset).execute(),
    rows.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}
