import useEmblaCarousel from "embla-carousel-react";
import { useRef } from "react";
import type { PublicReview } from "#contracts/review";
import { ArrowLeft, ArrowRight } from "#web/components/icons";
import { QuoteMark, ReviewAvatar, ReviewDate, StarRating } from "./review-parts";
import { useCarouselPosition } from "#web/hooks/use-carousel-position";
import { useReducedMotion } from "#web/hooks/use-reduced-motion";
import { reviewKey } from "./use-reviews";

const navButton =
  "grid h-11 w-11 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-sm transition hover:bg-brand-800 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800";

/** Small screens (below md): one review card per view with previous/next buttons. */
export function TestimonialsCarousel({ reviews }: { reviews: PublicReview[] }) {
  const reduced = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ align: "center" });
  const viewport = useRef<HTMLDivElement | null>(null);
  const can = useCarouselPosition(embla);
  const { selected } = can;

  const onSlideFocus = (index: number) => {
    if (viewport.current) viewport.current.scrollLeft = 0;
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reduced);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Student testimonials">
      <div
        ref={(node) => {
          viewport.current = node;
          viewportRef(node);
        }}
        className="overflow-hidden"
      >
        <div className="-ml-4 flex touch-pan-y items-start">
          {reviews.map((review, i) => (
            <div
              key={reviewKey(review, i)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${reviews.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4"
              onFocus={() => onSlideFocus(i)}
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <QuoteMark className="h-8 w-8 text-accent-400" />
                <blockquote className="mt-3 text-base leading-relaxed text-slate-700 italic">
                  <p>“{review.review}”</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-4 border-t border-slate-100 pt-5">
                  <ReviewAvatar review={review} size={56} className="shrink-0 ring-2 ring-brand-100" />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-bold text-brand-900">{review.name}</span>
                    <StarRating rating={review.rating} size="h-4 w-4" />
                    <ReviewDate date={review.date} className="text-sm text-slate-500" />
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600" aria-live="polite">
          {selected + 1} / {reviews.length}
        </p>
        <div className="flex gap-3">
          <button type="button" className={navButton} aria-label="Previous testimonial" disabled={!can.prev} onClick={() => embla?.scrollPrev(reduced)}>
            <ArrowLeft className="h-5 w-5" />
          </button>
          <button type="button" className={navButton} aria-label="Next testimonial" disabled={!can.next} onClick={() => embla?.scrollNext(reduced)}>
            <ArrowRight className="h-5 w-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
