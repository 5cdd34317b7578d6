import type { FeeState } from "./batches";
import { z } from "./zod";
import { isoDate } from "./dates";
import { ENQUIRY_FORMS, type EnquiryForm } from "./enquiry";
import { revisionField } from "./revision";
import type { LeadWhatsApp } from "./whatsapp";

// Chennai days and times live in a zod-free file the public pages can load too.
export * from "./institute-time";

// The staff inbox (docs/decisions/011): list filters, status changes and the
// shapes the dashboard reads. Shared by the server routes and the dashboard.

/**
 * The admissions pipeline (docs/decisions/022): new → contacted → demo scheduled →
 * enrolled, or lost (not interested, with a reason) from any step.
 */
export const ENQUIRY_STATUSES = ["new", "contacted", "demo_scheduled", "enrolled", "lost"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  demo_scheduled: "Demo scheduled",
  enrolled: "Enrolled",
  lost: "Not interested",
};

/** A lead that reached one of these is done: nothing is due on it. */
export const CLOSED_STATUSES: readonly EnquiryStatus[] = ["enrolled", "lost"];

/**
 * The inbox's status filter: every status, plus "closed" (enrolled or lost), the
 * filter the inbox offered before the pipeline existed.
 */
export const STATUS_FILTERS = [...ENQUIRY_STATUSES, "closed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The inbox's views: everything, the caller's own leads, unassigned leads, leads due today or overdue. */
/** "demos": demo classes booked from the start of today to 7 days on (Chennai dates), soonest first. */
/** "awaiting": the student wrote on WhatsApp after the last message a person on the staff sent (docs/decisions/065). */
export const INBOX_VIEWS = ["all", "mine", "unassigned", "due", "demos", "awaiting"] as const;
/** How far ahead the "Demos this week" view looks, in days from today. */
export const DEMO_VIEW_DAYS = 7;
export type InboxView = (typeof INBOX_VIEWS)[number];

/**
 * Rows per page. The inbox is a work list, read row after row on a laptop: 25 by
 * default (docs/decisions/051), unlike the 4 of the content tables (docs/decisions/008).
 */
export const INBOX_PAGE_SIZES = [10, 25, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = 25;
export const INBOX_MAX_LIMIT = 100;

/** An absent or empty query value means "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const inboxFilterSchema = z.object({
  form: optional(z.enum(ENQUIRY_FORMS, { error: "Unknown form" })),
  status: optional(z.enum(STATUS_FILTERS, { error: "Unknown status" })),
  view: optional(z.enum(INBOX_VIEWS, { error: "Unknown view" })),
  owner: optional(z.string().trim().max(100, "Unknown owner")),
  from: optional(isoDate("from must be a date (yyyy-mm-dd)")),
  to: optional(isoDate("to must be a date (yyyy-mm-dd)")),
  q: optional(z.string().trim().max(100, "The search text is too long")),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

const pageNumber = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional());

export const inboxListQuerySchema = inboxFilterSchema.extend({
  page: pageNumber("page must be a whole number from 1", 1_000_000),
  limit: pageNumber(`limit must be a whole number from 1 to ${INBOX_MAX_LIMIT}`, INBOX_MAX_LIMIT),
});

export const STATUS_MESSAGE = "Status must be new, contacted, demo scheduled, enrolled or not interested";
export const LOST_REASON_MESSAGE = "Say why the lead is not interested";
export const FOLLOW_UP_MESSAGE = "Follow-up must be a date and time";

/** A date-time as the browser's datetime-local input or an API client sends it, stored as UTC ISO. */
const dateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(40, message)
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), message)
    .transform((v) => new Date(v).toISOString());

/**
 * PATCH /api/enquiries/:id: any of status (a lost lead needs a reason), the next
 * follow-up (null clears it) and the owner (admins; a counsellor may only take an
 * unassigned lead for themselves). At least one field. `revision` is the lead's
 * revision the change was made on: when the lead changed since, the answer is a
 * 409 (docs/decisions/035). The dashboard always sends it.
 */
const lostReasonText = z.string({ error: LOST_REASON_MESSAGE }).trim().max(200, "The reason is too long");

/** The "why not interested" form of the lead view: a reason is required. */
export const lostReasonSchema = z.object({ lostReason: lostReasonText.min(1, LOST_REASON_MESSAGE) });

