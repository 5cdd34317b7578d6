// The overview's visit charts: visits per day with the day's enquiries, and the pages and sources that bring
// them (docs/decisions/053).

import { useState } from "react";
import { type VisitCount, type VisitDay, conversionRate } from "#contracts/visits";
import { Button } from "../kit/button";

const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** Every n-th day is labelled so 7, 30 or 90 labels never crowd: about seven per chart. */
const labelEvery = (days: number) => Math.max(1, Math.ceil(days / 7));

/**
 * Visits per day as inline SVG bars stretched to the card's width, each day's
 * enquiries as a dot above its bar; dates as HTML below so they stay readable on
 * a phone. The same numbers are in a table for screen readers (the chart itself
 * is one labelled image), and the totals are written out beside the chart.
 */
export function DayChart({ days }: { days: VisitDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.visits));
  const height = (visits: number) => (visits === 0 ? 1 : Math.max(3, (visits / max) * 88));
  const every = labelEvery(days.length);
  const columns = { gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` };
  const gap = days.length > 40 ? 1 : 2;

  return (
    <figure>
      <div role="img" aria-labelledby="visit-day-chart-caption" className="relative h-36 sm:h-44">
        <svg viewBox={`0 0 ${days.length * 10} 100`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
          <line x1={0} x2={days.length * 10} y1={99.5} y2={99.5} className="stroke-slate-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={i * 10 + gap}
              y={100 - height(d.visits)}
              width={10 - 2 * gap}
              height={height(d.visits)}
              className={d.visits ? "fill-brand-600" : "fill-slate-200"}
            />
          ))}
        </svg>
        {/* Enquiry marks as HTML so they stay round however the chart stretches. */}
        <div className="absolute inset-0 grid" style={columns} aria-hidden="true">
          {days.map((d) => (
            <div key={d.day} className="relative">
              {d.enquiries > 0 && (
                <span
                  className="absolute left-1/2 h-2 w-2 -translate-x-1/2 rounded-full bg-accent-500 ring-2 ring-white"
                  style={{ bottom: `calc(${height(d.visits)}% + 3px)` }}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-2 grid text-center text-[11px] text-slate-500 sm:text-xs" style={columns} aria-hidden="true">
        {days.map((d, i) => {
          const back = days.length - 1 - i;
          // Flex, so a date wider than its day's column overflows evenly (or to the left, for today's at the edge)
          // rather than off the card; a phone shows every other label so they never touch (invisible, not hidden: each keeps its column).
          const place =
            i === days.length - 1 ? "flex justify-end" : (back / every) % 2 === 1 ? "invisible flex justify-center sm:visible" : "flex justify-center";
          return (
            <span key={d.day} className={`whitespace-nowrap ${place}`}>
              {back % every === 0 ? shortDate(d.day) : ""}
            </span>
          );
        })}
      </div>
      <figcaption id="visit-day-chart-caption" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-brand-600" aria-hidden="true" /> Visits per day
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" /> A day with enquiries
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Visits and enquiries per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{shortDate(d.day)}</td>
              <td>{d.visits}</td>
              <td>{d.enquiries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export interface VisitRow extends VisitCount {
  key: string;
  label: string;
  /** A second line under the label (a course page's address). */
  hint?: string;
}

/** Rows a table shows until asked for all: the busiest pages and sources, without a scroll box inside the page. */
export const VISIT_ROWS_SHOWN = 8;

/**
 * Visits, enquiries and conversion per page or per source: a table, so the
 * numbers read out in order, with a bar under each label as long as its share
 * of the most visited row (the bar only repeats the visits column).
 */
export function VisitTable({ rows, label, noun, empty }: { rows: VisitRow[]; label: string; noun: string; empty: string }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const max = Math.max(1, ...rows.map((r) => r.visits));
  const shown = all ? rows : rows.slice(0, VISIT_ROWS_SHOWN);
  return (
    <div>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Visits, enquiries and conversion by {label.toLowerCase()}</caption>
        <thead className="text-[11px] font-semibold uppercase text-slate-500 sm:text-xs sm:tracking-wide">
          <tr>
            <th scope="col" className="py-2 pr-2 sm:pr-3">
              {label}
            </th>
            <th scope="col" className="w-14 py-2 pr-2 text-right sm:w-20">
              Visits
            </th>
            <th scope="col" className="w-[4.25rem] py-2 pr-2 text-right sm:w-24">
              Enquiries
            </th>
            <th scope="col" className="w-12 py-2 text-right sm:w-24">
              {/* One of the two is shown (and read): the short word where the phone has no room. */}
              <span className="sm:hidden">Rate</span>
              <span className="hidden sm:inline">Conversion</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="py-2 pr-2 font-medium text-slate-800 sm:pr-3">
                <span className="block truncate" title={r.label}>
                  {r.label}
                </span>
                {r.hint && <span className="block truncate text-xs font-normal text-slate-500">{r.hint}</span>}
                <span className="mt-1 block h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${(r.visits / max) * 100}%` }} />
                </span>
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{r.visits}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{r.enquiries}</td>
              <td className="py-2 text-right font-semibold tabular-nums text-slate-900">{conversionRate(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > VISIT_ROWS_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-1" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the first ${VISIT_ROWS_SHOWN}` : `Show all ${rows.length} ${noun}`}
        </Button>
      )}
    </div>
  );
}
