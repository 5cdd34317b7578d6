// The admin overview's fees line: collected, due and overdue, and the payments staff must check
// (docs/decisions/054, 056).

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { LeadLinks, enquiryHref } from "../leads/lead-links";
import { formatDate } from "#contracts/date-format";
import { formatPaise } from "#contracts/payments";
import { keys } from "../queries/keys";
import { fetchPaymentSummary } from "./api";
import { ReceiptModal } from "./receipt-modal";

function Figure({ label, value, hint, tone }: { label: string; value: string; hint: string; tone: string }) {
  return (
    <div className={`rounded-xl p-3 ring-1 ring-slate-200 ${tone}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-extrabold tabular-nums text-brand-900">{value}</p>
      <p className="text-xs text-slate-600">{hint}</p>
    </div>
  );
}

/**
 * The admin overview's fees line (docs/decisions/054): collected so far, what is
 * still due and what is overdue, with the late instalments' leads, and the
 * payments staff must check (docs/decisions/056: a wrong amount, a deleted lead).
 * Shown once payments are configured or anything was ever asked for.
 */
export function FeesOverview() {
  const [receipt, setReceipt] = useState<string | null>(null);
  const { data: s } = useQuery({ queryKey: keys.paymentSummary, queryFn: ({ signal }) => fetchPaymentSummary(signal) });
  if (!s || (!s.configured && s.collectedPaise === 0 && s.dueCount === 0 && s.overdueCount === 0 && s.attention.length === 0)) return null;
  const plural = (n: number) => (n === 1 ? "1 instalment" : `${n} instalments`);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" aria-label="Fees">
      <h2 className="mb-3 text-base font-bold text-brand-900">Fees</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Collected" value={formatPaise(s.collectedPaise)} hint="every receipt so far" tone="bg-emerald-50" />
        <Figure label="Due" value={formatPaise(s.duePaise)} hint={`${plural(s.dueCount)} due today or later`} tone="bg-white" />
        <Figure
          label="Overdue"
          value={formatPaise(s.overduePaise)}
          hint={`${plural(s.overdueCount)} past the due date`}
          tone={s.overdueCount > 0 ? "bg-red-50" : "bg-white"}
        />
      </div>
      {s.overdue.length > 0 && (
        <LeadLinks
          className="mt-3"
          label="Overdue instalments"
          rows={s.overdue.map((o) => ({
            key: o.id,
            enquiryId: o.enquiryId,
            name: o.name,
            detail: `${o.description} · due ${formatDate(o.dueDate)}`,
            end: <span className="text-sm font-semibold tabular-nums text-red-800">{formatPaise(o.outstandingPaise)}</span>,
          }))}
        />
      )}
      {s.attention.length > 0 && (
        <div className="mt-3">
          <h3 className="mb-1 text-sm font-bold text-amber-900">Payments to check</h3>
          <ul className="divide-y divide-slate-100 rounded-xl bg-amber-50 ring-1 ring-amber-200" aria-label="Payments to check">
            {s.attention.map((a) => (
              <li key={a.id} className="px-4 py-2 text-sm">
                <p className="font-semibold text-slate-900">
                  {a.enquiryId ? (
                    <Link to={enquiryHref(a.enquiryId)} className="text-brand-700 underline-offset-2 hover:underline">
                      {a.name}
                    </Link>
                  ) : (
                    a.name || "Deleted lead"
                  )}{" "}
                  · {a.description}
                </p>
                <p className="text-xs text-amber-950">{a.reason}</p>
                {a.receipts.length > 0 && (
                  <p className="mt-1 flex flex-wrap gap-2 text-xs">
                    {a.receipts.map((r) => (
                      <button key={r.id} type="button" onClick={() => setReceipt(r.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                        Receipt {r.number}
                      </button>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReceiptModal id={receipt} onClose={() => setReceipt(null)} />
    </section>
  );
}