export const enquiryUpdateSchema = z
  .object({
    revision: revisionField,
    status: z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE }).optional(),
    lostReason: lostReasonText.optional(),
    followUpAt: z.union([z.null(), dateTime(FOLLOW_UP_MESSAGE)], { error: FOLLOW_UP_MESSAGE }).optional(),
    ownerId: z.union([z.null(), z.string().trim().min(1).max(100)], { error: "Choose a counsellor" }).optional(),
  })
  .refine((v) => v.status !== undefined || v.followUpAt !== undefined || v.ownerId !== undefined, { message: "Nothing to change" })
  .refine((v) => v.status !== "lost" || (v.lostReason ?? "").length > 0, { path: ["lostReason"], message: LOST_REASON_MESSAGE });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

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
  /** ISO-8601 UTC time-stamp of the first submission. */
  createdAt: string;
  /** The latest submission: a known visitor's new enquiry brings the lead back to the top. */
  lastSubmittedAt: string;
  /** The first words of the visitor's message, if any. */
  preview: string | null;
  owner: { id: string; username: string } | null;
  followUpAt: string | null;
  /** Why the follow-up was set, when something set it with a reason (two absences in a row, docs/decisions/072); absent otherwise. */
  followUpReason?: string;
  /** When the lead next needs a counsellor (first answer or follow-up); null once lost, and on an enrolled lead only its follow-up. */
  dueAt: string | null;
  /** dueAt has passed. */
  overdue: boolean;
  /** An enrolled lead's fees: paid, part-paid, overdue… (docs/decisions/067); absent on other leads. */
  feeState?: FeeState;
  /** Where the visitor came from: a UTM source, a referring site, or "Direct". */
  source: string;
  /** Rises with every change of the lead; a change sends the one it was made on (docs/decisions/035). */
  revision: number;
}

/** forward: to the form provider; mail: to staff; payment_links / receipt: to the student (docs/decisions/056); whatsapp: a WhatsApp message (064); student_mail: an automatic message by email instead (066). */
export type OutboxKind = "forward" | "mail" | "payment_links" | "receipt" | "whatsapp" | "student_mail";
export type OutboxStatus = "pending" | "sent" | "failed";

/** One delivery of an enquiry: forwarding to the form provider, the staff email, or an email to the student. */
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
  lostReason: string | null;
  /** Where the enquiry came from: the page, the referring site and the visit's UTM parameters. */
  origin: EnquiryOrigin;
  /** Forwarding and email deliveries: admins only (null for counsellors). */
  outbox: OutboxEntry[] | null;
  /** Oldest first. */
  timeline: TimelineEntry[];
  /** The WhatsApp conversation with its delivery states and the opt-out (docs/decisions/064, 065). */
  whatsapp: LeadWhatsApp;
}

export interface EnquiryOrigin {
  page: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export const ACTIVITY_KINDS = ["submission", "note", "call", "whatsapp", "status", "assignment", "follow_up", "merge", "payment"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const CALL_OUTCOMES = ["connected", "no_answer", "busy", "wrong_number", "call_back_later"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: "Spoke to them",
  no_answer: "No answer",
  busy: "Busy",
  wrong_number: "Wrong number",
  call_back_later: "Asked to call back later",
};

/** One line of an enquiry's timeline. `by` is null for the visitor or the system. */
export interface TimelineEntry {
  id: string;
  at: string;
  kind: ActivityKind;
  by: { id: string | null; username: string } | null;
  /** Readable: the note, "Status: New → Contacted", "Called: No answer", … */
  text: string;
  /** Facts of the entry (a resubmission's form and fields, a call's outcome). */
  detail: Record<string, unknown>;
}

/** POST /api/enquiries/:id/activities: what a counsellor logs by hand or by clicking an action. */
export const activitySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("note"), text: z.string({ error: "Write a note" }).trim().min(1, "Write a note").max(2000, "The note is too long") }),
    z.object({
      kind: z.literal("call"),
      outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went" }),
      text: z.string().trim().max(2000, "The note is too long").optional(),
    }),
    z.object({
      kind: z.literal("whatsapp"),
      templateId: z.string().trim().max(100).optional(),
      text: z.string({ error: "The message is empty" }).trim().min(1, "The message is empty").max(2000, "The message is too long"),
    }),
  ],
  { error: "Kind must be note, call or whatsapp" },
);
export type ActivityInput = z.infer<typeof activitySchema>;

/** POST /api/enquiries/:id/merge: the other lead joins this one and is removed. */
/** A counsellor's switch for new enquiries (round robin, docs/decisions/022). */
export const availabilitySchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

export const mergeSchema = z.object({ otherId: z.string({ error: "Choose the lead to merge" }).trim().min(1, "Choose the lead to merge").max(100) });

export interface InboxListAnswer {
  success: true;
  data: EnquirySummary[];
  total: number;
  page: number;
  limit: number;
  /** Enquiries still 'new', whatever the filter: the sidebar badge. */
  newCount: number;
  /** Leads due today or overdue, whatever the filter: the "Due" badge. */
  dueCount: number;
  /** Students' WhatsApp messages waiting for our answer, on the caller's leads (admins: every lead): the sidebar's count. */
  awaitingCount: number;
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
  /** How many leads reached each step (a lead at "enrolled" also passed the earlier ones), and how many were lost. */
  funnel: { status: EnquiryStatus; count: number }[];
  /** Leads and enrolments per course and per source, most leads first. */
  conversionByCourse: Conversion[];
  conversionBySource: Conversion[];
  dueCount: number;
  overdueCount: number;
}

export interface Conversion {
  label: string;
  leads: number;
  enrolled: number;
}
