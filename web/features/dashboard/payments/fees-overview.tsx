import { useQuery } from "@tanstack/react-query";
import { LeadLinks } from "../enquiries/lead-links";
import { formatDate } from "../../../../contracts/date-format";
import { formatPaise } from "../../../../contracts/payments";
import { keys } from "../queries/keys";
import { fetchPaymentSummary } from "./payments-api";

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
 * still due and what is overdue, with the late instalments' leads. Shown once
 * payments are configured or anything was ever asked for.
 */
export function FeesOverview() {
  const { data: s } = useQuery({ queryKey: keys.paymentSummary, queryFn: ({ signal }) => fetchPaymentSummary(signal) });
  if (!s || (!s.configured && s.collectedPaise === 0 && s.dueCount === 0 && s.overdueCount === 0)) return null;
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
    </section>
  );
}
