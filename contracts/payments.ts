import { isoDate } from "./dates";
import { indianWhole } from "./en-in-format";
import { z } from "./zod";

// Fee payments through Razorpay Payment Links (docs/decisions/054): what staff
// send to ask for a fee, and what the dashboard reads back. Amounts travel in
// paise (integers), as Razorpay counts them; staff type rupees.

/** The most one instalment may ask for: ₹10,00,000. */
export const INSTALMENT_MAX_INR = 1_000_000;
export const MAX_INSTALMENTS = 6;

/** The latest a due date may be: Razorpay links are for fees in view, not for a date mistyped decades ahead. */
export const DUE_WITHIN_YEARS = 2;

export const PAYMENT_MESSAGES = {
  notConfigured: "Payments are not set up: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.",
  webhookNotConfigured: "Payment webhooks are not set up: add RAZORPAY_WEBHOOK_SECRET to the server's configuration.",
  notYourLead: "Only the lead's owner or an admin can ask for a payment. Take the lead first.",
  gatewayFailed: "Razorpay did not create the payment link. Nothing was sent; try again in a minute.",
  noEmail: "The lead has no email address.",
  pastDue: "A due date cannot be in the past.",
  dueTooFar: (latest: string) => `A due date must be within ${DUE_WITHIN_YEARS} years, on or before ${latest}.`,
  requestInProgress: (description: string) =>
    `A payment request for “${description}” is being made for this lead right now. Wait a moment and reload: its links will show.`,
  openRequest: (description: string, asked: string) =>
    `This lead already has an open payment request for “${description}” (asked on ${asked}). Cancel its links to ask again, or send the same links.`,
  otherRequestOpen: (description: string) => `Another payment request for “${description}” is open for this lead. Cancel its links before re-issuing this one.`,
  leadHasPayments: "This lead has payment links that are open or paid. Cancel the open links first; a lead that has paid is kept for the accounts.",
  notCancellable: "Only a link that is still awaiting payment, with nothing paid on it, can be cancelled or re-issued.",
  cancelRefused: "Razorpay did not cancel the link (it may have just been paid). Nothing was changed; reload to see its state.",
  reissueFailed: "The old link is cancelled, but Razorpay did not create the new one. Try “Re-issue” again in a minute.",
} as const;

export const reissueSchema = z.object({ dueDate: isoDate("Enter the due date (yyyy-mm-dd)").optional() });
export type ReissueInput = z.infer<typeof reissueSchema>;

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than ₹0`)
    .max(INSTALMENT_MAX_INR, `${label} must be at most ₹${indianWhole(INSTALMENT_MAX_INR)}`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} can have at most two decimals (paise)`)
    // Razorpay's smallest payment is ₹1.
    .refine((v) => v >= 1, `${label} must be at least ₹1`);

export const paymentRequestSchema = z.object({
  description: z
    .string({ error: "Describe the payment" })
    .trim()
    .min(1, "Describe the payment")
    .max(120, "The description is too long (120 characters at most)"),
  instalments: z
    .array(z.object({ amountInr: rupees("Amount"), dueDate: isoDate("Enter the due date (yyyy-mm-dd)") }), { error: "Add at least one instalment" })
    .min(1, "Add at least one instalment")
    .max(MAX_INSTALMENTS, `At most ${MAX_INSTALMENTS} instalments`),
  /** The batch this fee is for (docs/decisions/067): the lead is enrolled in it when a payment is received. */
  batchId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(80).optional()),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

export const INSTALMENT_STATUSES = ["created", "partially_paid", "paid", "expired", "cancelled"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  created: "Awaiting payment",
  partially_paid: "Partly paid",
  paid: "Paid",
  expired: "Expired",
  cancelled: "Cancelled",
};

export interface ReceiptSummary {
  id: string;
  number: string;
  amountPaise: number;
  paidAt: string;
}

export interface Instalment {
  id: string;
  requestId: string;
  position: number;
  parts: number;
  description: string;
  amountPaise: number;
  amountPaidPaise: number;
  dueDate: string;
  status: InstalmentStatus;
  shortUrl: string;
  createdAt: string;
  receipts: ReceiptSummary[];
  /** Why staff must look at it (an amount other than the instalment's was paid); it is then never marked paid by itself. */
  flag: string | null;
  /** The instalment re-issued in its place, when this one was. */
  replacedBy: string | null;
}

/** GET /api/enquiries/:id/payments */
export interface LeadPayments {
  /** False while the server has no Razorpay keys: the dashboard shows no payment buttons. */
  configured: boolean;
  /** The fee to start from: the course's lowest upcoming batch fee, else its "fee from". */
  suggestedInr: number | null;
  batches: { id: string; startDate: string; feeInr: number }[];
  instalments: Instalment[];
}

/** GET /api/payments/receipts/:id: what a printed receipt shows. */
export interface Receipt {
  id: string;
  number: string;
  paymentId: string;
  enquiryId: string;
  studentName: string;
  studentEmail: string;
  description: string;
  amountPaise: number;
  method: string | null;
  paidAt: string;
  gst: { gstin: string; ratePercent: number; taxablePaise: number; cgstPaise: number; sgstPaise: number } | null;
  institute: { name: string; address: string; phone: string; email: string };
}

/** GET /api/payments/summary: the admin overview's money line. */
export interface PaymentSummary {
  configured: boolean;
  collectedPaise: number;
  /** Not yet paid and due today or later. */
  duePaise: number;
  dueCount: number;
  overduePaise: number;
  overdueCount: number;
  overdue: { id: string; enquiryId: string; name: string; description: string; dueDate: string; outstandingPaise: number }[];
  /** Payments for staff to look at: an amount other than the instalment's, or money on a lead that was deleted. */
  attention: {
    id: string;
    /** Null when the lead is gone; the receipt still opens. */
    enquiryId: string | null;
    name: string;
    description: string;
    reason: string;
    receipts: { id: string; number: string }[];
  }[];
}

/** 1234550 → "₹12,345.50"; whole rupees drop the paise. */
export function formatPaise(paise: number) {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return `₹${indianWhole(whole)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * GST included in a fee (Indian practice for training fees quoted "inclusive"):
 * the taxable value is the amount / (1 + rate), the tax the rest, split evenly
 * into CGST and SGST (an odd paisa goes to SGST so the parts always add up).
 */
export function gstBreakup(amountPaise: number, ratePercent: number) {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  const tax = amountPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

/** The Indian financial year (April to March) of a Chennai date: "2026-04-01" → "2026-27", "2027-03-31" → "2026-27". */
export function financialYear(chennaiDay: string) {
  const year = Number(chennaiDay.slice(0, 4));
  const month = Number(chennaiDay.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const receiptNumber = (year: string, seq: number) => `${year}/${String(seq).padStart(4, "0")}`;

/** Splits a fee into `parts` instalments in whole rupees, the remainder on the first. */
export function splitFee(totalInr: number, parts: number) {
  const each = Math.floor(totalInr / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? totalInr - each * (parts - 1) : each));
}
