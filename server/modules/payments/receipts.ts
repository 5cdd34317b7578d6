import crypto from "node:crypto";
import { instituteDay } from "#contracts/institute-time";
import { type Receipt, financialYear, gstBreakup, receiptNumber } from "#contracts/payments";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { readDocument } from "../content";

// Receipts (docs/decisions/054, 056): one per payment, numbered "2026-27/0001" per
// Indian financial year of the day the payment was made (Chennai clock), with no
// gaps: a payment made at 23:59 on 31 March whose webhook arrives after midnight
// belongs to the year that ended.

/** Default GST rate when a GSTIN is configured without one. */
export const DEFAULT_GST_RATE = 18;

/**
 * The next number of `year`, taken inside the caller's transaction. The counter
 * row is created once, then incremented with one UPDATE: on PostgreSQL the row
 * lock makes a second transaction wait for the first to commit and read its
 * number; a rolled-back transaction gives its number back. SQLite serialises
 * writers anyway.
 */
async function nextNumber(trx: Db, year: string) {
  await trx
    .insertInto("receipt_counters")
    .values({ year, last: 0 })
    .onConflict((oc) => oc.column("year").doNothing())
    .execute();
  const row = await trx
    .updateTable("receipt_counters")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export interface PaymentFacts {
  paymentId: string;
  amountPaise: number;
  method: string | null;
  paidAt: string;
  /** Who paid, as Razorpay has it: the receipt's name when the lead is gone. */
  customer?: { name?: string; email?: string };
}

/** Issues the payment's receipt in the caller's transaction; null when it already has one (a replay). */
export async function issueReceipt(
  trx: Db,
  now: number,
  instalment: { id: string; enquiry_id: string; description: string; position: number; parts: number },
  payment: PaymentFacts,
) {
  const existing = await trx.selectFrom("payment_receipts").select("id").where("payment_id", "=", payment.paymentId).executeTakeFirst();
  if (existing) return null;
  const lead = await trx.selectFrom("enquiries").select(["name", "email"]).where("id", "=", instalment.enquiry_id).executeTakeFirst();
  const site = await readDocument(trx, "site");
  const gstin = site.gstin ?? null;
  const rate = gstin ? (site.gstRate ?? DEFAULT_GST_RATE) : null;
  const gst = gstin && rate !== null ? gstBreakup(payment.amountPaise, rate) : null;
  const year = financialYear(instituteDay(Date.parse(payment.paidAt)));
  const seq = await nextNumber(trx, year);
  const receipt = {
    id: crypto.randomUUID(),
    number: receiptNumber(year, seq),
    year,
    seq,
    payment_id: payment.paymentId,
    instalment_id: instalment.id,
    enquiry_id: instalment.enquiry_id,
    student_name: lead?.name ?? payment.customer?.name ?? "",
    student_email: lead?.email ?? payment.customer?.email ?? "",
    description: instalment.parts > 1 ? `${instalment.description} (instalment ${instalment.position} of ${instalment.parts})` : instalment.description,
    amount_paise: payment.amountPaise,
    method: payment.method,
    paid_at: payment.paidAt,
    gstin,
    gst_rate: rate,
    taxable_paise: gst?.taxablePaise ?? null,
    cgst_paise: gst?.cgstPaise ?? null,
    sgst_paise: gst?.sgstPaise ?? null,
    created_at: nowIso(now),
  };
  await trx.insertInto("payment_receipts").values(receipt).execute();
  return receipt;
}

export async function getReceipt(db: Db, id: string): Promise<Receipt | undefined> {
  const r = await db.selectFrom("payment_receipts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return undefined;
  const site = await readDocument(db, "site");
  const a = site.address;
  return {
    id: r.id,
    number: r.number,
    paymentId: r.payment_id,
    enquiryId: r.enquiry_id,
    studentName: r.student_name,
    studentEmail: r.student_email,
    description: r.description,
    amountPaise: Number(r.amount_paise),
    method: r.method,
    paidAt: r.paid_at,
    gst:
      r.gstin && r.gst_rate !== null
        ? {
            gstin: r.gstin,
            ratePercent: Number(r.gst_rate),
            taxablePaise: Number(r.taxable_paise),
            cgstPaise: Number(r.cgst_paise),
            sgstPaise: Number(r.sgst_paise),
          }
        : null,
    institute: {
      name: site.name,
      address: [a.street, a.locality, a.city, `${a.region} ${a.postalCode}`].join(", "),
      phone: site.phone,
      email: site.email,
    },
  };
}
