import { useQuery } from "@tanstack/react-query";
import { utcDayMonthYear } from "#contracts/en-in-format";
import { type FirstResponse, formatDuration } from "#contracts/first-response";
import { keys } from "../queries/keys";
import { fetchFirstResponse } from "./api";
import { ColumnHeads, figureHeadClass } from "../kit/column-heads";
import { FigureCard } from "../kit/figure-card";

// The overview's first-response card (docs/decisions/066): how long a
// student waits from enquiring to hearing from us (an automatic WhatsApp or
// email, or a counsellor's call), as the median per week and per counsellor.
// Read under the inbox's key, so any change to a lead reads it again.

const firstResponseKey = [...keys.inbox, "first-response"] as const;

/** Weeks shown in the table: the latest few, newest first (the server sends twelve). */
const WEEKS_SHOWN = 6;

const median = (seconds: number | null) => (seconds === null ? "—" : formatDuration(seconds));

function Figures({ data }: { data: FirstResponse }) {
  const weeks = data.weeks.slice(-WEEKS_SHOWN).reverse();
  const thisWeek = data.weeks.at(-1);
  if (data.weeks.every((w) => w.enquiries === 0)) return <p className="text-sm text-slate-600">No enquiries in the last twelve weeks.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {thisWeek?.medianSeconds != null ? (
          <>
            This week, half of the students heard from us within{" "}
            <strong className="text-lg font-extrabold tabular-nums text-brand-900">{formatDuration(thisWeek.medianSeconds)}</strong>.
          </>
        ) : (
          "No student who enquired this week has heard from us yet."
        )}
        {data.waiting > 0 && (
          <>
            {" "}
            <strong className="tabular-nums text-slate-900">{data.waiting}</strong> {data.waiting === 1 ? "lead has" : "leads have"} not heard from us yet.
          </>
        )}
      </p>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 md:gap-10">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Median first-response time per week</caption>
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            <ColumnHeads labels={["Week of", "Leads", "Answered", "Median"]} classOf={figureHeadClass} />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {utcDayMonthYear(new Date(`${w.start}T00:00:00Z`))}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{w.enquiries}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{w.answered}</td>
                <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{median(w.medianSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Median first-response time per counsellor, last twelve weeks</caption>
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            <ColumnHeads labels={["Counsellor", "Leads", "Answered", "Median"]} classOf={figureHeadClass} />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.counsellors.map((c) => (
              <tr key={c.id ?? "unassigned"}>
                <th scope="row" className="max-w-[10rem] truncate py-2 pr-3 font-medium text-slate-800" title={c.name}>
                  {c.name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{c.enquiries}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{c.answered}</td>
                <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{median(c.medianSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        From the first enquiry to the first WhatsApp or email that reached the student, or a call or status change by a counsellor. Per counsellor: the
        lead&apos;s owner now, over the last twelve weeks.
      </p>
    </div>
  );
}

export function FirstResponseCard() {
  const query = useQuery({ queryKey: firstResponseKey, queryFn: ({ signal }) => fetchFirstResponse(signal) });
  return (
    <FigureCard id="first-response-title" title="First response time" what="the first-response times" query={query}>
      {(data) => <Figures data={data} />}
    </FigureCard>
  );
}
