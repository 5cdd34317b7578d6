import crypto from "node:crypto";
import type { PaymentDeps } from "./deps";
import { formatDate } from "#contracts/date-format";
import { courseFeeFrom } from "#contracts/fees";
import { dayStartUtc, instituteDay } from "#contracts/institute-time";
import {
  type Instalment,
  type InstalmentStatus,
  type LeadPayments,
  PAYMENT_MESSAGES,
  DUE_WITHIN_YEARS,
  type PaymentRequestInput,
  formatPaise,
} from "#contracts/payments";
import type { PublicUser } from "#contracts/user";
import type { Db, EnquiriesTable } from "#server/db/types";
import { Forbidden, Invalid, notFound, UpstreamFailed } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { listBatches, listCourses } from "../content";
import { lockLead, addActivity } from "../leads";
import { checkBatchOpen } from "../batches";
import { fingerprint, openRequest, releaseRequest, reserveRequest } from "./fee-requests";
import { queueLinksMail } from "./payment-mail";
import { GatewayError, type CreatedLink, cancelLinksQuietly, createPaymentLink, paymentsConfigured, requirePayments } from "./razorpay";

// A fee request (docs/decisions/054, 056): one Payment Link per instalment, made at
// Razorpay first and stored only when every link exists, so a failure leaves
// nothing half-made (links already made are cancelled again), and only one
// request per lead and fee at a time (./fee-requests.ts).

/** A link stays payable this many days after its due date; after that Razorpay expires it. */
const PAYABLE_DAYS_AFTER_DUE = 30;

/** Admins ask for any lead's fee; a counsellor only for a lead they own (as the pipeline's rule for working a lead). */
export function checkMayBill(lead: Pick<EnquiriesTable, "owner_id">, staff: PublicUser) {
  if (staff.role === "admin") return;
  if (lead.owner_id !== staff._id) throw new Forbidden(PAYMENT_MESSAGES.notYourLead);
}

const expireBy = (dueDate: string, now: number) => {
  const end = dayStartUtc(dueDate).getTime() + (PAYABLE_DAYS_AFTER_DUE + 1) * 86_400_000;
  // Razorpay wants the expiry at least 15 minutes ahead.
  return Math.floor(Math.max(end, now + 3_600_000) / 1000);
};

