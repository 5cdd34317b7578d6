// The overview's chart of enquiries per week, readable on a phone and by screen readers.

import type { InboxStats } from "#contracts/enquiry-inbox";

const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Enquiries per week: inline SVG bars stretched to the card's width, with the
 * numbers and dates as HTML in the same 12 columns so they stay readable on a
 * phone. A hidden table gives screen readers the same numbers.
 */
export function WeekChart({ weeks }: { weeks: InboxStats["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const height = (count: number) => (count === 0 ? 1.5 : Math.max(4, (count / max) * 86));
  const columns = { gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))` };

  return (
    <figure>
      <div role="img" aria-labelledby="week-chart-caption" className="relative h-44 sm:h-52">
        <svg
          viewBox={`0 0 ${weeks.length * 10} 100`}
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full"
          aria-hidden="true"
          focusable="false"
        >
          <line x1={0} x2={weeks.length * 10} y1={99.5} y2={99.5} className="stroke-slate-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {weeks.map((w, i) => (
            <rect
              key={w.start}
              x={i * 10 + 2}
              y={100 - height(w.count)}
              width={6}
              height={height(w.count)}
              className={i === weeks.length - 1 ? "fill-accent-500" : w.count ? "fill-brand-600" : "fill-slate-200"}
            />
          ))}
        </svg>
        <div className="absolute inset-0 grid" style={columns} aria-hidden="true">
          {weeks.map((w) => (
            <div key={w.start} className="relative">
              {w.count > 0 && (
                <span
                  className="absolute inset-x-0 text-center text-xs font-semibold tabular-nums text-slate-700"
                  style={{ bottom: `calc(${height(w.count)}% + 2px)` }}
                >
                  {w.count}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-2 grid text-center text-[11px] text-slate-500 sm:text-xs" style={columns} aria-hidden="true">
        {weeks.map((w, i) => (
          <span key={w.start} className="whitespace-nowrap">
            {i % 2 === 1 ? shortDate(w.start) : ""}
          </span>
        ))}
      </div>
      <figcaption id="week-chart-caption" className="sr-only">
        Enquiries per week for the last {weeks.length} weeks, the current week last.
      </figcaption>
      <table className="sr-only">
        <caption>Enquiries per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.start}>
              <td>{shortDate(w.start)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
