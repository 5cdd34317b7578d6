// The staff inbox's queries: filters, search, paging and sorting of leads, portable on SQLite and PostgreSQL
// (docs/decisions/051).

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
  CLOSED_STATUSES,
  DEMO_VIEW_DAYS,
  instituteDay,
} from "#contracts/enquiry-inbox";
import type { EnquiryForm } from "#contracts/enquiry";
import type { Database, Db, EnquiriesTable, OutboxTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { toStored } from "./repository";
import { containsPattern as likeContains } from "../common/list-query";
import { timelineOf } from "./timeline";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { Conflict } from "#server/domain-errors";
import { lockLead } from "./locks";
import { feeStates } from "./fee-state";
import { followUpReasons } from "./follow-up-reason";
import { countUnanswered, leadWhatsApp, unansweredIncoming } from "./whatsapp-conversation";

type EnquiryQuery<O> = SelectQueryBuilder<Database, "enquiries", O>;

const containsPattern = (text: string) => likeContains(text.toLowerCase());

/**
 * The staff filter as a WHERE clause. Portable on SQLite and PostgreSQL: time-stamps
 * are ISO text that compares in time order, and lower() … like is case-insensitive
 * on both (SQLite's like is already, PostgreSQL's is not).
 */
export function applyFilter<O>(query: EnquiryQuery<O>, filter: InboxFilter, viewer?: Viewer): EnquiryQuery<O> {
  let q = query;
  if (filter.form) q = q.where("enquiries.form", "=", filter.form);
  if (filter.status === "closed") q = q.where("enquiries.status", "in", [...CLOSED_STATUSES]);
  else if (filter.status) q = q.where("enquiries.status", "=", filter.status);
  if (filter.owner) q = q.where("enquiries.owner_id", "=", filter.owner);
  if (filter.view === "mine") q = q.where("enquiries.owner_id", "=", viewer?.id ?? "");
  if (filter.view === "unassigned") q = q.where("enquiries.owner_id", "is", null);
  if (filter.view === "due") q = q.where("enquiries.due_at", "<", endOfToday(viewer?.now ?? Date.now()));
  if (filter.view === "demos") {
    const today = instituteDay(viewer?.now ?? Date.now());
    q = q
      .where("enquiries.status", "=", "demo_scheduled")
      .where("enquiries.follow_up_at", ">=", dayStartUtc(today).toISOString())
      .where("enquiries.follow_up_at", "<", dayStartUtc(addDays(today, DEMO_VIEW_DAYS)).toISOString());
  }
  if (filter.view === "awaiting") q = q.where(unansweredIncoming);
  if (filter.from) q = q.where("enquiries.created_at", ">=", dayStartUtc(filter.from).toISOString());
  if (filter.to) q = q.where("enquiries.created_at", "<", dayStartUtc(addDays(filter.to, 1)).toISOString());
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // "98400 12345" or "+91 98400-12345" still finds the stored 9840012345.
    const digits = /^[\d\s+().-]+$/.test(filter.q) ? filter.q.replace(/^\s*\+91/, "").replace(/\D/g, "") : "";
    q = q.where((eb: ExpressionBuilder<Database, "enquiries">) =>
      eb.or([
        eb(sql`lower(enquiries.name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(enquiries.email)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(enquiries.phone)`, "like", sql`${pattern} escape '\\'`),
        ...(digits.length >= 3 && digits !== filter.q ? [eb("enquiries.phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

/** Who is looking at the inbox, and when: "mine" and "due" depend on both, the WhatsApp count on the role. */
export interface Viewer {
  id: string;
  now: number;
  /** Admins count every lead's waiting WhatsApp messages, counsellors their own leads'. */
  seesAll?: boolean;
}

/** Leads due before the end of today (Chennai) are in the "Due today / overdue" view. */
export const endOfToday = (now: number) => dayStartUtc(addDays(instituteDay(now), 1)).toISOString();

const PREVIEW_CHARS = 90;

/** A UTM source, else the referring site, else "Direct". */
export const sourceLabel = (row: Pick<EnquiriesTable, "utm_source" | "referrer_host">) => row.utm_source || row.referrer_host || "Direct";

/** An inbox row with its owner's name joined in. */
type SummaryRow = EnquiriesTable & { owner_name: string | null };

export function toSummary(row: SummaryRow, now = Date.now()): EnquirySummary {
  const message = row.message?.replace(/\s+/g, " ").trim() ?? "";
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
    lastSubmittedAt: row.last_submitted_at,
    preview: message ? (message.length > PREVIEW_CHARS ? `${message.slice(0, PREVIEW_CHARS - 1)}…` : message) : null,
    owner: row.owner_id && row.owner_name ? { id: row.owner_id, username: row.owner_name } : null,
    followUpAt: row.follow_up_at,
    dueAt: row.due_at,
    overdue: row.due_at !== null && row.due_at < nowIso(now),
    source: sourceLabel(row),
    revision: Number(row.revision),
  };
}

/** Enquiries with their owner's username (null when unassigned or the account is gone). */
export const withOwner = (db: Db) =>
  db.selectFrom("enquiries").leftJoin("users as owner", "owner.id", "enquiries.owner_id").selectAll("enquiries").select("owner.username as owner_name");

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

const count = async <O>(q: EnquiryQuery<O>) =>
  Number(
    (
      await q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function countNew(db: Db) {
  return count(db.selectFrom("enquiries").where("status", "=", "new"));
}

/** Leads due today or overdue: the sidebar's "Due" count. */
export async function countDue(db: Db, now: number) {
  return count(db.selectFrom("enquiries").where("due_at", "<", endOfToday(now)));
}

/**
 * One page of the inbox. The due view lists the most urgent first, the demos view
 * the soonest demo first; the others the
 * latest submission first (a known visitor who writes again comes back to the top).
 * Both orders and the counts are served by indexes (migration 005).
 */
export async function listEnquiries(db: Db, filter: InboxFilter, paging: { limit: number; offset: number }, viewer: Viewer) {
  const rows = applyFilter(withOwner(db), filter, viewer);
  const ordered =
    filter.view === "due"
      ? rows.orderBy("enquiries.due_at").orderBy("enquiries.id")
      : filter.view === "demos"
        ? rows.orderBy("enquiries.follow_up_at").orderBy("enquiries.id")
        : rows.orderBy("enquiries.last_submitted_at", "desc").orderBy("enquiries.id", "desc");
  const [page, total, newCount, dueCount, awaitingCount] = await Promise.all([
    ordered.limit(paging.limit).offset(paging.offset).execute(),
    count(applyFilter(db.selectFrom("enquiries"), filter, viewer)),
    countNew(db),
    countDue(db, viewer.now),
    countUnanswered(db, viewer.seesAll ? null : viewer.id),
  ]);
  return {
    rows: await withFeeStates(
      db,
      page.map((r) => toSummary(r, viewer.now)),
      viewer.now,
    ),
    total,
    newCount,
    dueCount,
    awaitingCount,
  };
}

/** Every matching enquiry, latest first, with its owner, for the CSV export. */
export async function exportEnquiries(db: Db, filter: InboxFilter, viewer: Viewer) {
  const rows = await applyFilter(withOwner(db), filter, viewer).orderBy("enquiries.last_submitted_at", "desc").orderBy("enquiries.id", "desc").execute();
  return rows.map((r) => ({ ...toStored(r), owner_name: r.owner_name }));
}

export async function findLead(db: Db, id: string) {
  return withOwner(db).where("enquiries.id", "=", id).executeTakeFirst();
}

/**
 * Enrolled leads get their fee state beside the status (docs/decisions/067); a
 * follow-up set with a reason (two absences, 072) gets its reason.
 */
async function withFeeStates(db: Db, rows: EnquirySummary[], now: number) {
  const enrolled = rows.filter((r) => r.status === "enrolled").map((r) => r.id);
  const following = rows.filter((r) => r.followUpAt !== null).map((r) => r.id);
  if (enrolled.length === 0 && following.length === 0) return rows;
  const [states, reasons] = await Promise.all([
    enrolled.length ? feeStates(db, enrolled, instituteDay(now)) : new Map<string, never>(),
    followUpReasons(db, following),
  ]);
  return rows.map((r) => ({
    ...r,
    ...(states.has(r.id) && { feeState: states.get(r.id)! }),
    ...(reasons.has(r.id) && { followUpReason: reasons.get(r.id)! }),
  }));
}

/**
 * The detail view; deliveries only for those who may see them (admins).
 * `whatsAppConfigured` is the whatsapp module's to say (server/app.ts hands it in).
 */
export async function enquiryDetail(
  db: Db,
  id: string,
  { withOutbox = true, now = Date.now(), whatsAppConfigured = false } = {},
): Promise<EnquiryDetail | undefined> {
  const row = await findLead(db, id);
  if (!row) return undefined;
  const [outbox, timeline, whatsapp] = await Promise.all([
    withOutbox ? db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).orderBy("kind").orderBy("created_at").execute() : Promise.resolve(null),
    timelineOf(db, id),
    leadWhatsApp(db, id, whatsAppConfigured, now),
  ]);
  const stored = toStored(row);
  const [summary] = await withFeeStates(db, [toSummary(row, now)], now);
  return {
    ...summary!,
    message: row.message,
    data: stored.data,
    updatedAt: row.updated_at,
    lostReason: row.lost_reason,
    origin: { page: row.source_page, referrerHost: row.referrer_host, utmSource: row.utm_source, utmMedium: row.utm_medium, utmCampaign: row.utm_campaign },
    outbox: outbox ? outbox.map(toOutboxEntry) : null,
    timeline,
    whatsapp,
  };
}

/**
 * Deletes the enquiry; its outbox rows go with it (foreign key cascade). A lead
 * with payment links open or paid is refused with a 409 (docs/decisions/056): no
 * payable link is left without its lead, and the accounts keep who paid.
 * Whether it has is the payments module's to say (`holdsPayments`, handed in:
 * payments depends on leads, never the other way, docs/decisions/062).
 */
export type HoldsPayments = (trx: Db, enquiryId: string) => Promise<boolean>;

export async function deleteEnquiry(db: Db, id: string, holdsPayments: HoldsPayments) {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, id))) return false;
    if (await holdsPayments(trx, id)) throw new Conflict(PAYMENT_MESSAGES.leadHasPayments);
    const result = await trx.deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
