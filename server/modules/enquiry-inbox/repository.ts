import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import {
  type EnquiryDetail,
  type EnquiryStatus,
  type EnquirySummary,
  type InboxFilter,
  type OutboxEntry,
  type OutboxKind,
  type OutboxStatus,
  addDays,
  dayStartUtc,
} from "../../../contracts/enquiry-inbox";
import type { EnquiryForm } from "../../../contracts/enquiry";
import type { Database, Db, EnquiriesTable, OutboxTable } from "../../db/types";
import { nowIso } from "../common/clock";
import { toStored } from "../enquiries/repository";
import { containsPattern as likeContains } from "../common/list-query";

type EnquiryQuery<O> = SelectQueryBuilder<Database, "enquiries", O>;

const containsPattern = (text: string) => likeContains(text.toLowerCase());

/**
 * The staff filter as a WHERE clause. Portable on SQLite and PostgreSQL: time-stamps
 * are ISO text that compares in time order, and lower() … like is case-insensitive
 * on both (SQLite's like is already, PostgreSQL's is not).
 */
export function applyFilter<O>(query: EnquiryQuery<O>, filter: InboxFilter): EnquiryQuery<O> {
  let q = query;
  if (filter.form) q = q.where("form", "=", filter.form);
  if (filter.status) q = q.where("status", "=", filter.status);
  if (filter.from) q = q.where("created_at", ">=", dayStartUtc(filter.from).toISOString());
  if (filter.to) q = q.where("created_at", "<", dayStartUtc(addDays(filter.to, 1)).toISOString());
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // "98400 12345" or "+91 98400-12345" still finds the stored 9840012345.
    const digits = /^[\d\s+().-]+$/.test(filter.q) ? filter.q.replace(/^\s*\+91/, "").replace(/\D/g, "") : "";
    q = q.where((eb: ExpressionBuilder<Database, "enquiries">) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(phone)`, "like", sql`${pattern} escape '\\'`),
        ...(digits.length >= 3 && digits !== filter.q ? [eb("phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

export function toSummary(row: Pick<EnquiriesTable, "id" | "form" | "name" | "email" | "phone" | "course" | "company" | "status" | "created_at">): EnquirySummary {
  return {
    id: row.id,
    form: row.form as EnquiryForm,
    name: row.name,
    email: row.email,
    phone: row.phone,
    course: row.course,
    company: row.company,
    status: row.status as EnquiryStatus,
    createdAt: row.created_at,
  };
}

export function toOutboxEntry(row: OutboxTable): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind as OutboxKind,
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const newestFirst = <O>(q: EnquiryQuery<O>) => q.orderBy("created_at", "desc").orderBy("id", "desc");

const count = async <O>(q: EnquiryQuery<O>) =>
  Number((await q.clearSelect().select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);

export async function countNew(db: Db) {
  return count(db.selectFrom("enquiries").where("status", "=", "new"));
}

export async function listEnquiries(db: Db, filter: InboxFilter, paging: { limit: number; offset: number }) {
  const base = applyFilter(db.selectFrom("enquiries"), filter);
  const [rows, total, newCount] = await Promise.all([
    newestFirst(base.selectAll()).limit(paging.limit).offset(paging.offset).execute(),
    count(base),
    countNew(db),
  ]);
  return { rows: rows.map(toSummary), total, newCount };
}

/** Every matching enquiry, newest first, for the CSV export. */
export async function exportEnquiries(db: Db, filter: InboxFilter) {
  const rows = await newestFirst(applyFilter(db.selectFrom("enquiries"), filter).selectAll()).execute();
  return rows.map(toStored);
}

export async function enquiryDetail(db: Db, id: string): Promise<EnquiryDetail | undefined> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const outbox = await db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).orderBy("kind").orderBy("created_at").execute();
  const stored = toStored(row);
  return { ...toSummary(row), message: row.message, data: stored.data, updatedAt: row.updated_at, outbox: outbox.map(toOutboxEntry) };
}

/** False when there is no such enquiry. */
export async function setStatus(db: Db, id: string, status: EnquiryStatus, now = Date.now()) {
  const result = await db.updateTable("enquiries").set({ status, updated_at: nowIso(now) }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the enquiry; its outbox rows go with it (foreign key cascade). */
export async function deleteEnquiry(db: Db, id: string) {
  const result = await db.deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
