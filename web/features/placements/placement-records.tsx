// The placements page's records: the first page from the HTML, more on request, filtered by course
// (docs/decisions/060).

import { useState } from "react";
import type { PublicPlacement } from "#contracts/placement";
import type { ListStart } from "#contracts/site-snapshot";
import { COURSE_PARAM, PLACEMENTS_PATH } from "#contracts/page-parameters";
import { Modal } from "#web/components/modal";
import { placementDisclaimer } from "#web/content/placements";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { PlacementCard } from "./placement-card";
import { PLACEMENTS_PAGE_SIZE, usePlacementPages } from "./use-placement-pages";
import { useSite } from "#web/lib/site-content";
import { PlacementHeading } from "./placement-heading";

const button =
  "rounded-xl bg-brand-700 px-6 py-2.5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";

function Skeletons() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex flex-col items-center rounded-2xl p-6 ring-1 ring-slate-200">
          <div className="h-24 w-24 animate-pulse rounded-full bg-slate-100" />
          <div className="mt-4 h-5 w-32 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-4 w-40 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-24 animate-pulse rounded bg-slate-100" />
          <div className="mt-6 h-4 w-36 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

export interface CourseChoice {
  id: string;
  name: string;
}

const chip = "inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 transition";

/** The course filter: plain links (`/placements?course=python`), so it works without JavaScript. */
function CourseFilter({ courses, current }: { courses: CourseChoice[]; current?: CourseChoice }) {
  const link = (label: string, href: string, active: boolean) => (
    <li key={href}>
      <a
        href={href}
        aria-current={active ? "page" : undefined}
        className={`${chip} ${active ? "bg-brand-800 text-white ring-brand-800" : "bg-white text-brand-800 ring-slate-300 hover:bg-brand-50"}`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label="Placements by course" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {link("All courses", PLACEMENTS_PATH, !current)}
        {courses.map((c) => link(c.name, `${PLACEMENTS_PATH}?${COURSE_PARAM}=${encodeURIComponent(c.id)}`, current?.id === c.id))}
      </ul>
    </nav>
  );
}

export interface PlacementRecordsProps {
  /** The first page, written into the HTML by the server (docs/decisions/060). */
  initial: ListStart<PublicPlacement>;
  /** The course the page is filtered by (`?course=`), if any. */
  course?: CourseChoice;
  /** The courses the filter offers. */
  courses: CourseChoice[];
}

/**
 * The Placement Records grid: the first page comes with the HTML; once in view
 * it is read again from GET /api/placements, then page by page with "Load more".
 */
export function PlacementRecords({ initial, course, courses }: PlacementRecordsProps) {
  const site = useSite();
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const pages = usePlacementPages(seen, initial, course?.id);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);

  let body: React.ReactNode;
  if (pages.status === "idle" || pages.status === "loading") {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading placement records…
        </p>
        <Skeletons />
      </>
    );
  } else if (pages.status === "error") {
    body = (
      <div role="alert" className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-semibold text-slate-700">Could not load placement records</p>
        <button type="button" onClick={() => void pages.load()} className={`${button} mt-4`}>
          Retry
        </button>
      </div>
    );
  } else if (pages.items.length === 0) {
    body = (
      <p className="rounded-2xl bg-brand-50 px-6 py-10 text-center text-slate-600">
        {course
          ? `Placement records of ${course.name} students will appear here as they are placed.`
          : "Placement records will appear here as our students are placed. Please check back soon."}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {pages.items.map((record) => (
            <PlacementCard key={record._id} record={record} onReadDisclaimer={() => setDisclaimerOpen(true)} />
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-500" aria-live="polite">
            Showing {pages.items.length} of {Math.max(pages.total, pages.items.length)} records
          </p>
          {pages.moreFailed && (
            <p role="alert" className="text-sm font-medium text-slate-700">
              Could not load more placement records. Please try again.
            </p>
          )}
          {pages.hasMore && (
            <button type="button" onClick={() => void pages.load()} disabled={pages.loadingMore} className={button}>
              {pages.loadingMore ? "Loading…" : pages.moreFailed ? "Retry" : `Load ${Math.min(PLACEMENTS_PAGE_SIZE, pages.total - pages.items.length)} more`}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section ref={ref} aria-labelledby="placement-records-heading" className="bg-slate-50 py-10 md:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-6 max-w-2xl">
          <PlacementHeading id="placement-records-heading" eyebrow={course ? `${course.name} students at work` : "Our students at work"}>
            Placement Records
          </PlacementHeading>
          {/* Typed by staff, not proven by the ledger: said so, and never counted in the numbers above (docs/decisions/097). */}
          <p className="mt-3 inline-flex rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-700 ring-1 ring-slate-300">Reported by the institute</p>
          <p className="mt-3 text-slate-600">
            {course ? `Students of ${site.name}'s ${course.name} course` : `Recent students of ${site.name}`} and the roles they moved into after their course.
          </p>
        </div>
        {courses.length > 0 && <CourseFilter courses={courses} current={course} />}
        <div aria-busy={pages.status === "loading"}>{body}</div>
      </div>
      <Modal open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} title={placementDisclaimer.title}>
        <p className="leading-relaxed text-slate-700">{placementDisclaimer.text}</p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={() => setDisclaimerOpen(false)} className={button}>
            Close
          </button>
        </div>
      </Modal>
    </section>
  );
}
