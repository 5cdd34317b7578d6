import { useState } from "react";
import { Modal } from "../../components/modal";
import { placementDisclaimer } from "../../content/placements";
import { useInViewOnce } from "../../hooks/use-in-view";
import { PlacementCard } from "./placement-card";
import { PLACEMENTS_PAGE_SIZE, usePlacementPages } from "./use-placement-pages";
import { useSite } from "../../lib/site-content";
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

/** The Placement Records grid: read page by page from GET /api/placements once in view. */
export function PlacementRecords() {
  const site = useSite();
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const pages = usePlacementPages(seen);
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
        Placement records will appear here as our students are placed. Please check back soon.
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
    <section ref={ref} aria-labelledby="placement-records-heading" className="bg-slate-50 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl">
          <PlacementHeading id="placement-records-heading" eyebrow="Our students at work">
            Placement Records
          </PlacementHeading>
          <p className="mt-3 text-slate-600">Recent students of {site.name} and the roles they moved into after their course.</p>
        </div>
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
