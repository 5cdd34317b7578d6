import { useEffect, useRef, useState } from "react";
import type { PublicReview } from "#contracts/review";
import { type ListStart, SNAPSHOT_REVIEWS } from "#contracts/site-snapshot";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { call } from "#web/lib/api";
import { ReviewCard } from "./review-card";
import { reviewKey, reviewsFromBody } from "./use-reviews";

/** Written reviews per page on /student-feedback. */
export const REVIEWS_PAGE_SIZE = SNAPSHOT_REVIEWS;

type PageState = { status: "idle" | "loading" | "error" | "ready"; items: PublicReview[]; total: number };

const pageButton =
  "inline-flex min-h-11 items-center gap-1 rounded-xl px-4 py-2 text-sm font-bold ring-1 ring-brand-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * The written reviews staff enter in the dashboard, newest first. The first page
 * comes with the HTML (`initial`, docs/decisions/060); once the section is in
 * view it is read again, and later pages, from GET /api/reviews?page=&limit=.
 * Paging uses buttons; after a page change the focus moves to the
 * section heading, so keyboard and screen-reader users start at the new page.
 */
export function StudentReviews({ initial }: { initial: ListStart<PublicReview> }) {
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageState>({ status: initial.items.length > 0 || initial.total === 0 ? "ready" : "idle", ...initial });
  // The HTML's first page stays when reading it again fails; only a page the visitor asked for says so.
  const fromHtml = useRef(initial.items.length > 0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    setState((s) => ({ ...s, status: "loading" }));
    call("GET /api/reviews", { query: { page, limit: REVIEWS_PAGE_SIZE } })
      .then((body) => {
        if (cancelled) return;
        fromHtml.current = false;
        setState({ status: "ready", items: reviewsFromBody(body), total: Number(body?.total) || 0 });
      })
      .catch((err: unknown) => {
        console.error("Error fetching student reviews", err);
        if (!cancelled) setState((s) => ({ ...s, status: fromHtml.current && page === 1 ? "ready" : "error" }));
      });
    return () => {
      cancelled = true;
    };
  }, [seen, page, attempt]);

  useEffect(() => {
    if (state.status === "ready" && moved.current) {
      moved.current = false;
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: "start", behavior: "auto" });
    }
  }, [state.status]);

  const pages = Math.max(1, Math.ceil(state.total / REVIEWS_PAGE_SIZE));
  const go = (to: number) => {
    moved.current = true;
    setPage(Math.min(pages, Math.max(1, to)));
  };

  let body: React.ReactNode;
  if (state.status === "error") {
    body = (
      <div role="alert" className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <p className="font-semibold text-slate-700">Could not load the reviews.</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={`${pageButton} mt-4 text-brand-800`}>
          Try again
        </button>
      </div>
    );
  } else if (state.status !== "ready" && state.items.length === 0) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading reviews…
        </p>
        <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="h-48 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </ul>
      </>
    );
  } else if (state.items.length === 0) {
    body = <p className="rounded-2xl bg-brand-50 px-6 py-10 text-center text-slate-600">Written reviews from our students will appear here soon.</p>;
  } else {
    body = (
      <>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={state.status === "loading"}>
          {state.items.map((review, i) => (
            <ReviewCard key={reviewKey(review, i)} review={review} />
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label="Review pages" className="mt-8 flex flex-wrap items-center justify-center gap-3">
            <button type="button" className={`${pageButton} text-brand-800`} disabled={page <= 1 || state.status === "loading"} onClick={() => go(page - 1)}>
              <span aria-hidden="true">←</span> Previous<span className="sr-only"> reviews</span>
            </button>
            <p className="px-2 text-sm font-medium text-slate-600" aria-live="polite">
              Page {page} of {pages}
            </p>
            <button
              type="button"
              className={`${pageButton} text-brand-800`}
              disabled={page >= pages || state.status === "loading"}
              onClick={() => go(page + 1)}
            >
              Next<span className="sr-only"> reviews</span> <span aria-hidden="true">→</span>
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section ref={ref} aria-labelledby="written-reviews-heading" className="scroll-mt-24 bg-slate-50 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">Written reviews</p>
          <h2
            ref={heading}
            tabIndex={-1}
            id="written-reviews-heading"
            className="mt-2 scroll-mt-24 text-3xl font-extrabold tracking-tight text-balance text-brand-900 outline-none md:text-4xl"
          >
            What our students wrote
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            {state.status === "ready" && state.total > 0
              ? `${state.total} ${state.total === 1 ? "review" : "reviews"}, newest first.`
              : "Reviews from students who finished a course with us."}
          </p>
        </div>
        {body}
      </div>
    </section>
  );
}