/** The latest due date allowed today (Chennai): DUE_WITHIN_YEARS ahead, 29 Feb falling back to 28 Feb. */
export function latestDueDate(today: string) {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + DUE_WITHIN_YEARS, m - 1, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** A due date from today to DUE_WITHIN_YEARS ahead, else a 400 naming the field. */
export function checkDueDate(dueDate: string, now: number, field: string) {
  const today = instituteDay(now);
  const latest = latestDueDate(today);
  if (dueDate < today) throw new Invalid(PAYMENT_MESSAGES.pastDue, { [field]: PAYMENT_MESSAGES.pastDue });
  if (dueDate > latest) throw new Invalid(PAYMENT_MESSAGES.dueTooFar(formatDate(latest)), { [field]: PAYMENT_MESSAGES.dueTooFar(formatDate(latest)) });
}

export interface LinkPlan {
  id: string;
  position: number;
  parts: number;
  amountPaise: number;
  dueDate: string;
}

/** Makes one Payment Link at Razorpay for an instalment of the lead. */
export async function makeLink(deps: PaymentDeps, lead: EnquiriesTable, description: string, requestId: string, p: LinkPlan) {
  return createPaymentLink(deps.config, {
    amountPaise: p.amountPaise,
    description: p.parts > 1 ? `${description} (instalment ${p.position} of ${p.parts})` : description,
    customer: { name: lead.name, contact: lead.phone, email: lead.email },
    referenceId: p.id,
    expireBy: expireBy(p.dueDate, deps.now()),
    notes: { enquiry_id: lead.id, request_id: requestId },
  });
}

export type RequestOutcome = { requestId: string; replay: boolean };

/**
 * Asks for a fee: reserves it (one open request per lead and fee), makes every
 * link at Razorpay, then stores them in one transaction. Whatever fails after a
 * link was made cancels the links made, so none stays payable without a record.
 */
export async function createPaymentRequest(deps: PaymentDeps, enquiryId: string, input: PaymentRequestInput, staff: PublicUser): Promise<RequestOutcome> {
  const { config, db } = deps;
  requirePayments(config);
  const lead = await db.selectFrom("enquiries").selectAll().where("id", "=", enquiryId).executeTakeFirst();
  if (!lead) throw notFound("Enquiry");
  checkMayBill(lead, staff);
  const now = deps.now();
  input.instalments.forEach((part, i) => checkDueDate(part.dueDate, now, `instalments.${i}.dueDate`));
  if (input.batchId) await checkBatchOpen(db, input.batchId, enquiryId);

  const parts = input.instalments.length;
  const planned: LinkPlan[] = input.instalments.map((part, i) => ({
    id: crypto.randomUUID(),
    position: i + 1,
    parts,
    amountPaise: Math.round(part.amountInr * 100),
    dueDate: part.dueDate,
  }));
  const reservation = await reserveRequest(db, enquiryId, input.description, fingerprint(input.description, planned), now);
  if (reservation.replay) return { requestId: reservation.id, replay: true };
  const requestId = reservation.id;

  const made: CreatedLink[] = [];
  try {
    for (const p of planned) made.push(await makeLink(deps, lead, input.description, requestId, p));
  } catch (err) {
    deps.log.error({ err: err instanceof GatewayError ? err.message : String(err), enquiryId }, "payments: creating a payment link failed");
    await cancelLinksQuietly(
      config,
      deps.log,
      made.map((l) => l.id),
    );
    await releaseRequest(db, requestId);
    throw new UpstreamFailed(PAYMENT_MESSAGES.gatewayFailed);
  }

  try {
    await saveRequest(deps, lead, input.description, requestId, planned, made, staff, now, input.batchId ?? null);
  } catch (err) {
    // Links nobody has a record of must not stay payable.
    deps.log.error({ err: err instanceof Error ? err.message : String(err), enquiryId }, "payments: saving the payment links failed, cancelling them");
    await cancelLinksQuietly(
      config,
      deps.log,
      made.map((l) => l.id),
    );
    await releaseRequest(db, requestId);
    throw err;
  }
  return { requestId, replay: false };
}

async function saveRequest(
  deps: PaymentDeps,
  lead: EnquiriesTable,
  description: string,
  requestId: string,
  planned: LinkPlan[],
  made: CreatedLink[],
  staff: PublicUser,
  now: number,
  batchId: string | null,
) {
  const at = nowIso(now);
  const total = planned.reduce((sum, p) => sum + p.amountPaise, 0);
  await deps.db.transaction().execute(async (trx) => {
    // The lead may have been deleted while the links were made: then nothing is stored.
    const current = await lockLead(trx, lead.id);
    if (!current) throw notFound("Enquiry");
    await trx
      .insertInto("payment_instalments")
      .values(
        planned.map((p, i) => ({
          id: p.id,
          request_id: requestId,
          enquiry_id: lead.id,
          position: p.position,
          parts: p.parts,
          description,
          amount_paise: p.amountPaise,
          amount_paid_paise: 0,
          due_date: p.dueDate,
          status: "created",
          link_id: made[i]!.id,
          short_url: made[i]!.shortUrl,
          created_by: staff._id,
          created_at: at,
          updated_at: at,
          batch_id: batchId,
        })),
      )
      .execute();
    await openRequest(trx, requestId, now);
    const plan = planned.length > 1 ? ` in ${planned.length} instalments` : "";
    await addActivity(
      trx,
      lead.id,
      { id: staff._id, username: staff.username },
      "payment",
      `Payment requested: ${formatPaise(total)}${plan} for ${description} · ${made.map((l) => l.shortUrl).join(" ")}`,
      { requestId, links: made.map((l) => l.shortUrl) },
      now,
    );
    const links = planned.map((p, i) => ({ amountPaise: p.amountPaise, dueDate: p.dueDate, shortUrl: made[i]!.shortUrl }));
    await queueLinksMail(trx, deps.config, current, description, links, now);
  });
}

/** The lead's instalments with their receipts, and the fee to suggest for a new request. */
/** The lead a payment call names (its id and course), or 404. */
export async function leadToBill(db: Db, id: string) {
  const lead = await db.selectFrom("enquiries").select(["id", "course"]).where("id", "=", id).executeTakeFirst();
  if (!lead) throw notFound("Enquiry");
  return lead;
}

export async function leadPayments(deps: PaymentDeps, lead: Pick<EnquiriesTable, "id" | "course">): Promise<LeadPayments> {
  const { db } = deps;
  const rows = await db.selectFrom("payment_instalments").selectAll().where("enquiry_id", "=", lead.id).orderBy("created_at").orderBy("position").execute();
  const receipts = await db
    .selectFrom("payment_receipts")
    .select(["id", "number", "amount_paise", "paid_at", "instalment_id"])
    .where("enquiry_id", "=", lead.id)
    .orderBy("seq")
    .execute();
  const instalments: Instalment[] = rows.map((r) => ({
    id: r.id,
    requestId: r.request_id,
    position: Number(r.position),
    parts: Number(r.parts),
    description: r.description,
    amountPaise: Number(r.amount_paise),
    amountPaidPaise: Number(r.amount_paid_paise),
    dueDate: r.due_date,
    status: r.status as InstalmentStatus,
    shortUrl: r.short_url,
    createdAt: r.created_at,
    flag: r.flag,
    replacedBy: r.replaced_by,
    receipts: receipts
      .filter((x) => x.instalment_id === r.id)
      .map((x) => ({ id: x.id, number: x.number, amountPaise: Number(x.amount_paise), paidAt: x.paid_at })),
  }));
  const { suggestedInr, batches } = await suggestedFee(db, lead.course, instituteDay(deps.now()));
  return { configured: paymentsConfigured(deps.config), suggestedInr, batches, instalments };
}

/** The lead's course (named by id or by name): its upcoming batches' fees and the lowest of them, else its "fee from". */
async function suggestedFee(db: Db, course: string | null, today: string) {
  const found = course ? (await listCourses(db)).find((c) => c.course.id === course || c.course.name === course) : undefined;
  if (!found) return { suggestedInr: null, batches: [] };
  const upcoming = await listBatches(db, { courseId: found.course.id, fromDate: today });
  const batches = upcoming.filter((b) => typeof b.feeInr === "number").map((b) => ({ id: b.id, startDate: b.startDate, feeInr: b.feeInr! }));
  return { suggestedInr: courseFeeFrom(found.course, upcoming) ?? null, batches };
}
