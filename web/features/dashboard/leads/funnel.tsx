// The overview's funnel: how many leads reached each step from enquired to enrolled, and the share that did
// (docs/decisions/022).

import { type Conversion, ENQUIRY_STATUS_LABELS, type InboxStats } from "#contracts/enquiry-inbox";
import { ColumnHeads, figureHeadClass } from "../kit/column-heads";

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`);

const STEPS = ["new", "contacted", "demo_scheduled", "enrolled"] as const;
const STEP_LABELS: Record<(typeof STEPS)[number], string> = {
  new: "Enquired",
  contacted: ENQUIRY_STATUS_LABELS.contacted,
  demo_scheduled: ENQUIRY_STATUS_LABELS.demo_scheduled,
  enrolled: ENQUIRY_STATUS_LABELS.enrolled,
};

/**
 * How many leads reached each step and what share of the step before went on:
 * a table, so the numbers read out in order; the bars only repeat them.
 */
export function Funnel({ funnel }: { funnel: InboxStats["funnel"] }) {
  const count = (s: string) => funnel.find((f) => f.status === s)?.count ?? 0;
  const top = Math.max(1, count("new"));
  const lost = count("lost");
  if (count("new") === 0) return <p className="text-sm text-slate-600">No leads yet.</p>;
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads that reached each step</caption>
        <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          <ColumnHeads labels={["Step", "Leads", "From the step before"]} classOf={figureHeadClass} />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {STEPS.map((s, i) => (
            <tr key={s}>
              <th scope="row" className="py-2 pr-3 font-semibold text-slate-800">
                {STEP_LABELS[s]}
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(count(s) / top) * 100}%` }} />
                </div>
              </th>
              <td className="py-2 pr-3 text-right font-bold tabular-nums text-slate-900">{count(s)}</td>
              <td className="py-2 text-right tabular-nums text-slate-700">{i === 0 ? "" : percent(count(s), count(STEPS[i - 1]!))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600">
        Not interested: <strong className="tabular-nums text-slate-900">{lost}</strong> ({percent(lost, count("new"))} of all leads). Enquiry to enrolment:{" "}
        <strong className="tabular-nums text-slate-900">{percent(count("enrolled"), count("new"))}</strong>.
      </p>
    </div>
  );
}

/** Leads, enrolments and the share that enrolled, per course or per source. */
export function ConversionTable({ rows, label, empty }: { rows: Conversion[]; label: string; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="max-h-80 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads and enrolments by {label.toLowerCase()}</caption>
        <thead className="sticky top-0 bg-white text-xs font-semibold uppercase tracking-wide text-slate-500">
          <ColumnHeads labels={[label, "Leads", "Enrolled", "Rate"]} classOf={figureHeadClass} />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="max-w-[12rem] truncate py-2 pr-3 font-medium text-slate-800" title={r.label}>
                {r.label}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{r.leads}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{r.enrolled}</td>
              <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{percent(r.enrolled, r.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
