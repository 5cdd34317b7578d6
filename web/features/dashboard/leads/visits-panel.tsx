import { useState } from "react";
import { useForm } from "#web/lib/forms/use-form";
import { VISIT_PERIODS, type VisitReport, conversionRate, visitRangeSchema } from "#contracts/visits";
import { Button } from "../kit/button";
import { DateRangeForm } from "../kit/date-range-form";
import { Spinner } from "../kit/spinner";
import { DayChart, type VisitRow, VisitTable } from "./visit-charts";
import { type VisitPeriod, useVisits } from "./visits-queries";

// Which pages bring students (docs/decisions/053): visits the server counted
// (no cookies, no third-party script) beside the enquiries of the same days.

const PAGE_NAMES: Record<string, string> = {
  "/": "Home",
  "/about": "About us",
  "/courses": "All courses",
  "/placements": "Placements",
  "/corporate-training": "Corporate training",
  "/student-feedback": "Student feedback",
  "/blog": "Blog",
  "/contact": "Contact",
};

const SOURCE_NAMES: Record<string, string> = {
  direct: "Direct",
  internal: "Our own pages",
  other: "Other sources",
};
const SOURCE_HINTS: Record<string, string> = {
  direct: "typed, bookmarked or from an app",
  internal: "a move from one of our pages to another",
  other: "beyond the day's 200 named sources",
};

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function pageRows(report: VisitReport): VisitRow[] {
  return report.pages.map((p) => ({ key: p.page, label: p.course ?? PAGE_NAMES[p.page] ?? p.page, hint: p.page, visits: p.visits, enquiries: p.enquiries }));
}

function sourceRows(report: VisitReport): VisitRow[] {
  return report.sources.map((s) => ({
    key: s.source,
    label: SOURCE_NAMES[s.source] ?? s.source,
    hint: SOURCE_HINTS[s.source],
    visits: s.visits,
    enquiries: s.enquiries,
  }));
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-2.5 py-2.5 ring-1 ring-slate-200 sm:px-3">
      <p className="text-[11px] font-semibold uppercase text-slate-600 sm:text-xs sm:tracking-wide">{label}</p>
      <p className="mt-0.5 text-xl font-extrabold tabular-nums text-brand-900 sm:text-2xl">{value}</p>
      <p className="text-xs text-slate-600">{hint}</p>
    </div>
  );
}

/** 7, 30 or 90 days, or a range of the staff member's choosing. */
function PeriodPicker({ period, onChange }: { period: VisitPeriod; onChange: (p: VisitPeriod) => void }) {
  const range = useForm({ from: "from" in period ? period.from : "", to: "from" in period ? period.to : "" });
  const custom = !("days" in period);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {VISIT_PERIODS.map((days) => {
          const on = "days" in period && period.days === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={on}
              onClick={() => onChange({ days })}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                on ? "bg-white text-brand-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {days} days
            </button>
          );
        })}
      </div>
      <DateRangeForm range={range} schema={visitRangeSchema} label="Choose dates" primary={custom} onChosen={(chosen) => onChange(chosen)} />
    </div>
  );
}

/** The overview's visits card: period, totals, visits per day, and visits, enquiries and conversion per page and per source. */
export function VisitsPanel() {
  const [period, setPeriod] = useState<VisitPeriod>({ days: 30 });
  const { report, loading, error, reload } = useVisits(period);
  const nothing = report && report.total.visits === 0 && report.total.enquiries === 0;

  return (
    <section aria-labelledby="visits-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="visits-title" className="text-base font-bold text-brand-900">
            Which pages bring students
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Page visits counted by our own server (no cookies, bots left out) beside the enquiries of the same days.
            {report && ` ${longDate(report.from)} – ${longDate(report.to)}.`}
          </p>
        </div>
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>

      {report && !report.counting && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Visit counting is turned off on the server (PAGE_VIEWS=off): these are the visits counted before.
        </p>
      )}

      {error ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold text-red-700">Could not load the visits: {error}</span>
          <Button size="sm" onClick={reload}>
            Retry
          </Button>
        </div>
      ) : !report ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading visits…
        </p>
      ) : nothing ? (
        <div className="mt-4 rounded-xl bg-slate-50 px-4 py-8 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">No visits counted in this period yet.</p>
          <p className="mt-1 text-sm text-slate-600">
            Every time someone opens a page of the website it is counted here, with where they came from (a link&apos;s utm_source, a search engine, or direct).
          </p>
        </div>
      ) : (
        <div className={`mt-4 space-y-5 transition-opacity ${loading ? "opacity-60" : ""}`} aria-busy={loading}>
          <div className="grid grid-cols-3 gap-2 sm:max-w-xl sm:gap-3">
            <Figure label="Visits" value={String(report.total.visits)} hint="page loads" />
            <Figure label="Enquiries" value={String(report.total.enquiries)} hint="new leads" />
            <Figure label="Conversion" value={conversionRate(report.total)} hint="enquiries per visit" />
          </div>
          <DayChart days={report.days} />
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <section aria-labelledby="visits-by-page">
              <h3 id="visits-by-page" className="mb-2 text-sm font-bold text-slate-800">
                By page
              </h3>
              <VisitTable rows={pageRows(report)} label="Page" noun="pages" empty="No page visits in this period." />
            </section>
            <section aria-labelledby="visits-by-source">
              <h3 id="visits-by-source" className="mb-2 text-sm font-bold text-slate-800">
                By source
              </h3>
              <VisitTable rows={sourceRows(report)} label="Source" noun="sources" empty="No visits in this period." />
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
