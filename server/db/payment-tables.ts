// The fee payment tables (migrations 014 and 016, docs/decisions/054 and 056), kept
// apart from ./types.ts so each file stays readable; ./types.ts re-exports them.

/** One Payment Link of a fee request (migration 014, docs/decisions/054). Amounts in paise. */
export interface PaymentInstalmentsTable {
  /** Also the link's reference_id at Razorpay. */
  id: string;
  /** The instalments asked for together share it (the course's fee in parts). */
  request_id: string;
  enquiry_id: string;
  /** 1-based place in the plan, of `parts`. */
  position: number;
  parts: number;
  description: string;
  amount_paise: number;
  amount_paid_paise: number;
  /** yyyy-mm-dd, Chennai date. */
  due_date: string;
  /** created | partially_paid | paid | expired | cancelled */
  status: string;
  link_id: string;
  short_url: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 016: why staff must look at it (a wrong amount); the instalment re-issued in its place. */
  flag: string | null;
  replaced_by: string | null;
  /** Migration 020: the batch this fee was asked for against; the lead is enrolled in it when paid. */
  batch_id?: string | null;
}

export interface PaymentEventsTable {
  /** X-Razorpay-Event-Id. */
  id: string;
  event: string;
  link_id: string | null;
  received_at: string;
}

export interface ReceiptCountersTable {
  /** Indian financial year, e.g. 2026-27. */
  year: string;
  last: number;
}

/** One fee request, at most one pending or open per lead and fee_key (migration 016, payments/fee-requests.ts). */
export interface PaymentRequestsTable {
  id: string;
  enquiry_id: string;
  fee_key: string;
  /** Hash of the fee, amounts and dates: an identical retry answers the same links. */
  fingerprint: string;
  /** pending (links being made) | open (a link still payable) | closed */
  state: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentReceiptsTable {
  id: string;
  /** e.g. 2026-27/0001 */
  number: string;
  year: string;
  seq: number;
  /** Razorpay's pay_… id: one receipt per payment. */
  payment_id: string;
  instalment_id: string;
  enquiry_id: string;
  student_name: string;
  student_email: string;
  description: string;
  amount_paise: number;
  method: string | null;
  paid_at: string;
  /** The GST facts when it was issued (null: no GSTIN configured then). */
  gstin: string | null;
  gst_rate: number | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  created_at: string;
}
