import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { formatDate } from "../../../contracts/date-format";
import { courseFeeFrom } from "../../../contracts/fees";
import { dayStartUtc, instituteDay } from "../../../contracts/institute-time";
import {
  type Instalment,
  type InstalmentStatus,
  type LeadPayments,
  PAYMENT_MESSAGES,
  type PaymentRequestInput,
  formatPaise,
} from "../../../contracts/payments";
import type { PublicUser } from "../../../contracts/user";
import type { Db, EnquiriesTable } from "../../db/types";
import { HttpError, notFound } from "../../http-error";
import { nowIso } from "../common/clock";
import { listBatches, listCourses } from "../content/repository";
import { lockLead } from "../pipeline/locks";
import { addActivity } from "../pipeline/timeline";
import { GatewayError, type CreatedLink, cancelPaymentLink, createPaymentLink, paymentsConfigured } from "./razorpay";
import { sendStudentMail } from "./student-mail";

// A fee request (docs/decisions/054): one Payment Link per instalment, made at
// Razorpay first and stored only when every link exists, so a failure leaves
// nothing half-made (links already made are cancelled again).

/** A link stays payable this many days after its due date; after that Razorpay expires it. */
const PAYABLE_DAYS_AFTER_DUE = 30;

/** Admins ask for any lead's fee; a counsellor only for a lead they own (as the pipeline's rule for working a lead). */
export function checkMayBill(lead: Pick<EnquiriesTable, "owner_id">, staff: PublicUser) {
  if (staff.role === "admin") return;
  if (lead.owner_id !== staff._id) throw new HttpError(403, PAYMENT_MESSAGES.notYourLead);
}

const expireBy = (dueDate: string, now: number) => {
  const end = dayStartUtc(dueDate).getTime() + (PAYABLE_DAYS_AFTER_DUE + 1) * 86_400_000;
  // Razorpay wants the expiry at least 15 minutes ahead.
  return Math.floor(Math.max(end, now + 3_600_000) / 1000);
};

export async function createPaymentRequest(app: FastifyInstance, enquiryId: string, input: PaymentRequestInput, staff: PublicUser) {
  const { config, db } = app;
  if (!paymentsConfigured(config)) throw new HttpError(409, PAYMENT_MESSAGES.notConfigured);
  const lead = await db.selectFrom("enquiries").selectAll().where("id", "=", enquiryId).executeTakeFirst();
  if (!lead) throw notFound("Enquiry");
  checkMayBill(lead, staff);
  const now = app.now();
  const today = instituteDay(now);
  input.instalments.forEach((part, i) => {
    if (part.dueDate < today)
      throw new HttpError(400, "A due date cannot be in the past.", { [`instalments.${i}.dueDate`]: "A due date cannot be in the past." });
  });

  const requestId = crypto.randomUUID();
  const parts = input.instalments.length;
  const planned = input.instalments.map((part, i) => ({
    id: crypto.randomUUID(),
    position: i + 1,
    amountPaise: Math.round(part.amountInr * 100),
    dueDate: part.dueDate,
  }));
  const made: (CreatedLink & { id: string })[] = [];
  try {
    for (const p of planned) {
      const description = parts > 1 ? `${input.description} (instalment ${p.position} of ${parts})` : input.description;
      const link = await createPaymentLink(config, {
        amountPaise: p.amountPaise,
        description,
        customer: { name: lead.name, contact: lead.phone, email: lead.email },
        referenceId: p.id,
        expireBy: expireBy(p.dueDate, now),
        notes: { enquiry_id: lead.id, request_id: requestId },
      });
      made.push({ ...link });
    }
  } catch (err) {
    app.log.error({ err: err instanceof GatewayError ? err.message : String(err), enquiryId }, "payments: creating a payment link failed");
    await Promise.allSettled(made.map((link) => cancelPaymentLink(config, link.id)));
    throw new HttpError(502, PAYMENT_MESSAGES.gatewayFailed);
  }

  const at = nowIso(now);
  const total = planned.reduce((sum, p) => sum + p.amountPaise, 0);
  await db.transaction().execute(async (trx) => {
    // The lead may have been deleted while the links were made: then nothing is stored.
    if (!(await lockLead(trx, enquiryId))) throw notFound("Enquiry");
    await trx
      .insertInto("payment_instalments")
      .values(
        planned.map((p, i) => ({
          id: p.id,
          request_id: requestId,
          enquiry_id: enquiryId,
          position: p.position,
          parts,
          description: input.description,
          amount_paise: p.amountPaise,
          amount_paid_paise: 0,
          due_date: p.dueDate,
          status: "created",
          link_id: made[i]!.id,
          short_url: made[i]!.shortUrl,
          created_by: staff._id,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const plan = parts > 1 ? ` in ${parts} instalments` : "";
    await addActivity(
      trx,
      enquiryId,
      { id: staff._id, username: staff.username },
      "payment",
      `Payment requested: ${formatPaise(total)}${plan} for ${input.description} · ${made.map((l) => l.shortUrl).join(" ")}`,
      { requestId, links: made.map((l) => l.shortUrl) },
      now,
    );
  });
  await emailLinks(app, lead, input.description, planned, made);
  return requestId;
}

/** The links go to the student by email too when mail is set up; a failure is on the timeline, never an error. */
async function emailLinks(
  app: FastifyInstance,
  lead: EnquiriesTable,
  description: string,
  planned: { amountPaise: number; dueDate: string }[],
  made: CreatedLink[],
) {
  if (!app.config.SMTP_URL || !lead.email) return;
  const lines = planned.map((p, i) => `- ${formatPaise(p.amountPaise)}, due ${formatDate(p.dueDate)}: ${made[i]!.shortUrl}`);
  const firstName = lead.name.trim().split(/\s+/)[0] ?? lead.name;
  const text = [
    `Dear ${firstName},`,
    "",
    `Here is how to pay for ${description}:`,
    "",
    ...lines,
    "",
    "You will get a receipt by email once a payment is received.",
  ].join("\n");
  const sent = await sendStudentMail(app, { to: lead.email, subject: `Fee payment: ${description}`, text });
  await addActivity(
    app.db,
    lead.id,
    null,
    "payment",
    sent ? `Payment links emailed to ${lead.email}` : `Payment links could not be emailed to ${lead.email}`,
    {},
    app.now(),
  );
}

/** The lead's instalments with their receipts, and the fee to suggest for a new request. */
export async function leadPayments(app: FastifyInstance, lead: Pick<EnquiriesTable, "id" | "course">): Promise<LeadPayments> {
  const { db } = app;
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
    receipts: receipts
      .filter((x) => x.instalment_id === r.id)
      .map((x) => ({ id: x.id, number: x.number, amountPaise: Number(x.amount_paise), paidAt: x.paid_at })),
  }));
  const { suggestedInr, batches } = await suggestedFee(db, lead.course, instituteDay(app.now()));
  return { configured: paymentsConfigured(app.config), suggestedInr, batches, instalments };
}

/** The lead's course (named by id or by name): its upcoming batches' fees and the lowest of them, else its "fee from". */
async function suggestedFee(db: Db, course: string | null, today: string) {
  const found = course ? (await listCourses(db)).find((c) => c.course.id === course || c.course.name === course) : undefined;
  if (!found) return { suggestedInr: null, batches: [] };
  const upcoming = await listBatches(db, { courseId: found.course.id, fromDate: today });
  const batches = upcoming.filter((b) => typeof b.feeInr === "number").map((b) => ({ id: b.id, startDate: b.startDate, feeInr: b.feeInr! }));
  return { suggestedInr: courseFeeFrom(found.course, upcoming) ?? null, batches };
}
