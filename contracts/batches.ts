import { isoDate } from "./dates";
import { z } from "./zod";

// Batches as class lists (docs/decisions/067): enrolment, sessions, attendance
// and certificates earned, shared by the server, the dashboard and other tools.

/** Where a student stands with their fees: nothing asked, all paid, some paid, an instalment past its due date. */
export const FEE_STATES = ["none", "paid", "part_paid", "overdue", "unpaid"] as const;
export type FeeState = (typeof FEE_STATES)[number];
export const FEE_STATE_LABELS: Record<FeeState, string> = {
  none: "No fee asked",
  paid: "Paid",
  part_paid: "Part-paid",
  overdue: "Overdue",
  unpaid: "Not paid yet",
};

export { BATCH_FULL_TEXT } from "./batch-copy";

/** The share of held classes a student must attend for a certificate, unless the setting says otherwise. */
export const DEFAULT_ATTENDANCE_THRESHOLD = 75;

/** The follow-up a counsellor gets when a student misses two classes in a row. */
export const ABSENT_TWICE_TEXT = "Absent twice: call";

export const BATCH_MESSAGES = {
  notYourBatch: "This batch is taught by another trainer. Ask an admin if it should be yours.",
  full: "This batch is full. Choose another batch or raise its capacity.",
  fullForDemo: "That batch is full. Ask us about the next batch instead.",
  closedDay: "A trainer can take or correct the register on the day of the class only. Ask an admin to correct it, or to open this class for you today.",
  pastClass: "A past class can be changed only by an admin, or by its trainer on a day an admin opens it. Ask an admin.",
  pastExtra: "A trainer can add classes from today on. Ask an admin to add a class on a past date.",
  openToday: "Today's class is open to its trainer already.",
  openAhead: "A class ahead cannot be opened: its trainer takes the register on the day.",
  noTrainer: "This batch has no trainer to open the class for. Set its trainer under Batches first.",
  notOnRoster: "Only students enrolled in this batch can be marked absent.",
  future: "Attendance can be taken on the day of the class, not before.",
  cancelled: "No class on this day (a holiday). Make it a class again first.",
  hasStudents: "This batch has enrolled students. Move them to another batch before deleting it.",
} as const;

/** POST /api/batches/:id/students. */
export const enrolSchema = z.object({ leadId: z.string({ error: "Choose the student's lead" }).trim().min(1, "Choose the student's lead") });
export type EnrolInput = z.infer<typeof enrolSchema>;

/** PUT /api/sessions/:id/attendance: everyone on the roster not listed was present. */
export const attendanceSchema = z.object({
  absent: z.array(z.string().trim().min(1)).max(500, "At most 500 students"),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

/** POST /api/batches/:id/sessions: an extra class. */
export const extraSessionSchema = z.object({ date: isoDate("Enter the date (yyyy-mm-dd)"), note: z.string().trim().max(120).optional() });
/** PATCH /api/sessions/:id: a holiday (cancelled) or a class again. */
export const sessionChangeSchema = z.object({ cancelled: z.boolean(), note: z.string().trim().max(120).optional() });

/** POST /api/batches/:id/certificates: the threshold may be given for this issue; the setting otherwise. */
export const batchCertificatesSchema = z.object({
  thresholdPercent: z.coerce.number().int().min(0).max(100).optional(),
});

export interface Attendance {
  attended: number;
  held: number;
}

/** One student of a batch's roster. */
export interface RosterStudent {
  leadId: string;
  name: string;
  phone: string;
  email: string;
  enrolledAt: string;
  feeState: FeeState;
  attendance: Attendance;
  /** Present in the last two held classes or not: two absences in a row show here. */
  absentLastTwo: boolean;
}

export interface BatchSummary {
  id: string;
  courseId: string;
  courseTitle: string;
  startDate: string;
  endDate: string | null;
  schedule: string;
  timing: string;
  mode: string;
  capacity: number | null;
  enrolled: number;
  seatsLeft: number | null;
  trainerId: string | null;
}

export interface Roster {
  batch: BatchSummary;
  students: RosterStudent[];
}

export interface BatchSession {
  id: string;
  date: string;
  cancelled: boolean;
  extra: boolean;
  note: string | null;
  markedAt: string | null;
  /** A past class an admin opened today for its trainer to correct (docs/decisions/084). */
  openToday: boolean;
  /** Lead ids marked absent. */
  absent: string[];
}

export interface BatchSessions {
  batch: BatchSummary;
  sessions: BatchSession[];
  /** The roster, for marking (names only). */
  students: { leadId: string; name: string }[];
}

export interface BatchCertificatesResult {
  thresholdPercent: number;
  issued: { leadId: string; name: string; certificateId: string }[];
  /** Below the threshold: not issued, for staff to decide. */
  below: { leadId: string; name: string; attendance: Attendance }[];
  /** Issued from this batch before: not issued again. */
  already: { leadId: string; name: string }[];
  /** Earned, but the lead of another counsellor: left for them or an admin (docs/decisions/084). */
  notYours: { leadId: string; name: string }[];
}

/** What a student's own page shows of their batch (server/modules/batches/student-view.ts). */
export interface StudentBatchView {
  batchId: string;
  courseId: string;
  courseTitle: string;
  startDate: string;
  schedule: string;
  timing: string;
  mode: string;
  /**
   * `place`: the room (or "Online class"); `classLink`: where an online or both batch
   * meets online (https), null when it has none (docs/decisions/071).
   */
  nextSession: { date: string; startsAt: string; place: string; classLink: string | null } | null;
  attendance: Attendance;
}
