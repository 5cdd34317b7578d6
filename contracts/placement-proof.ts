// What /placements shows of the outcome ledger (docs/decisions/097): each course's
// numbers, computed, and the placements students chose to show, with the public
// page that proves one. Types and small pure helpers only: the public page's
// script imports this file, so no zod here.

/** Below this many graduates a course shows counts, never a percentage: one student would move it by 20 points or more. */
export const MIN_GRADUATES_FOR_RATE = 5;
/** Below this many salaries no median is shown: with one or two it would be a person's pay. */
export const MIN_SALARIES_FOR_MEDIAN = 3;
/** The newest shown placements the pages carry (all courses together). */
export const SNAPSHOT_VERIFIED = 24;

/** One course's numbers over every batch of it that has ended (docs/decisions/089 for each count). */
export interface CourseOutcomes {
  courseId: string;
  courseTitle: string;
  graduates: number;
  notSeeking: number;
  /** Placed in the field: a job in the course's field, documented or confirmed. */
  inField: number;
  /** Reported, not placed in the field: a job outside it, further study, still looking. */
  otherOutcomes: number;
  outOfField: number;
  furtherStudy: number;
  seeking: number;
  /** No outcome, or one only claimed: they stay in the denominator. */
  nonReporting: number;
  /** inField ÷ (graduates − notSeeking), 0–1; null under MIN_GRADUATES_FOR_RATE graduates or with no one seeking. */
  placedRate: number | null;
  /** Median base pay a month in rupees; null under MIN_SALARIES_FOR_MEDIAN salaries. */
  medianBaseSalaryMonthly: number | null;
  salariesReported: number;
  batches: number;
  /** The last class days of the first and the last batch counted (YYYY-MM-DD). */
  batchesEndFrom: string;
  batchesEndTo: string;
}

/** A placement a student chose to show: never a salary, never a contact. */
export interface VerifiedPlacement {
  /** The public id of its page, /verify/placement/:id. */
  id: string;
  name: string;
  courseId: string;
  courseTitle: string;
  /** The batch's start date (YYYY-MM-DD), "batch of Jan 2027". */
  batchStart: string;
  employer: string;
  role: string | null;
  /** YYYY-MM, or null when not recorded. */
  startMonth: string | null;
  verifiedBy: "employer" | "letter";
}

export interface PlacementProof {
  /** The Chennai day the numbers were computed on. */
  asOf: string;
  courses: CourseOutcomes[];
  /** The newest SNAPSHOT_VERIFIED shown placements, newest start first. */
  verified: VerifiedPlacement[];
}

export const NO_PLACEMENT_PROOF: PlacementProof = { asOf: "", courses: [], verified: [] };

export const verifyPlacementPath = (id: string) => `/verify/placement/${id}`;

/** "Jan 2027" from a date or a month. */
export function monthLabel(date: string): string {
  const [y, m] = date.split("-");
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[Number(m) - 1] ?? ""} ${y}`.trim();
}

/** "₹25,000" in Indian grouping. */
export const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** What a student sees of their choice on /my. */
export interface PlacementConsent {
  show: boolean;
  /** The placement's public page, when it is shown and proven. */
  verifyPath: string | null;
  /** Whether they have a proven job to show (documented or confirmed). */
  hasProvenJob: boolean;
}
