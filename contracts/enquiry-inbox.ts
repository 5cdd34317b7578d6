import { z } from "./zod";
import { isoDate } from "./dates";
import { ENQUIRY_FORMS, type EnquiryForm } from "./enquiry";

// The staff inbox (docs/decisions/011): list filters, status changes and the
// shapes the dashboard reads. Shared by the server routes and the dashboard.

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

/** Rows per page: 4 like every dashboard table (docs/decisions/008), with larger pages on request. */
export const INBOX_PAGE_SIZES = [4, 10, 25, 50] as const;
export const INBOX_MAX_LIMIT = 100;

/**
 * The institute's days are Chennai days: India Standard Time, UTC+05:30 all year
 * (no daylight saving), so a fixed offset is exact. Date filters, "today", weeks
 * and the CSV's times use it whatever the server's or browser's zone.
 */
export const INSTITUTE_UTC_OFFSET_MINUTES = 330;

/** An absent or empty query value means "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const inboxFilterSchema = z.object({
  form: optional(z.enum(ENQUIRY_FORMS, { error: "Unknown form" })),
  status: optional(z.enum(ENQUIRY_STATUSES, { error: "Unknown status" })),
  from: optional(isoDate("from must be a date (yyyy-mm-dd)")),
  to: optional(isoDate("to must be a date (yyyy-mm-dd)")),
  q: optional(z.string().trim().max(100, "The search text is too long")),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

const pageNumber = (message: string, max: number) => z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional());

export const inboxListQuerySchema = inboxFilterSchema.extend({
  page: pageNumber("page must be a whole number from 1", 1_000_000),
  limit: pageNumber(`limit must be a whole number from 1 to ${INBOX_MAX_LIMIT}`, INBOX_MAX_LIMIT),
});

export const statusChangeSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: "Status must be new, contacted or closed" }),
});

/** One row of the inbox table. */
export interface EnquirySummary {
  id: string;
  form: EnquiryForm;
  name: string;
  email: string;
  phone: string;
  course: string | null;
  company: string | null;
  status: EnquiryStatus;
  /** ISO-8601 UTC time-stamp. */
  createdAt: string;
}

export type OutboxKind = "forward" | "mail";
export type OutboxStatus = "pending" | "sent" | "failed";

/** One delivery of an enquiry: forwarding to the form provider or the staff email. */
export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Everything about one enquiry, for the detail view. */
export interface EnquiryDetail extends EnquirySummary {
  message: string | null;
  /** Every field the visitor submitted. */
  data: Record<string, unknown>;
  updatedAt: string;
  outbox: OutboxEntry[];
}

export interface InboxListAnswer {
  success: true;
  data: EnquirySummary[];
  total: number;
  page: number;
  limit: number;
  /** Enquiries still 'new', whatever the filter: the sidebar badge. */
  newCount: number;
}

export interface InboxStats {
  /** Received today and since Monday (Chennai time). */
  today: number;
  thisWeek: number;
  newCount: number;
  total: number;
  /** The last 12 weeks, oldest first; `start` is that Monday (yyyy-mm-dd). */
  weeks: { start: string; count: number }[];
  byCourse: { course: string; count: number }[];
  byForm: { form: EnquiryForm; count: number }[];
  latest: EnquirySummary[];
}

const DAY_MS = 86_400_000;
const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60_000;

/** The UTC instant at which a Chennai day (yyyy-mm-dd) begins. */
export const dayStartUtc = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The Chennai day (yyyy-mm-dd) of an instant. */
export const instituteDay = (at: Date | string | number) => new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Adds whole days to a yyyy-mm-dd date. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (yyyy-mm-dd) of the Chennai week holding an instant. */
export function weekStart(at: Date | string | number) {
  const day = instituteDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** "21 Nov 2026, 2:05 pm" in Chennai time. */
export function formatInstituteTime(at: string) {
  return new Date(at).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });
}
