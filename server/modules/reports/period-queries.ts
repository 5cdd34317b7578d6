import type { Db } from "#server/db/types";

// What the owner's numbers count in a period (docs/decisions/072), as plain
// grouped SQL both engines run alike. A period is two instants, the start of its
// first Chennai day and the start of the day after its last (null: all time);
// time-stamps are ISO text that compares in time order.

export interface Instants {
  start: string | null;
  end: string | null;
}

const n = (v: string | number | bigint | null | undefined) => Number(v ?? 0);

/**
 * Money received in the period, per lead and the batch its instalment was asked
 * against: the receipts dated in it (one per payment, at Razorpay's payment
 * time), so a payment at 11:50 pm IST on the 31st is that month's though it is
 * 18:20 UTC.
 */
export async function collectedRows(db: Db, { start, end }: Instants) {
  const rows = await db
    .selectFrom("payment_receipts")
    .leftJoin("payment_instalments", "payment_instalments.id", "payment_receipts.instalment_id")
    .select((eb) => [
      "payment_receipts.enquiry_id",
      "payment_instalments.batch_id",
      eb.fn.sum<string | number | null>("payment_receipts.amount_paise").as("paid"),
    ])
    .$if(start !== null, (q) => q.where("payment_receipts.paid_at", ">=", start!))
    .$if(end !== null, (q) => q.where("payment_receipts.paid_at", "<", end!))
    .groupBy(["payment_receipts.enquiry_id", "payment_instalments.batch_id"])
    .execute();
  return rows.map((r) => ({ leadId: r.enquiry_id, batchId: r.batch_id ?? null, paise: n(r.paid) }));
}

/**
 * The leads made Enrolled in the period that are enrolled still: a status line
 * to Enrolled on their timeline dated in it (a payment, an enrolment or staff's
 * change all write one, docs/decisions/067). All time: every enrolled lead.
 */
export async function enrolmentsIn(db: Db, { start, end }: Instants) {
  if (start === null || end === null) {
    const row = await db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "enrolled")
      .executeTakeFirstOrThrow();
    return n(row.n);
  }
  const row = await db
    .selectFrom("enquiry_activities")
    .innerJoin("enquiries", "enquiries.id", "enquiry_activities.enquiry_id")
    .select((eb) => eb.fn.count<string | number>("enquiry_activities.enquiry_id").distinct().as("n"))
    .where("enquiries.status", "=", "enrolled")
    .where("enquiry_activities.kind", "=", "status")
    .where("enquiry_activities.detail", "like", '%"to":"enrolled"%')
    .where("enquiry_activities.at", ">=", start)
    .where("enquiry_activities.at", "<", end)
    .executeTakeFirstOrThrow();
  return n(row.n);
}
