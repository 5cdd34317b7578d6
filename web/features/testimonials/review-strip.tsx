// The phone's testimonials: review cards in a row that scrolls sideways and snaps
// to each card with no script; the carousel takes the same row over (docs/decisions/087).
import type { PublicReview } from "#contracts/review";
import { ArrowLeft, ArrowRight } from "#web/components/icons";
import { STILL_SLIDE, STILL_VIEWPORT, useStillCarousel } from "#web/hooks/use-still-carousel";
import { QuoteMark, ReviewAvatar, ReviewDate, StarRating } from "./review-parts";
import { reviewKey } from "./use-reviews";

const navButton =
  "grid h-11 w-11 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-sm transition hover:bg-brand-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800";

const SLIDE = "min-w-0 shrink-0 grow-0 basis-full pl-4";

function ReviewFigure({ review }: { review: PublicReview }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <QuoteMark className="h-8 w-8 text-accent-400" />
      <blockquote className="mt-3 text-base leading-relaxed whitespace-pre-line break-words text-slate-700 italic [overflow-wrap:anywhere]">
        <p>“{review.review}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-4 border-t border-slate-100 pt-5">
        <ReviewAvatar review={review} size={56} className="shrink-0 ring-2 ring-brand-100" />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-bold break-words text-brand-900 [overflow-wrap:anywhere]">{review.name}</span>
          <StarRating rating={review.rating} size="h-4 w-4" />
          <ReviewDate date={review.date} className="text-sm text-slate-500" />
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Small screens (below md): one review card per view. In the page's HTML the row
 * scrolls by itself (a swipe moves to the next card); once the carousel code is
 * in, it slides the same cards and the previous/next buttons work. Without
 * JavaScript the buttons, which could do nothing, are not shown.
 */
export function ReviewStrip({ reviews }: { reviews: PublicReview[] }) {
  const { regionRef, viewportRef, live, can, prev, next, onSlideFocus, driver } = useStillCarousel();
  const count = reviews.length;
  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label="Student testimonials" data-carousel={live ? "live" : "still"}>
      {/* Still, the row is a scroller with nothing focusable in it: it takes the keyboard's focus itself (arrow keys scroll it). */}
      <div ref={viewportRef} className={live ? "overflow-hidden" : STILL_VIEWPORT} tabIndex={live ? undefined : 0}>
        <div className={live ? "-ml-4 flex touch-pan-y items-start" : "-ml-4 flex items-start"}>
          {reviews.map((review, i) => (
            <div
              key={reviewKey(review, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className={live ? SLIDE : `${SLIDE} ${STILL_SLIDE}`}
              onFocus={onSlideFocus ? () => onSlideFocus(i) : undefined}
            >
              <ReviewFigure review={review} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-5 flex items-center justify-between gap-3">
          {/* Until the carousel counts the cards, the row itself tells how to read on. */}
          <p className="text-sm font-semibold text-slate-600" aria-live="polite">
            {live ? `${can.selected + 1} / ${count}` : `Swipe to read all ${count}`}
          </p>
          <div className="flex gap-3 noscript:hidden">
            <button type="button" className={navButton} aria-label="Previous testimonial" disabled={!live || !can.prev} onClick={prev}>
              <ArrowLeft className="h-5 w-5" />
            </button>
            <button type="button" className={navButton} aria-label="Next testimonial" disabled={!live || !can.next} onClick={next}>
              <ArrowRight className="h-5 w-5" />
            </button>
          </div>
        </div>
      )}
      {driver}
    </div>
  );
}
