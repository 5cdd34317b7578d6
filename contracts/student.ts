import type { StudentBatchView } from "./batches";
import type { PlacementConsent } from "./placement-proof";
import { z } from "./zod";

// The student's own page at /my (docs/decisions/068): signing in with a one-time
// code, and what the page shows. Shared by the server (routes, the page it
// renders) and the API table; no public page's script imports it.

/** A code works this long after it was sent. */
export const STUDENT_CODE_MINUTES = 10;
/** Wrong tries a code survives; the fifth wrong one ends it. */
export const STUDENT_CODE_TRIES = 5;
/** Codes one email address may ask for per window (the per-account limit). */
export const STUDENT_CODES_PER_WINDOW = 3;
export const STUDENT_CODE_WINDOW_MINUTES = 15;
/** Code requests and sign-in tries per client address and window (the per-address limit). */
export const STUDENT_CODE_REQUESTS_PER_ADDRESS = 10;
export const STUDENT_SIGN_INS_PER_ADDRESS = 30;
/** A student stays signed in this long on a device. */
export const STUDENT_SESSION_DAYS = 30;
/** Digits of a code. */
export const STUDENT_CODE_DIGITS = 6;

export const STUDENT_MESSAGES = {
  email: "Enter the email address you enrolled with",
  code: `Enter the ${STUDENT_CODE_DIGITS}-digit code from the message`,
  /** The same answer for every address, a student's or not: it never says who studies with us. */
  codeSent: `If this email belongs to one of our students, a ${STUDENT_CODE_DIGITS}-digit code is on its way to it. The code works for ${STUDENT_CODE_MINUTES} minutes.`,
  tooManyCodes: `You have asked for ${STUDENT_CODES_PER_WINDOW} codes in the last ${STUDENT_CODE_WINDOW_MINUTES} minutes. Please use the latest one, or wait a few minutes and ask again.`,
  tooManyRequests: "Too many tries from this connection. Please wait a few minutes and try again.",
  expired: "This code has expired or was already used. Ask for a new code.",
  wrongCode: (left: number) => `That code is not right. ${left === 1 ? "1 try" : `${left} tries`} left.`,
  noTriesLeft: `That code is not right, and it has been tried ${STUDENT_CODE_TRIES} times. Ask for a new code.`,
  signInRequired: "Please sign in with a code sent to your email.",
  sessionEnded: "You have been signed out. Please sign in again.",
  signedOut: "You are signed out.",
  receiptNotFound: "Receipt not found.",
} as const;

/** An email as the code is counted against: trimmed, lower-case. */
export const normaliseStudentEmail = (email: string) => email.trim().toLowerCase();

const email = z
  .string({ error: STUDENT_MESSAGES.email })
  .trim()
  .min(3, STUDENT_MESSAGES.email)
  .max(254, STUDENT_MESSAGES.email)
  .pipe(z.email({ error: STUDENT_MESSAGES.email }));

/** POST /api/student/code */
export const studentCodeSchema = z.object({ email });
export type StudentCodeInput = z.infer<typeof studentCodeSchema>;

/** POST /api/student/session: spaces a person types between the digits do not matter. */
export const studentSessionSchema = z.object({
  email,
  code: z
    .string({ error: STUDENT_MESSAGES.code })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${STUDENT_CODE_DIGITS}}$`), STUDENT_MESSAGES.code)),
});
export type StudentSessionInput = z.infer<typeof studentSessionSchema>;

/**
 * The student's batch and classes: from the batches module when it knows them
 * (its StudentBatchView), else from the published batch, which has no classes:
 * then the next class is null, and so is attendance (not taken).
 */
export type StudentBatch = Omit<StudentBatchView, "attendance"> & { attendance: StudentBatchView["attendance"] | null };

/** One fee instalment as the student sees it. */
export interface StudentFee {
  description: string;
  position: number;
  parts: number;
  amountPaise: number;
  paidPaise: number;
  /** yyyy-mm-dd */
  dueDate: string;
  /** paid | due | overdue | partly-paid | closed (expired or cancelled, nothing to pay here) */
  state: "paid" | "due" | "overdue" | "partly-paid" | "closed";
  /** The Razorpay Payment Link while it can be paid; null otherwise. */
  payUrl: string | null;
}

export interface StudentReceipt {
  id: string;
  number: string;
  description: string;
  amountPaise: number;
  paidAt: string;
}

export interface StudentCertificate {
  certificateId: string;
  course: string;
  batch: string | null;
  startDate: string;
  endDate: string;
  revoked: boolean;
  verifyUrl: string;
}

/** GET /api/student/me: everything /my shows. */
export interface StudentPage {
  student: { name: string; email: string };
  batch: StudentBatch | null;
  fees: { paidPaise: number; duePaise: number; instalments: StudentFee[] };
  receipts: StudentReceipt[];
  certificates: StudentCertificate[];
  /** The institute's phone and email, for questions. */
  contact: { institute: string; phone: string; email: string };
  /** Whether they show their placement on the website (docs/decisions/097); /my only, the JSON has its own route. */
  placementConsent?: PlacementConsent;
}
