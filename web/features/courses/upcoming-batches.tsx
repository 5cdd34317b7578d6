// A course page's list of next batches with their fees, as staff entered them.

import { BATCH_FULL_TEXT } from "#contracts/batch-copy";
import type { Batch } from "#contracts/content";
import { ModalLink, type ModalTrigger } from "#web/components/modal-link";
import { formatDate } from "#contracts/date-format";
import { formatRupees } from "#contracts/fees";

const MODE_LABEL = { classroom: "Classroom", online: "Online", both: "Classroom or online" } as const;
const SCHEDULE_LABEL = { weekday: "Weekday batch", weekend: "Weekend batch" } as const;

/**
 * The course's next batches with their fees, as staff entered them. A batch
 * whose start date has passed is no longer in the list: the server renders the
 * page again each day.
 */
export function UpcomingBatches({ batches, enquire }: { batches: Batch[]; enquire: ModalTrigger }) {
  return (
    <section aria-labelledby="batches-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h2 id="batches-heading" className="text-2xl font-bold text-brand-900">
        Upcoming batches
      </h2>
      {batches.length === 0 ? (
        <p className="mt-4 text-slate-700">
          New batches start every month, on weekdays and at weekends.{" "}
          <ModalLink trigger={enquire} className="font-semibold text-blue-700 underline">
            Ask us for the next start date
          </ModalLink>
          .
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {batches.map((b) => (
            <li key={b.id} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{SCHEDULE_LABEL[b.schedule]}</p>
              <p className="mt-1 text-lg font-bold text-brand-900">Starts {formatDate(b.startDate)}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
                <dt className="font-semibold">Timing</dt>
                <dd>{b.timing}</dd>
                <dt className="font-semibold">Mode</dt>
                <dd>{MODE_LABEL[b.mode]}</dd>
                <dt className="font-semibold">Duration</dt>
                <dd>{b.duration}</dd>
                {b.feeInr !== undefined && (
                  <>
                    <dt className="font-semibold">Fee</dt>
                    <dd>{formatRupees(b.feeInr)}</dd>
                  </>
                )}
              </dl>
              {b.seatsLeft !== undefined && (
                <p className={`mt-2 text-sm font-semibold ${b.seatsLeft <= 5 ? "text-amber-800" : "text-green-700"}`}>
                  {b.seatsLeft === 0 ? BATCH_FULL_TEXT : `${b.seatsLeft} ${b.seatsLeft === 1 ? "seat" : "seats"} left`}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
