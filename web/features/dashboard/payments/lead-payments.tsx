// The lead view's fees: ask for a fee in instalments, see each Payment Link's state, cancel, re-issue, open
// receipts (docs/decisions/054).

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "#contracts/date-format";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { whatsappLink } from "#contracts/message-templates";
import { INSTALMENT_STATUS_LABELS, type Instalment, type LeadPayments, type PaymentRequestInput, formatPaise } from "#contracts/payments";
import { WhatsAppIcon } from "#web/components/icons";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { addActivity } from "../leads/api";
import { useInboxChanged } from "../leads/inbox-queries";
import { notifyFailure } from "../kit/notify";
import { keys } from "../queries/keys";
import { LinkActions } from "./link-actions";
import { PaymentRequestForm } from "./payment-request-form";
import { fetchLeadPayments, requestPayment } from "./api";

const TONE: Record<Instalment["status"], string> = {
  created: "bg-amber-100 text-amber-900",
  partially_paid: "bg-sky-100 text-sky-900",
  paid: "bg-emerald-100 text-emerald-900",
  expired: "bg-slate-200 text-slate-800",
  cancelled: "bg-slate-200 text-slate-800",
};

const partOf = (i: Instalment) => (i.parts > 1 ? ` (${i.position} of ${i.parts})` : "");

/** The ready WhatsApp text of one link: the student's first name, what, how much, by when. */
export function paymentMessage(name: string, i: Instalment) {
  const first = name.trim().split(/\s+/)[0] ?? name;
  const owed = formatPaise(i.amountPaise - i.amountPaidPaise);
  return `Hi ${first}, here is the link to pay ${owed} for ${i.description}${partOf(i)}, due ${formatDate(i.dueDate)}: ${i.shortUrl}`;
}

/** The lead's latest link still to be paid, for {payment_link} in a WhatsApp template; null when none. */
export function useOpenPaymentLink(enquiryId: string) {
  const { data } = useQuery({ queryKey: keys.payments(enquiryId), queryFn: ({ signal }) => fetchLeadPayments(enquiryId, signal) });
  const open = data?.instalments.filter((i) => i.status === "created" || i.status === "partially_paid") ?? [];
  return open.at(-1)?.shortUrl ?? null;
}

interface Props {
  detail: EnquiryDetail;
  onChange: (next: EnquiryDetail) => void;
  onOpenReceipt: (id: string) => void;
}

/**
 * A lead's fees (docs/decisions/054): each instalment with its state and receipts,
 * "Ask for a payment" while Razorpay is configured, and each open link ready to
 * send on WhatsApp (logged on the timeline). Without Razorpay keys and with no
 * instalments, nothing shows.
 */
export function LeadPaymentsPanel({ detail, onChange, onOpenReceipt }: Props) {
  const client = useQueryClient();
  const inboxChanged = useInboxChanged();
  const { data } = useQuery({ queryKey: keys.payments(detail.id), queryFn: ({ signal }) => fetchLeadPayments(detail.id, signal) });
  const [asking, setAsking] = useState(false);
  if (!data || (!data.configured && data.instalments.length === 0)) return null;

  async function send(input: PaymentRequestInput) {
    try {
      client.setQueryData(keys.payments(detail.id), await requestPayment(detail.id, input));
      setAsking(false);
      notify.success(input.instalments.length > 1 ? "Payment links created" : "Payment link created");
      // The request is on the timeline now.
      inboxChanged();
      await client.invalidateQueries({ queryKey: keys.enquiry(detail.id) });
    } catch (err) {
      notifyFailure("Failed to create the payment link", err);
      throw err;
    }
  }

  async function linkChanged(next: LeadPayments) {
    client.setQueryData(keys.payments(detail.id), next);
    inboxChanged();
    await client.invalidateQueries({ queryKey: keys.enquiry(detail.id) });
  }

  async function logWhatsApp(text: string) {
    try {
      onChange(await addActivity(detail.id, { kind: "whatsapp", text }));
    } catch (err) {
      notifyFailure("Failed to log the WhatsApp message", err);
    }
  }

  return (
    <section aria-labelledby="fees-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="fees-title" className="text-sm font-bold text-brand-900">
          Fees
        </h3>
        {data.configured && !asking && (
          <Button size="sm" onClick={() => setAsking(true)}>
            Ask for a payment
          </Button>
        )}
      </div>
      {asking && <PaymentRequestForm payments={data} course={detail.course} onSend={send} onCancel={() => setAsking(false)} />}
      {data.instalments.length === 0 ? (
        !asking && <p className="text-sm text-slate-600">No payment asked for yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label="Instalments">
          {data.instalments.map((i) => {
            const open = i.status === "created" || i.status === "partially_paid";
            const text = paymentMessage(detail.name, i);
            return (
              <li key={i.id} className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {formatPaise(i.amountPaise)} · {i.description}
                    {partOf(i)}
                  </p>
                  <p className="text-xs text-slate-600">
                    Due {formatDate(i.dueDate)}
                    {i.amountPaidPaise > 0 && i.status !== "paid" && ` · ${formatPaise(i.amountPaidPaise)} paid`}
                    {open && (
                      <>
                        {" · "}
                        <a href={i.shortUrl} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
                          {i.shortUrl}
                        </a>
                      </>
                    )}
                  </p>
                  {i.replacedBy && <p className="text-xs text-slate-500">Re-issued: the new link is listed below.</p>}
                  {i.flag && (
                    <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-950 ring-1 ring-amber-300" role="note">
                      To check: {i.flag}
                    </p>
                  )}
                  {i.receipts.length > 0 && (
                    <p className="mt-1 flex flex-wrap gap-2">
                      {i.receipts.map((r) => (
                        <button
                          key={r.id}
                          type="button"
                          onClick={() => onOpenReceipt(r.id)}
                          className="text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                        >
                          Receipt {r.number}
                        </button>
                      ))}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  {data.configured && <LinkActions instalment={i} onDone={linkChanged} />}
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[i.status]}`}>{INSTALMENT_STATUS_LABELS[i.status]}</span>
                  {open && (
                    <a
                      href={whatsappLink(detail.phone, text)}
                      target="_blank"
                      rel="noreferrer"
                      onClick={() => void logWhatsApp(text)}
                      aria-label={`Send the link for ${formatPaise(i.amountPaise)}${partOf(i)} on WhatsApp`}
                      className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
                    >
                      <WhatsAppIcon className="h-3.5 w-3.5 text-emerald-600" />
                      WhatsApp
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
