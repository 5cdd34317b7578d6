import type { PaymentDeps } from "./deps";
import { formatPaise } from "#contracts/payments";
import { z } from "#contracts/zod";
import { Invalid } from "#server/domain-errors";
import { jsonPayload, type JobHandler, bodyId } from "../jobs";
import { nowIso } from "../common/clock";
import { enrolOnPayment } from "../batches";
import { addActivity } from "../leads";
import { closeIfSettled } from "./fee-requests";
import { queueReceiptMail } from "./payment-mail";
import { issueReceipt } from "./receipts";

// Razorpay's payment_link.* webhooks (docs/decisions/054). The route checks the
// signature and stores the event as a job (docs/decisions/085); the jobs runner
// then applies it here. Each event is taken in once (its event id is stored in
// the same transaction), and the instalment only ever moves forward: the amount
// paid is the highest Razorpay reported, "paid" is final, and an expiry or
// cancellation never undoes money received. So a replay changes nothing and a
// "partially_paid" arriving after "paid" cannot move the state back.

export const RAZORPAY_WEBHOOK_JOB = "razorpay-webhook";

const eventSchema = z.object({
  event: z.string(),
  created_at: z.number().optional(),
  payload: z.object({
    payment_link: z.object({
      entity: z.object({
        id: z.string(),
        status: z.string().optional(),
        amount_paid: z.number().int().nonnegative().optional(),
        reference_id: z.string().optional(),
        customer: z.object({ name: z.string().optional(), email: z.string().optional() }).partial().nullish(),
      }),
    }),
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          amount: z.number().int().positive(),
          method: z.string().optional(),
          status: z.string().optional(),
          created_at: z.number().optional(),
        }),
      })
      .optional(),
  }),
});

const HANDLED = new Set(["payment_link.paid", "payment_link.partially_paid", "payment_link.expired", "payment_link.cancelled"]);

type Row = {
  id: string;
  enquiry_id: string;
  request_id: string;
  status: string;
  amount_paise: number;
  amount_paid_paise: number;
  description: string;
  position: number;
  parts: number;
  flag: string | null;
  batch_id?: string | null;
};

/**
 * The instalment's state after an event, never behind what it already is. It is
 * paid only when exactly its amount was (docs/decisions/056): any other amount,
 * even on a "paid" event, is recorded and flagged for staff instead, so a wrong
 * amount never marks it paid or enrols the lead by itself.
 */
export function nextState(row: Row, event: string, reportedPaid: number): { status: string; paid: number; flag: string | null } {
  const paid = Math.max(Number(row.amount_paid_paise), reportedPaid);
  const amount = Number(row.amount_paise);
  if (row.status === "paid") return { status: "paid", paid, flag: null };
  if (paid === amount) return { status: "paid", paid, flag: null };
  const flag =
    paid > amount || event === "payment_link.paid"
      ? `Razorpay reported ${formatPaise(paid)} paid on this ${formatPaise(amount)} link. Check the payment with the student and in Razorpay; it is not marked paid.`
      : null;
  if (event === "payment_link.expired" || event === "payment_link.cancelled") {
    const status = event === "payment_link.expired" ? "expired" : "cancelled";
    return { status: row.status === "created" || row.status === "partially_paid" ? status : row.status, paid, flag };
  }
  return { status: paid > 0 && row.status === "created" ? "partially_paid" : row.status, paid, flag };
}

export type WebhookOutcome = "recorded" | "replay" | "ignored";

type PaymentEvent = z.infer<typeof eventSchema>;

/**
 * Reads a verified body on the route, before it is stored: a 400 for what is not
 * a payment link event. Its id is Razorpay's event id, or, without one, the body
 * itself (a resend is byte for byte the same); its lane is its link, whose events
 * are applied in the order they arrived.
 */
export function readWebhook(raw: Buffer, eventIdHeader: string | undefined) {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new Invalid("The webhook body is not JSON.");
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) throw new Invalid("The webhook body is not a payment link event.");
  return { id: eventIdHeader?.trim() || bodyId(raw), lane: `razorpay-link:${parsed.data.payload.payment_link.entity.id}` };
}

