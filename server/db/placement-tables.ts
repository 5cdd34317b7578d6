// The tables of placements you can prove (migration 032, docs/decisions/089),
// apart so ./types.ts stays readable; ./types.ts re-exports them. Money is whole
// rupees: base pay a month and CTC a year, never one for the other.

export interface EmployersTable {
  id: string;
  name: string;
  /** The name lower-cased with spaces squeezed: unique, so a name is on the list once. */
  name_key: string;
  website: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface PlacementDrivesTable {
  id: string;
  employer_id: string;
  title: string;
  role: string;
  location: string | null;
  base_salary_monthly: number | null;
  ctc_annual: number | null;
  /** yyyy-mm-dd: the last day students can apply (Chennai date). */
  last_date: string;
  /** Percent of held classes attended; null: no minimum. */
  min_attendance: number | null;
  certificate_required: number;
  /** open | closed */
  status: string;
  closed_at: string | null;
  closed_by: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface PlacementDriveCoursesTable {
  drive_id: string;
  course_id: string;
}

export interface PlacementApplicationsTable {
  id: string;
  drive_id: string;
  enquiry_id: string;
  /** contracts/placement-outcomes.ts APPLICATION_STAGES */
  stage: string;
  round: string | null;
  note: string | null;
  applied_at: string;
  updated_at: string;
  /** Username of the staff member; null: the student (applying). */
  updated_by: string | null;
}

export interface PlacementApplicationEventsTable {
  id: string;
  application_id: string;
  stage: string;
  round: string | null;
  note: string | null;
  at: string;
  by: string | null;
}

export interface PlacementMessagesTable {
  application_id: string;
  stage: string;
  /** whatsapp | email | none (why in `reason`). */
  channel: string;
  outbox_id: string | null;
  reason: string | null;
  created_at: string;
  /** The WhatsApp message it sent (migration 033, docs/decisions/095). */
  whatsapp_message_id: string | null;
}

export interface StudentIntentsTable {
  enquiry_id: string;
  /** 1: looking for a job; 0: not. */
  seeking: number;
  reason: string | null;
  answered_at: string;
}

export interface PlacementOutcomesTable {
  enquiry_id: string;
  code: string;
  /** claimed | documented | employer_confirmed */
  status: string;
  employer_id: string | null;
  role: string | null;
  start_date: string | null;
  base_salary_monthly: number | null;
  ctc_annual: number | null;
  /** The drive that proposed it, if one did. */
  drive_id: string | null;
  /** 1 at the first claim, one more at each change of what is claimed. */
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface PlacementOutcomeEventsTable {
  id: string;
  enquiry_id: string;
  at: string;
  by: string | null;
  /** The change in plain words, as the history shows it. */
  change: string;
  /** JSON: the fields before and after. */
  detail: string;
}

export interface PlacementEvidenceTable {
  id: string;
  enquiry_id: string;
  /** The outcome's revision it documents: a later change of the claim needs new evidence. */
  outcome_revision: number;
  /** letter | employer_confirmation */
  kind: string;
  filename: string | null;
  mime: string | null;
  bytes: number | null;
  data: Buffer | null;
  confirmed_by: string | null;
  /** email | phone | letter | in_person, or link (the emailed link, migration 033) */
  how: string | null;
  note: string | null;
  created_at: string;
  created_by: string | null;
}

/** A link sent to an employer's contact to confirm a placement (migration 033, docs/decisions/095). */
export interface PlacementConfirmationRequestsTable {
  id: string;
  enquiry_id: string;
  employer_id: string;
  /** The claim's revision the link asks about. */
  outcome_revision: number;
  contact_name: string | null;
  contact_email: string;
  /** SHA-256 (hex) of the link's secret; the secret itself is only in the email. */
  secret_hash: string;
  /** pending | confirmed | not_right | replaced */
  state: string;
  sent_at: string;
  expires_at: string;
  requested_by: string | null;
  answered_at: string | null;
  /** What the contact wrote with their answer. */
  note: string | null;
  outbox_id: string | null;
}

/** A nudge to report an outcome (migration 034, docs/decisions/096): once per student and day-mark. */
export interface PlacementNudgesTable {
  enquiry_id: string;
  /** Days after the batch ended: 30, 90 or 180. */
  mark: number;
  batch_end: string;
  /** whatsapp | email */
  channel: string;
  message_id: string | null;
  created_at: string;
}

/** The tables of migrations 032, 033 and 034, as the Database interface (./types.ts) holds them. */
export interface PlacementTables {
  employers: EmployersTable;
  placement_drives: PlacementDrivesTable;
  placement_drive_courses: PlacementDriveCoursesTable;
  placement_applications: PlacementApplicationsTable;
  placement_application_events: PlacementApplicationEventsTable;
  placement_messages: PlacementMessagesTable;
  student_intents: StudentIntentsTable;
  placement_outcomes: PlacementOutcomesTable;
  placement_outcome_events: PlacementOutcomeEventsTable;
  placement_evidence: PlacementEvidenceTable;
  placement_confirmation_requests: PlacementConfirmationRequestsTable;
  placement_nudges: PlacementNudgesTable;
  placement_consents: PlacementConsentsTable;
}

/**
 * Migration 035 (docs/decisions/097): whether a student shows their proven
 * placement on /placements, and the public id of its page (kept when they hide
 * it, so a link they shared works again if they show it again).
 */
export interface PlacementConsentsTable {
  enquiry_id: string;
  /** 1: shown; 0: hidden. */
  show: number;
  public_id: string;
  updated_at: string;
}
