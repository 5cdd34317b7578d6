import crypto from "node:crypto";
import type { PaymentDeps } from "./deps";
import { PAYMENT_MESSAGES, type ReissueInput, formatPaise } from "#contracts/payments";
import type { PublicUser } from "#contracts/user";
import type { PaymentInstalmentsTable } from "#server/db/types";
import { Conflict, notFound, UpstreamFailed } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { lockLead, addActivity } from "../leads";
import { closeIfSettled, reopenRequest } from "./fee-requests";
import { queueLinksMail } from "./payment-mail";
import { GatewayError, type CreatedLink, cancelLinksQuietly, cancelPaymentLink, requirePayments } from "./razorpay";
import { checkDueDate, checkMayBill, makeLink } from "./requests";

// Staff cancel an open link, or re-issue it (docs/decisions/056): the old link is
// cancelled at Razorpay first (POST /v1/payment_links/:id/cancel), so a student
// never holds two payable links for one instalment. Only a link with nothing paid
// on it qualifies; money received is never undone from here.

const part = (row: Pick<PaymentInstalmentsTable, "parts" | "position">) => (Number(row.parts) > 1 ? ` (instalment ${row.position} of ${row.parts})` : "");

/** The instalment and its lead, when this staff member may act on it and it has nothing paid. */
async function cancellable(deps: PaymentDeps, id: string, staff: PublicUser, statuses: string[]) {
  requirePayments(deps.config);
  const row = await deps.db.selectFrom("payment_instalments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Payment link");
  const lead = await deps.db.selectFrom("enquiries").selectAll().where("id", "=", row.enquiry_id).executeTakeFirst();
  if (!lead) throw notFound("Enquiry");
  checkMayBill(lead, staff);
  if (!statuses.includes(row.status) || Number(row.amount_paid_paise) > 0 || row.replaced_by) throw new Conflict(PAYMENT_MESSAGES.notCancellable);
  return { row, lead };
}

/** Cancels the link at Razorpay, then marks it cancelled unless a payment got there first. */
async function cancelAtGateway(deps: PaymentDeps, row: PaymentInstalmentsTable, staff: PublicUser, text: string) {
  try {
    await cancelPaymentLink(deps.config, row.link_id);
  } catch (err) {
    deps.log.error({ err: err instanceof GatewayError ? err.message : String(err), instalmentId: row.id }, "payments: cancelling a link failed");
    throw new UpstreamFailed(PAYMENT_MESSAGES.cancelRefused);
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("payment_instalments")
      .set({ status: "cancelled", updated_at: nowIso(now) })
      .where("id", "=", row.id)
      .where("status", "=", "created")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new Conflict(PAYMENT_MESSAGES.notCancellable);
    await addActivity(trx, row.enquiry_id, { id: staff._id, username: staff.username }, "payment", text, { instalmentId: row.id }, now);
    await closeIfSettled(trx, row.request_id, now);
  });
}

export async function cancelInstalment(deps: PaymentDeps, id: string, staff: PublicUser) {
  const { row } = await cancellable(deps, id, staff, ["created"]);
  await cancelAtGateway(deps, row, staff, `Payment link cancelled: ${formatPaise(Number(row.amount_paise))} for ${row.description}${part(row)}`);
  return row.enquiry_id;
}

/** A new link for the same instalment (optionally a new due date); an open old link is cancelled first. */
export async function reissueInstalment(deps: PaymentDeps, id: string, input: ReissueInput, staff: PublicUser) {
  const { row, lead } = await cancellable(deps, id, staff, ["created", "expired", "cancelled"]);
  const dueDate = input.dueDate ?? row.due_date;
  checkDueDate(dueDate, deps.now(), "dueDate");
  if (row.status === "created") await cancelAtGateway(deps, row, staff, `Payment link cancelled to re-issue it: ${row.description}${part(row)}`);

  const plan = { id: crypto.randomUUID(), position: Number(row.position), parts: Number(row.parts), amountPaise: Number(row.amount_paise), dueDate };
  let made: CreatedLink;
  try {
    made = await makeLink(deps, lead, row.description, row.request_id, plan);
  } catch (err) {
    deps.log.error({ err: err instanceof GatewayError ? err.message : String(err), instalmentId: row.id }, "payments: re-issuing a link failed");
    throw new UpstreamFailed(PAYMENT_MESSAGES.reissueFailed);
  }
  const now = deps.now();
  const at = nowIso(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await lockLead(trx, lead.id);
      if (!current) throw notFound("Enquiry");
      const { id: _old, flag: _flag, replaced_by: _replaced, ...kept } = row;
      await trx
        .insertInto("payment_instalments")
        .values({
          ...kept,
          id: plan.id,
          due_date: dueDate,
          status: "created",
          amount_paid_paise: 0,
          link_id: made.id,
          short_url: made.shortUrl,
          created_by: staff._id,
          created_at: at,
          updated_at: at,
        })
        .execute();
      // Two re-issues at once: the second finds the first's and stores nothing.
      const replaced = await trx
        .updateTable("payment_instalments")
        .set({ replaced_by: plan.id, updated_at: at })
        .where("id", "=", row.id)
        .where("replaced_by", "is", null)
        .executeTakeFirst();
      if (Number(replaced.numUpdatedRows) === 0) throw new Conflict(PAYMENT_MESSAGES.notCancellable);
      await reopenRequest(trx, row.request_id, row.description, now);
      await addActivity(
        trx,
        lead.id,
        { id: staff._id, username: staff.username },
        "payment",
        `Payment link re-issued: ${formatPaise(plan.amountPaise)} for ${row.description}${part(row)} · ${made.shortUrl}`,
        { instalmentId: plan.id, replaces: row.id, links: [made.shortUrl] },
        now,
      );
      await queueLinksMail(trx, deps.config, current, row.description, [{ amountPaise: plan.amountPaise, dueDate, shortUrl: made.shortUrl }], now);
    });
  } catch (err) {
    await cancelLinksQuietly(deps.config, deps.log, [made.id]);
    throw err;
  }
  return { enquiryId: lead.id, instalmentId: plan.id };
}
