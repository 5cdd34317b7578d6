import { Suspense, lazy } from "react";
import { homeContent } from "../../content/home";
import { useInViewOnce } from "../../hooks/use-in-view";
import { useLazyModule } from "../../hooks/use-lazy-module";
import { useReviews } from "./use-reviews";
import { SectionTitle } from "../../components/section-heading";

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
 * Home page testimonials. Reviews are read once when the
 * section comes into view. From md up: the rotating circle; below md: a simple
 * carousel with the heading 'Testimonials'.
 */
export function Testimonials() {
  const { eyebrow, heading } = homeContent.testimonials;
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const reviews = useReviews(seen);
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
            <div className="mt-12">
              <circle.TestimonialsCircle reviews={reviews} />
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
              <Suspense fallback={<Loading />}>
                <TestimonialsCarousel reviews={reviews} />
              </Suspense>
            </div>
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </section>
  );
}
