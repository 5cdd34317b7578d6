import type { Generated, Kysely } from "kysely";

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
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
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
}

export interface VideosTable {
  id: string;
  url: string;
  created_at: string;
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
  /** new | contacted | closed */
  status: string;
  created_at: string;
  updated_at: string;
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
  seats_left: number | null;
  created_at: string;
  updated_at: string;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  images: ImagesTable;
  placements: PlacementsTable;
  reviews: ReviewsTable;
  videos: VideosTable;
  enquiries: EnquiriesTable;
  outbox: OutboxTable;
  content_documents: ContentDocumentsTable;
  courses: CoursesTable;
  batches: BatchesTable;
  content_revisions: ContentRevisionsTable;
  content_state: ContentStateTable;
  audit_log: AuditLogTable;
}

export type Db = Kysely<Database>;
export type { Generated };