/** The stored events, applied by the jobs runner at the time each arrived. */
export const razorpayWebhookJob = (deps: PaymentDeps): JobHandler<PaymentEvent> => ({
  payload: jsonPayload(eventSchema),
  retry: { baseMs: 5_000, maxMs: 10 * 60_000, maxAttempts: 12 },
  leaseMs: 2 * 60_000,
  concurrency: 2,
  async run(event, job) {
    const outcome = await takeWebhook(deps, event, job.key, Date.parse(job.queued_at));
    deps.log.info({ eventId: job.key, event: event.event, outcome }, "payments: webhook event taken");
  },
});

/** Applies one verified event, once by its id; answers what it did. */
export async function takeWebhook(deps: PaymentDeps, event: PaymentEvent, eventId: string, now: number): Promise<WebhookOutcome> {
  const link = event.payload.payment_link.entity;

  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const fresh = await trx
      .insertInto("payment_events")
      .values({ id: eventId, event: event.event, link_id: link.id, received_at: nowIso(now) })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return "replay";
    if (!HANDLED.has(event.event)) return "ignored";
    // Locks the instalment: events of one link are applied one after the other.
    const row = (await trx
      .updateTable("payment_instalments")
      .set((eb) => ({ status: eb.ref("status") }))
      .where("link_id", "=", link.id)
      .returningAll()
      .executeTakeFirst()) as Row | undefined;
    // A link made outside this dashboard is none of ours; acknowledged so Razorpay stops resending it.
    if (!row || (link.reference_id && link.reference_id !== row.id)) return "ignored";

    const next = nextState(row, event.event, link.amount_paid ?? 0);
    const flag = next.status === "paid" ? null : (next.flag ?? row.flag);
    const changed = next.status !== row.status || next.paid !== Number(row.amount_paid_paise);
    if (changed || flag !== row.flag) {
      await trx
        .updateTable("payment_instalments")
        .set({ status: next.status, amount_paid_paise: next.paid, flag, updated_at: nowIso(now) })
        .where("id", "=", row.id)
        .execute();
    }
    // A lead deleted while a link was payable keeps its payments and receipts; only its timeline is gone.
    const leadExists = Boolean(await trx.selectFrom("enquiries").select("id").where("id", "=", row.enquiry_id).executeTakeFirst());
    const part = row.parts > 1 ? ` (instalment ${row.position} of ${row.parts})` : "";
    const payment = event.payload.payment?.entity;
    if (payment && (event.event === "payment_link.paid" || event.event === "payment_link.partially_paid")) {
      // The payment's own time (Razorpay's created_at), not the webhook's: it decides the receipt's financial year.
      const paidAt = nowIso(payment.created_at ? payment.created_at * 1000 : now);
      const customer = { name: link.customer?.name, email: link.customer?.email };
      const receipt = await issueReceipt(trx, now, row, {
        paymentId: payment.id,
        amountPaise: payment.amount,
        method: payment.method ?? null,
        paidAt,
        customer,
      });
      if (receipt && leadExists) {
        await queueReceiptMail(trx, deps.config, row.enquiry_id, receipt.id, now);
        await addActivity(
          trx,
          row.enquiry_id,
          null,
          "payment",
          `Payment received: ${formatPaise(payment.amount)} for ${row.description}${part} · receipt ${receipt.number}`,
          { instalmentId: row.id, receiptId: receipt.id, paymentId: payment.id },
          now,
        );
      }
    }
    if (leadExists && flag && flag !== row.flag)
      await addActivity(trx, row.enquiry_id, null, "payment", `Payment to check: ${row.description}${part}. ${flag}`, { instalmentId: row.id }, now);
    if (leadExists && changed && (next.status === "expired" || next.status === "cancelled")) {
      const what = next.status === "expired" ? "expired" : "was cancelled";
      await addActivity(trx, row.enquiry_id, null, "payment", `Payment link ${what}: ${row.description}${part}`, { instalmentId: row.id }, now);
    }
    // The first instalment paid in full enrols the lead (docs/decisions/067); a wrong amount, flagged, never does.
    if (changed && next.status === "paid" && leadExists) await enrolOnPayment(trx, row.enquiry_id, row.batch_id ?? null, now);
    if (changed) await closeIfSettled(trx, row.request_id, now);
    return "recorded";
  });
  return outcome;
}
