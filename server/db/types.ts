import type { Generated, Kysely } from "kysely";
import type { WhatsAppTables } from "./whatsapp-tables";
import type { StudentCodesTable, StudentSessionsTable } from "./student-tables";
import type { RateLimitsTable } from "./limit-tables";
import type { JobsTable } from "./job-tables";
import type { BatchSessionsTable, BatchStudentsTable, SessionAbsencesTable } from "./batch-tables";
import type { PlacementTables } from "./placement-tables";
import type { PaymentEventsTable, PaymentInstalmentsTable, PaymentReceiptsTable, PaymentRequestsTable, ReceiptCountersTable } from "./payment-tables";

export type * from "./payment-tables";
export type * from "./batch-tables";
export type * from "./whatsapp-tables";
export type * from "./student-tables";
export type * from "./limit-tables";
export type * from "./placement-tables";
export type * from "./job-tables";

// Column types shared by SQLite and PostgreSQL. Booleans are 0/1 integers and
// timestamps ISO-8601 text so the same queries run unchanged on both.

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  mobile: string;
  password_hash: string;
  is_verified: number;
  created_at: string;
  /** admin | editor | counsellor; null while the account awaits verification (migration 004). */
  role: string | null;
  /** 1 while a counsellor takes new enquiries (migration 005). */
  available: number;
  /** The name they sign messages to students with; null until set (migration 011). */
  display_name?: string | null;
  // Login throttling and two-factor authentication (migration 009). Optional
  // here: the database gives a new account 0 and nulls.
  /** Failed logins in a row (an attempt in progress counts until it succeeds). */
  failed_logins?: number;
  /** No login is tried before this time. */
  login_locked_until?: string | null;
  /** Base32 TOTP secret while two-factor authentication is on. */
  totp_secret?: string | null;
  /** A new secret waiting for its first code. */
  totp_pending_secret?: string | null;
  totp_enabled_at?: string | null;
  /** The last 30-second step a code was accepted for: each code works once. */
  totp_last_step?: number | null;
  /** A trainer account's public profile (Pages → Trainers) by name (migration 020). */
  trainer_name?: string | null;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** SHA-256 of the normalised code. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A browser that has logged in to an account before (docs/decisions/055). */
export interface LoginDevicesTable {
  /** SHA-256 of the proof in the browser's cookie; the proof itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** Failed logins in a row from this browser; at the account's free failures it is trusted no more. */
  failed_logins: number;
}

