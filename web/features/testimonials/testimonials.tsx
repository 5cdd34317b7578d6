import { Suspense, lazy } from "react";
import { homeContent } from "#web/content/home";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { useLazyModule } from "#web/hooks/use-lazy-module";
import type { PublicReview } from "#contracts/review";
import { reviewKey, useReviews } from "./use-reviews";
import { ReviewCard } from "./review-card";
import { SectionTitle } from "#web/components/section-heading";

// The circle is never in the pre-rendered page (reviews are read in the browser):
// its code is fetched with the reviews, when the section comes into view.
const loadCircle = () => import("./testimonials-circle");

// The small-screen carousel (and its library) loads only once there are reviews.
const TestimonialsCarousel = lazy(() => import("./testimonials-carousel").then((m) => ({ default: m.TestimonialsCarousel })));

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
 * (docs/decisions/060), shown without JavaScript, in link previews and until the
 * circle or the carousel has loaded.
 */
function FirstReviews({ reviews, variant }: { reviews: PublicReview[]; variant: "wide" | "phone" }) {
  return (
    <ul data-testid="first-reviews" className="mt-10 grid gap-6 md:grid-cols-3">
      {reviews.map((review, i) => (
        <ReviewCard key={reviewKey(review, i)} review={review} idPrefix={`${variant}-review`} />
      ))}
    </ul>
  );
}

/**
 * Home page testimonials. The newest reviews come with the HTML (`initial`); they
 * are read again once when the section comes into view. From md up: the rotating
 * circle; below md: a simple carousel with the heading 'Testimonials'.
 */
export function Testimonials({ initial = [] }: { initial?: PublicReview[] }) {
  const { eyebrow, heading } = homeContent.testimonials;
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const reviews = useReviews(seen, initial);
  const circle = useLazyModule(loadCircle, seen);
  const loaded = reviews.length > 0;
  // Until a script shows the circle or the carousel: the HTML's reviews, or the loading text.
  const waiting = (variant: "wide" | "phone") => (initial.length > 0 ? <FirstReviews reviews={initial} variant={variant} /> : <Loading />);

  return (
    <section ref={ref} aria-label="Testimonials" className="below-fold overflow-hidden bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="hidden md:block">
          <div className="mx-auto max-w-2xl text-center">
            <SectionTitle eyebrow={eyebrow}>{heading}</SectionTitle>
          </div>
          {loaded && circle ? (
            <div className="mt-12">
              <circle.TestimonialsCircle reviews={reviews} />
            </div>
          ) : (
            waiting("wide")
          )}
        </div>
        <div className="md:hidden">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900">Testimonials</h2>
          <p className="mt-2 text-slate-600">{heading}, in their own words.</p>
          {loaded && seen ? (
            <div className="mt-8">
              <Suspense fallback={waiting("phone")}>
                <TestimonialsCarousel reviews={reviews} />
              </Suspense>
            </div>
          ) : (
            waiting("phone")
          )}
        </div>
      </div>
    </section>
  );
}
