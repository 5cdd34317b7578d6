import { homeContent } from "#web/content/home";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { useLazyModule } from "#web/hooks/use-lazy-module";
import type { PublicReview } from "#contracts/review";
import { reviewKey, useReviews } from "./use-reviews";
import { ReviewCard } from "./review-card";
import { ReviewStrip } from "./review-strip";
import { SectionTitle } from "#web/components/section-heading";

// The circle is never in the pre-rendered page (it turns by script): its code is
// fetched with the reviews, as the section nears the screen.
const loadCircle = () => import("./testimonials-circle");

/** One screen ahead, as the section's hydration (docs/decisions/076): the circle is in place before the section is on screen. */
const NEAR = "100% 0px";

export const LOADING_TESTIMONIALS = "Loading testimonials...";

function Loading() {
  return (
    <p role="status" className="mt-10 grid min-h-40 place-items-center rounded-2xl border-2 border-dashed border-slate-200 text-slate-500">
      {LOADING_TESTIMONIALS}
    </p>
  );
}

/**
 * The newest reviews as plain cards: what the server writes into the HTML
 * (docs/decisions/060), shown from md up without JavaScript, in link previews and
 * until the circle has loaded.
 */
function FirstReviews({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul data-testid="first-reviews" className="grid gap-6 md:grid-cols-3">
      {reviews.map((review, i) => (
        <ReviewCard key={reviewKey(review, i)} review={review} idPrefix="wide-review" />
      ))}
    </ul>
  );
}

/**
 * Where the circle stands from md up. With scripts on, it keeps the circle's
 * height (its diameter, 2 × radius + one avatar, for rotation.ts's radius at md
 * and lg, plus the 24 px gap and 44 px row of buttons under it) from the start, so the still
 * cards give way to the circle without moving what follows (docs/decisions/087).
 * Without scripts the cards take only their own height.
 */
const CIRCLE_PLACE = "mt-12 md:scripted:grid md:scripted:min-h-[664px] md:scripted:content-center lg:scripted:min-h-[784px]";

/**
 * Home page testimonials. The newest reviews come with the HTML (`initial`) and
 * are readable before and without any script; they are read again once as the
 * section nears the screen. From md up: the rotating circle, the still cards
 * until it loads; below md: the reviews in a row that scrolls sideways, which the
 * carousel takes over (review-strip.tsx).
 */
export function Testimonials({ initial = [] }: { initial?: PublicReview[] }) {
  const { eyebrow, heading } = homeContent.testimonials;
  const [ref, seen] = useInViewOnce<HTMLElement>(NEAR);
  const reviews = useReviews(seen, initial);
  const circle = useLazyModule(loadCircle, seen);
  const loaded = reviews.length > 0;

  return (
    <section ref={ref} aria-label="Testimonials" className="below-fold overflow-hidden bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="hidden md:block">
          <div className="mx-auto max-w-2xl text-center">
            <SectionTitle eyebrow={eyebrow}>{heading}</SectionTitle>
          </div>
          {loaded && circle ? (
            <div className={CIRCLE_PLACE}>
              <circle.TestimonialsCircle reviews={reviews} />
            </div>
          ) : initial.length > 0 ? (
            <div className={CIRCLE_PLACE}>
              <FirstReviews reviews={initial} />
            </div>
          ) : (
            <Loading />
          )}
        </div>
        <div className="md:hidden">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900">Testimonials</h2>
          <p className="mt-2 text-slate-600">{heading}, in their own words.</p>
          {loaded ? (
            <div className="mt-8">
              <ReviewStrip reviews={reviews} />
            </div>
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </section>
  );
}