export interface ImagesTable {
  id: string;
  data: Buffer;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface PlacementsTable {
  id: string;
  stu_id: string;
  name: string;
  course: string;
  degree: string | null;
  date: string;
  placement: string;
  image: string | null;
  created_at: string;
  /** Where the student was placed and as what (migration 017); null when not entered. */
  company: string | null;
  role: string | null;
}

export interface ReviewsTable {
  id: string;
  stu_id: string;
  name: string;
  rating: number;
  review: string;
  date: string;
  image: string | null;
  created_at: string;
  /** The course the review is about, by its name as placements keep it (migration 017); null for none. */
  course: string | null;
}

export interface VideosTable {
  id: string;
  url: string;
  created_at: string;
  /** Optional caption (migration 006). */
  student_name: string | null;
  course: string | null;
  /** The fetched YouTube thumbnail as our own /uploads/<id>.webp, or null (gradient poster). */
  poster: string | null;
  poster_width: number | null;
  poster_height: number | null;
  /** Failed thumbnail fetches so far, and when the next may start (also a short lease). */
  poster_attempts: number;
  poster_retry_at: string | null;
}

export interface EnquiriesTable {
  id: string;
  /** registration | contact | course | corporate */
  form: string;
  name: string;
  email: string;
  phone: string;
  course: string | null;
  company: string | null;
  message: string | null;
  /** Every submitted field as JSON, so nothing the visitor typed is dropped. */
  data: string;
  /** new | contacted | demo_scheduled | enrolled | lost (migration 005) */
  status: string;
  created_at: string;
  updated_at: string;
  // The admissions pipeline (migration 005).
  owner_id: string | null;
  last_submitted_at: string;
  /** The first answer is due by then (working hours after arrival or resubmission). */
  respond_by: string | null;
  /** The last time staff acted on the lead; null while a submission waits for an answer. */
  touched_at: string | null;
  follow_up_at: string | null;
  /** When the lead next needs a counsellor; null once lost, and for an enrolled lead its follow-up only (leads/due.ts). */
  due_at: string | null;
  lost_reason: string | null;
  source_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** Rises with every change; a staff change names the one it was made on (migration 008). */
  revision: number;
  /** When the student wrote STOP on WhatsApp; null while automatic messages may go (migration 019). */
  whatsapp_opt_out_at: string | null;
  /** When Meta said the number is not on WhatsApp; automatic messages go by email meanwhile (migration 022). */
  whatsapp_unreachable_at?: string | null;
}

/** One submission taken in, by the id it got on arrival (docs/decisions/034). */
export interface EnquirySubmissionsTable {
  id: string;
  /** The lead it was stored into (a later merge may have moved that lead's history). */
  enquiry_id: string;
  received_at: string;
  stored_at: string;
}

export interface EnquiryActivitiesTable {
  id: string;
  enquiry_id: string;
  at: string;
  /** Null for the visitor or the system. */
  user_id: string | null;
  username: string | null;
  kind: string;
  text: string;
  /** JSON. */
  detail: string;
}

export interface MessageTemplatesTable {
  id: string;
  name: string;
  body: string;
  position: number;
  updated_at: string;
  /** Rises with every save (migration 008). */
  revision: number;
}

export interface PipelineStateTable {
  id: number;
  round_robin: number;
  /** The last digest slot sent (e.g. 2026-11-23T09:30), so one instance sends it once. */
  digest_slot: string | null;
}

export interface OutboxTable {
  id: string;
  enquiry_id: string;
  /** forward | mail */
  kind: string;
  /** pending | sent | failed */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** A worker's lease while it delivers the row (migration 002). */
  locked_until: string | null;
  /** Start of the current back-off window; null means created_at (migration 002). */
  retry_from: string | null;
  /** A resubmission's own form and fields (JSON) when they are not the enquiry's (migration 005). */
  submission: string | null;
  /** A student email frozen when queued, JSON {to, subject, text, done} (migration 016). */
  payload: string | null;
}

export interface ContentDocumentsTable {
  key: string;
  /** The document as JSON, checked by its contract schema before it is written. */
  data: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface CoursesTable {
  id: string;
  position: number;
  hidden: number;
  data: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface BatchesTable {
  id: string;
  course_id: string;
  start_date: string;
  /** weekday | weekend */
  schedule: string;
  timing: string;
  /** classroom | online | both */
  mode: string;
  duration: string;
  fee_inr: number | null;
  /** Typed by hand before migration 020; no longer written (seats left = capacity − enrolled). */
  seats_left?: number | null;
  created_at: string;
  updated_at: string;
  /** The batch's latest revision in content_revisions (migration 008). */
  revision: number;
  // Migration 020 (docs/decisions/067). Optional here: older rows and inserts leave them null.
  /** Seats in the batch; null: not limited (no seat count shown). */
  capacity?: number | null;
  /** The trainer's account (role trainer); null: none set. */
  trainer_id?: string | null;
  /** When the sessions were made from the schedule; null: not yet. */
  sessions_made_at?: string | null;
  /** Migration 023 (docs/decisions/071): the online class link (https), shown to the batch's students only; null: none. */
  class_link?: string | null;
}

export interface ContentRevisionsTable {
  id: string;
  key: string;
  revision: number;
  data: string | null;
  action: string;
  created_at: string;
  created_by: string | null;
}

export interface ContentStateTable {
  id: number;
  version: number;
  updated_at: string;
}

/** Who changed what and when (migration 004). Kept when the user is deleted. */
export interface AuditLogTable {
  /** Counts up: the order entries were written in. */
  id: Generated<number>;
  at: string;
  user_id: string | null;
  username: string;
  /** e.g. course.update, user.role, placement.delete */
  action: string;
  /** What was changed, readable: a course id, a username, a student's name. */
  target: string | null;
  /** JSON with any further facts (a new role, a status). */
  detail: string | null;
}

/** Certificates issued to students (migration 012, docs/decisions/052). */
export interface CertificatesTable {
  id: string;
  /** The random ID, unformatted (CERTIFICATE_ALPHABET). */
  code: string;
  student_name: string;
  course: string;
  batch: string | null;
  start_date: string;
  end_date: string;
  grade: string | null;
  issued_at: string;
  /** Username of the staff member who issued it. */
  issued_by: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by: string | null;
  /** Issued from a batch (migration 020): the student's lead and the batch; null otherwise. */
  enquiry_id?: string | null;
  batch_id?: string | null;
}

/** Page loads per Chennai day, public page and campaign source (migration 013, docs/decisions/053). */
export interface PageViewsTable {
  /** YYYY-MM-DD, Chennai time. */
  day: string;
  /** The page's path, e.g. /courses/python. */
  page: string;
  /** A cleaned utm_source, a referrer category, "internal" or "direct". */
  source: string;
  views: number;
}

/** Every table; the placement tables (migration 032, docs/decisions/089) are in ./placement-tables.ts. */
export interface Database extends PlacementTables, WhatsAppTables {
  users: UsersTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  login_devices: LoginDevicesTable;
  images: ImagesTable;
  placements: PlacementsTable;
  reviews: ReviewsTable;
  videos: VideosTable;
  enquiries: EnquiriesTable;
  outbox: OutboxTable;
  jobs: JobsTable;
  content_documents: ContentDocumentsTable;
  courses: CoursesTable;
  batches: BatchesTable;
  batch_students: BatchStudentsTable;
  batch_sessions: BatchSessionsTable;
  session_absences: SessionAbsencesTable;
  content_revisions: ContentRevisionsTable;
  content_state: ContentStateTable;
  audit_log: AuditLogTable;
  enquiry_activities: EnquiryActivitiesTable;
  enquiry_submissions: EnquirySubmissionsTable;
  message_templates: MessageTemplatesTable;
  pipeline_state: PipelineStateTable;
  certificates: CertificatesTable;
  payment_instalments: PaymentInstalmentsTable;
  payment_requests: PaymentRequestsTable;
  payment_events: PaymentEventsTable;
  receipt_counters: ReceiptCountersTable;
  payment_receipts: PaymentReceiptsTable;
  page_views: PageViewsTable;
  student_codes: StudentCodesTable;
  student_sessions: StudentSessionsTable;
  rate_limits: RateLimitsTable;
}

export type Db = Kysely<Database>;
export type { Generated };
