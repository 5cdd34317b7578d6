// The student sign-in tables (migration 021, docs/decisions/068), kept apart from
// ./types.ts so each file stays readable; ./types.ts re-exports them.

/** One one-time code asked for at /my (or POST /api/student/code). */
export interface StudentCodesTable {
  id: string;
  /** SHA-256 of the email as typed, trimmed and lower-cased: the count of codes per address. */
  email_hash: string;
  /** The student it was sent to; null when the address is no student's (nothing was sent). */
  lead_id: string | null;
  /** SHA-256 of the row id and the code: the code itself is never stored. */
  code_hash: string;
  /** Wrong tries so far; at STUDENT_CODE_TRIES the code is dead. */
  attempts: number;
  created_at: string;
  expires_at: string;
  /** Set once it signed the student in: a code works once. */
  used_at: string | null;
}

/** A student's signed-in browser or tool: the SHA-256 of its token. Never read by a staff check. */
export interface StudentSessionsTable {
  id: string;
  lead_id: string;
  created_at: string;
  expires_at: string;
}
