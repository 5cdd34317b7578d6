import type { PaymentDeps } from "./deps";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { type PaymentSummary, formatPaise } from "#contracts/payments";
import type { Db } from "#server/db/types";
import { paymentsConfigured } from "./razorpay";

// Money at a glance (docs/decisions/054): what was collected, what is still to
// come and what is late. An instalment is outstanding while its link can still be
// paid (created or partly paid); overdue once its due date (Chennai) has passed.

const OUTSTANDING = ["created", "partially_paid"];
const LISTED = 20;

/**
 * Instalments still payable with their lead's name, phone, email and WhatsApp state,
 * earliest due first (the summary, the digest and the fee reminders); `dueOn`
 * keeps those due on the given days.
 */
export async function outstandingInstalments(db: Db, dueOn?: string[]) {
  return db
    .selectFrom("payment_instalments")
    .innerJoin("enquiries", "enquiries.id", "payment_instalments.enquiry_id")
    .select([
      "payment_instalments.id",
      "payment_instalments.enquiry_id",
      "payment_instalments.description",
      "payment_instalments.due_date",
      "payment_instalments.amount_paise",
      "payment_instalments.amount_paid_paise",
      "payment_instalments.position",
      "payment_instalments.parts",
      "payment_instalments.short_url",
      "enquiries.name",
      "enquiries.phone",
      "enquiries.email",
      "enquiries.whatsapp_opt_out_at",
      "enquiries.whatsapp_unreachable_at",
    ])
    .where("payment_instalments.status", "in", OUTSTANDING)
    .$if(dueOn !== undefined, (qb) => qb.where("payment_instalments.due_date", "in", dueOn!))
    .orderBy("payment_instalments.due_date")
    .execute();
}

/**
 * Payments for staff to look at (docs/decisions/056): an amount other than the
 * instalment's (flagged), or money received on a lead that was deleted since:
 * its receipts still open from here.
 */
async function attention(db: Db): Promise<PaymentSummary["attention"]> {
  const rows = await db
    .selectFrom("payment_instalments")
    .leftJoin("enquiries", "enquiries.id", "payment_instalments.enquiry_id")
    .select([
      "payment_instalments.id",
      "payment_instalments.enquiry_id",
      "payment_instalments.description",
      "payment_instalments.position",
      "payment_instalments.parts",
      "payment_instalments.flag",
      "enquiries.id as lead_id",
      "enquiries.name",
    ])
    .where((eb) =>
      eb.or([eb("payment_instalments.flag", "is not", null), eb.and([eb("enquiries.id", "is", null), eb("payment_instalments.amount_paid_paise", ">", 0)])]),
    )
    .orderBy("payment_instalments.updated_at", "desc")
    .limit(LISTED)
    .execute();
  if (rows.length === 0) return [];
  const receipts = await db
    .selectFrom("payment_receipts")
    .select(["id", "number", "instalment_id", "student_name"])
    .where(
      "instalment_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("seq")
    .execute();
  return rows.map((r) => {
    const own = receipts.filter((x) => x.instalment_id === r.id);
    const gone = r.lead_id === null;
    return {
      id: r.id,
      enquiryId: gone ? null : r.enquiry_id,
      name: r.name ?? own[0]?.student_name ?? "",
      description: Number(r.parts) > 1 ? `${r.description} (${r.position} of ${r.parts})` : r.description,
      reason: [r.flag, gone ? "The lead was deleted; the payment and its receipts are kept." : null].filter(Boolean).join(" "),
      receipts: own.map((x) => ({ id: x.id, number: x.number })),
    };
  });
}

export async function paymentSummary(deps: PaymentDeps): Promise<PaymentSummary> {
  const today = instituteDay(deps.now());
  const collected = await deps.db
    .selectFrom("payment_receipts")
    .select((eb) => eb.fn.sum<string | number | null>("amount_paise").as("total"))
    .executeTakeFirstOrThrow();
  const rows = (await outstandingInstalments(deps.db)).map((r) => ({ ...r, owed: Number(r.amount_paise) - Number(r.amount_paid_paise) }));
  const overdue = rows.filter((r) => r.due_date < today);
  const due = rows.filter((r) => r.due_date >= today);
  const sum = (list: typeof rows) => list.reduce((s, r) => s + r.owed, 0);
  return {
    configured: paymentsConfigured(deps.config),
    collectedPaise: Number(collected.total ?? 0),
    duePaise: sum(due),
    dueCount: due.length,
    overduePaise: sum(overdue),
    overdueCount: overdue.length,
    overdue: overdue.slice(0, LISTED).map((r) => ({
      id: r.id,
      enquiryId: r.enquiry_id,
      name: r.name,
      description: Number(r.parts) > 1 ? `${r.description} (${r.position} of ${r.parts})` : r.description,
      dueDate: r.due_date,
      outstandingPaise: r.owed,
    })),
    attention: await attention(deps.db),
  };
}

/** The digest's lines for overdue instalments (empty when none). */
export async function overdueInstalmentLines(db: Db, now: number, link: (enquiryId: string) => string) {
  const today = instituteDay(now);
  const late = (await outstandingInstalments(db)).filter((r) => r.due_date < today);
  if (late.length === 0) return [];
  return [
    `Overdue fee instalments (${late.length})`,
    ...late
      .slice(0, 50)
      .map(
        (r) =>
          `- ${r.name} (${r.phone}): ${formatPaise(Number(r.amount_paise) - Number(r.amount_paid_paise))} for ${r.description}${Number(r.parts) > 1 ? ` (${r.position} of ${r.parts})` : ""} · due ${formatDate(r.due_date)} · ${link(r.enquiry_id)}`,
      ),
    ...(late.length > 50 ? [`…and ${late.length - 50} more in the dashboard.`] : []),
    "",
  ];
}
