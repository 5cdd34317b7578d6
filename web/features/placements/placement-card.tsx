import { formatMonthYear, toIsoDate } from "#contracts/date-format";
import type { PublicPlacement } from "#contracts/placement";
import { PlacementPhoto } from "./placement-photo";
import { courseLabel, displayName, needsDisclaimer, roleAtCompany } from "./placement-text";

/**
 * A placement card: photo (or the student's initials), name, course (degree),
 * role and company when entered, placement date and text. Never the internal
 * student id (docs/decisions/060).
 */
export function PlacementCard({ record, onReadDisclaimer }: { record: PublicPlacement; onReadDisclaimer: () => void }) {
  const job = roleAtCompany(record.role, record.company);
  const name = displayName(record.name);
  // Phones: photo beside the text, so a long list stays short; wider screens: a centred card.
  return (
    <li
      data-testid="placement-card"
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center"
    >
      <PlacementPhoto
        record={record}
        px={96}
        photoClass="h-16 w-16 ring-4 ring-brand-50 sm:h-24 sm:w-24"
        initialsClass="h-16 w-16 text-xl ring-4 ring-brand-50 sm:h-24 sm:w-24 sm:text-3xl"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:w-full">
        <h3 className="text-lg font-bold break-words text-brand-900 [overflow-wrap:anywhere] sm:mt-4">{name}</h3>
        <p className="mt-0.5 text-sm font-medium break-words text-brand-700 [overflow-wrap:anywhere] sm:mt-1">{courseLabel(record.course, record.degree)}</p>
        {job && (
          <p data-testid="placement-job" className="mt-0.5 text-sm font-semibold break-words text-slate-800 [overflow-wrap:anywhere] sm:mt-1">
            {job}
          </p>
        )}
        {toIsoDate(record.date) && (
          <p className="mt-0.5 text-xs text-slate-600 sm:mt-1 sm:mb-4">
            Placed <time dateTime={toIsoDate(record.date)}>{formatMonthYear(record.date)}</time>
          </p>
        )}
        <div className="mt-3 border-t border-slate-100 pt-3 sm:mt-auto sm:min-h-14 sm:pt-4">
          {needsDisclaimer(record.placement) ? (
            <button
              type="button"
              onClick={onReadDisclaimer}
              className="-mx-2 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Read Disclaimer
            </button>
          ) : (
            <p className="text-sm font-semibold break-words text-emerald-700 [overflow-wrap:anywhere]">{record.placement}</p>
          )}
        </div>
      </div>
    </li>
  );
}
