// The outcome ledger's numbers and the placements students chose to show, above
// the institute's own records on /placements (docs/decisions/097). Rendered into
// the HTML from the snapshot; nothing here loads later, so nothing moves.
import { formatDate } from "#contracts/date-format";
import {
  type CourseOutcomes,
  MIN_GRADUATES_FOR_RATE,
  MIN_SALARIES_FOR_MEDIAN,
  type PlacementProof,
  type VerifiedPlacement,
  monthLabel,
  rupees,
  verifyPlacementPath,
} from "#contracts/placement-proof";
import { PlacementHeading } from "./placement-heading";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Step({ label, count, of, tone }: { label: string; count: number; of: number; tone: string }) {
  const width = of > 0 ? Math.max(count > 0 ? 2 : 0, Math.round((count / of) * 100)) : 0;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-slate-700">{label}</span>
        <span className="text-sm font-bold text-brand-900 tabular-nums">{count}</span>
      </div>
      <span className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${width}%` }} />
      </span>
    </li>
  );
}

function CourseCard({ c, asOf }: { c: CourseOutcomes; asOf: string }) {
  const seeking = c.graduates - c.notSeeking;
  const big = c.placedRate === null ? `${c.inField} of ${seeking}` : `${Math.round(c.placedRate * 100)}\u00a0%`;
  return (
    <li data-testid="course-outcomes" className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 className="text-lg font-bold text-brand-900">{c.courseTitle}</h3>
      <p className="mt-2 text-4xl font-extrabold text-brand-900">
        {big} <span className="text-lg font-bold text-slate-600">placed in their field</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {c.placedRate === null
          ? `Fewer than ${MIN_GRADUATES_FOR_RATE} graduates so far: counts, not a percentage.`
          : `${c.inField} of the ${plural(seeking, "graduate")} who looked for a job.`}
      </p>
      <ol className="mt-5 space-y-3" aria-label={`${c.courseTitle}: where every graduate is`}>
        <Step label="Graduates" count={c.graduates} of={c.graduates} tone="bg-brand-700" />
        <Step label="Not looking for a job" count={c.notSeeking} of={c.graduates} tone="bg-slate-400" />
        <Step label="Placed in their field" count={c.inField} of={c.graduates} tone="bg-emerald-600" />
        <Step label="Other outcomes" count={c.otherOutcomes} of={c.graduates} tone="bg-amber-500" />
        <Step label="Not reported (counted as not placed)" count={c.nonReporting} of={c.graduates} tone="bg-red-500" />
      </ol>
      <div className="mt-5 rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Median base pay</p>
        {c.medianBaseSalaryMonthly === null ? (
          <p className="mt-1 text-sm text-slate-700">
            Not shown: {plural(c.salariesReported, "salary", "salaries")} reported, fewer than {MIN_SALARIES_FOR_MEDIAN}.
          </p>
        ) : (
          <p className="mt-1 text-slate-700">
            <span className="text-xl font-extrabold text-brand-900">{rupees(c.medianBaseSalaryMonthly)}</span> a month, from{" "}
            {plural(c.salariesReported, "salary", "salaries")}
          </p>
        )}
      </div>
      <p className="mt-4 text-xs text-slate-600">
        As of {formatDate(asOf)}, {plural(c.batches, "batch", "batches")} ending {formatDate(c.batchesEndFrom)}
        {c.batchesEndTo !== c.batchesEndFrom ? `–${formatDate(c.batchesEndTo)}` : ""}
      </p>
    </li>
  );
}

function VerifiedCard({ p }: { p: VerifiedPlacement }) {
  return (
    <li data-testid="verified-placement" className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-emerald-200">
      <p className="inline-flex self-start items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-bold text-emerald-800">
        <span aria-hidden="true">✓</span> Verified · {p.verifiedBy === "employer" ? "employer confirmed" : "letter on file"}
      </p>
      <h3 className="mt-3 text-lg font-bold break-words text-brand-900 [overflow-wrap:anywhere]">{p.name}</h3>
      <p className="text-sm font-semibold break-words text-slate-800 [overflow-wrap:anywhere]">{p.role ? `${p.role} at ${p.employer}` : p.employer}</p>
      <p className="mt-1 text-sm text-slate-600">
        {p.courseTitle} · batch of {monthLabel(p.batchStart)}
        {p.startMonth && ` · started ${monthLabel(p.startMonth)}`}
      </p>
      <a href={verifyPlacementPath(p.id)} className="mt-auto pt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        How it was verified<span className="sr-only">: {p.name}</span>
      </a>
    </li>
  );
}

/** The numbers per course and the verified placements; nothing at all before the first batch has ended. */
export function PlacementNumbers({ outcomes, courseName }: { outcomes: PlacementProof; courseName?: string }) {
  if (outcomes.courses.length === 0 && outcomes.verified.length === 0) return null;
  return (
    <section aria-labelledby="placement-numbers-heading" className="bg-white py-10 md:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-6 max-w-3xl">
          <PlacementHeading id="placement-numbers-heading" eyebrow="Counted, not picked">
            {courseName ? `${courseName}: every graduate counted` : "Every graduate counted"}
          </PlacementHeading>
          <p className="mt-3 text-slate-600">
            Each number is worked out from our placement records, not typed in. A job counts only with the offer letter or the employer&apos;s word. Placed in
            their field = placed ÷ (graduates − not looking for a job); anyone who has not told us stays in the count as not placed.
          </p>
        </div>
        {outcomes.courses.length > 0 && (
          <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
            {outcomes.courses.map((c) => (
              <CourseCard key={c.courseId} c={c} asOf={outcomes.asOf} />
            ))}
          </ul>
        )}
        {outcomes.verified.length > 0 && (
          <>
            <h3 className="mt-10 text-xl font-extrabold text-brand-900">Verified placements</h3>
            <p className="mt-1 text-sm text-slate-600">Shown with each student&apos;s consent. Open one to see how it was verified; pay is never shown.</p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
              {outcomes.verified.map((p) => (
                <VerifiedCard key={p.id} p={p} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
