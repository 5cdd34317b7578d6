import { instituteDay } from "#contracts/institute-time";
import type { StudentBatch, StudentCertificate, StudentFee, StudentPage } from "#contracts/student";
import { formatCertificateId, verifyPath } from "#contracts/certificates";
import type { Db } from "#server/db/types";
import { readSiteFacts } from "../content";

// Everything /my shows, for one lead (docs/decisions/068): built from the
// records staff keep (fee instalments, receipts, certificates, the batch), each
// read by the lead's id only, so a student sees nothing of anyone else.

/** The student's batch and classes; null until they are in one (filled in by ./batch.ts). */
export type BatchReader = (db: Db, leadId: string, now: number) => Promise<StudentBatch | null>;

function feeOf(
  row: {
    description: string;
    position: number;
    parts: number;
    amount_paise: number;
    amount_paid_paise: number;
    due_date: string;
    status: string;
    short_url: string;
  },
  today: string,
): StudentFee {
  const amount = Number(row.amount_paise);
  const paid = Number(row.amount_paid_paise);
  const open = row.status === "created" || row.status === "partially_paid";
  const state: StudentFee["state"] =
    row.status === "paid" ? "paid" : !open ? "closed" : row.status === "partially_paid" ? "partly-paid" : row.due_date < today ? "overdue" : "due";
  return {
    description: row.description,
    position: Number(row.position),
    parts: Number(row.parts),
    amountPaise: amount,
    paidPaise: paid,
    dueDate: row.due_date,
    state,
    payUrl: open ? row.short_url : null,
  };
}

export async function studentPage(db: Db, leadId: string, now: number, siteUrl: string, batchOf: BatchReader): Promise<StudentPage | undefined> {
  const lead = await db.selectFrom("enquiries").select(["id", "name", "email"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  const today = instituteDay(now);
  const rows = await db.selectFrom("payment_instalments").selectAll().where("enquiry_id", "=", leadId).orderBy("created_at").orderBy("position").execute();
  // A link re-issued in another's place, or closed with nothing paid, is nothing the student needs to see.
  const instalments = rows
    .filter((r) => !r.replaced_by && !((r.status === "cancelled" || r.status === "expired") && Number(r.amount_paid_paise) === 0))
    .map((r) => feeOf(r, today));
  const receipts = await db
    .selectFrom("payment_receipts")
    .select(["id", "number", "description", "amount_paise", "paid_at"])
    .where("enquiry_id", "=", leadId)
    .orderBy("paid_at")
    .orderBy("seq")
    .execute();
  const certificates = await db.selectFrom("certificates").selectAll().where("enquiry_id", "=", leadId).orderBy("issued_at", "desc").execute();
  const site = await readSiteFacts(db);
  return {
    student: { name: lead.name, email: lead.email },
    batch: await batchOf(db, leadId, now),
    fees: {
      paidPaise: receipts.reduce((sum, r) => sum + Number(r.amount_paise), 0),
      duePaise: instalments.filter((i) => i.payUrl).reduce((sum, i) => sum + i.amountPaise - i.paidPaise, 0),
      instalments,
    },
    receipts: receipts.map((r) => ({ id: r.id, number: r.number, description: r.description, amountPaise: Number(r.amount_paise), paidAt: r.paid_at })),
    certificates: certificates.map((c): StudentCertificate => ({
      certificateId: formatCertificateId(c.code),
      course: c.course,
      batch: c.batch,
      startDate: c.start_date,
      endDate: c.end_date,
      revoked: c.revoked_at !== null,
      verifyUrl: new URL(verifyPath(c.code), siteUrl).toString(),
    })),
    contact: { institute: site.name, phone: site.phone, email: site.email },
  };
}

/** A receipt of this student's, or undefined for anyone else's (never a hint that it exists). */
export async function ownReceiptId(db: Db, leadId: string, receiptId: string) {
  const row = await db.selectFrom("payment_receipts").select("id").where("id", "=", receiptId).where("enquiry_id", "=", leadId).executeTakeFirst();
  return row?.id;
}
