// The tables of batches as class lists (migration 020, docs/decisions/067), apart
// so ./types.ts stays readable; ./types.ts re-exports them.

/** A lead enrolled in a batch. */
export interface BatchStudentsTable {
  id: string;
  batch_id: string;
  enquiry_id: string;
  enrolled_at: string;
  /** Username of the staff member, or null when a payment enrolled the lead. */
  enrolled_by: string | null;
}

/** One class of a batch. */
export interface BatchSessionsTable {
  id: string;
  batch_id: string;
  /** yyyy-mm-dd, Chennai date. */
  date: string;
  /** 1: a holiday, no class. */
  cancelled: number;
  /** 1: added by staff, not from the schedule. */
  extra: number;
  note: string | null;
  /** When attendance was first saved; null while nobody took it (the class then does not count, docs/decisions/084). */
  marked_at: string | null;
  marked_by: string | null;
  created_at: string;
  /** The Chennai day an admin opened this past class to its trainer for correction (migration 029); null: never. */
  opened_on: string | null;
}

/** A student absent from a session; everyone else on the roster was present. */
export interface SessionAbsencesTable {
  session_id: string;
  enquiry_id: string;
  marked_at: string;
  marked_by: string | null;
}
