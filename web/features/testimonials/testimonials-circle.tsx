// The student feedback page's circle of reviewers' photos around the review being read.

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PublicReview } from "#contracts/review";
import { ArrowLeft, ArrowRight } from "#web/components/icons";
import { type RotationState, avatarAngle, avatarOffset, initialRotationState, radiusFor, rotationForActive, stepActive, tick } from "./rotation";
import { QuoteMark, ReviewAvatar, ReviewDate, StarRating } from "./review-parts";
import { useReducedMotion } from "#web/hooks/use-reduced-motion";
import { reviewKey } from "./use-reviews";

const AVATAR_PX = 76;

/** The circle radius for the current window width, kept up to date on resize. */
function useRadius() {
  const [radius, setRadius] = useState(() => radiusFor(typeof window === "undefined" ? undefined : window.innerWidth));
  useEffect(() => {
    const update = () => setRadius(radiusFor(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return radius;
}

/** True while the element is on screen (and displayed: the circle is hidden below md). */
function useOnScreen(ref: React.RefObject<Element | null>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

const roundButton =
  "grid h-11 w-11 place-items-center rounded-full border border-brand-100 bg-white text-brand-800 shadow-sm transition hover:bg-brand-800 hover:text-white";

/**
 * Reviewer avatars spread evenly round a circle that turns
 * 0.35 degrees per animation frame; a review reaching the top (90 degrees, ±5)
 * becomes active and the circle rests 3 s. The maths lives in rotation.ts; this
 * component moves the avatars directly (no React render per frame) and renders
 * only when the active review changes.
 */
export function TestimonialsCircle({ reviews }: { reviews: PublicReview[] }) {
  const count = reviews.length;
  const reduced = useReducedMotion();
  const radius = useRadius();
  const [active, setActive] = useState<number | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const state = useRef<RotationState>(initialRotationState());
  const stage = useRef<HTMLDivElement>(null);
  const avatars = useRef<(HTMLLIElement | null)[]>([]);
  const quote = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(stage);
  const stepping = reduced || userPaused;
  const shown = active ?? 0;

  const draw = useCallback(
    (rotation: number) => {
      avatars.current.forEach((el, i) => {
        if (!el) return;
        const { x, y } = avatarOffset(avatarAngle(i, count, rotation), radius);
        el.style.transform = `translate(-50%, -50%) translate(${x}px, ${y}px)`;
      });
      stage.current?.setAttribute("data-rotation", rotation.toFixed(2));
    },
    [count, radius],
  );

  // Place the avatars before the first paint and whenever the radius changes.
  useLayoutEffect(() => draw(state.current.rotation), [draw]);

  // Reduced motion (or paused by the visitor): the shown review sits at the top, nothing turns.
  useLayoutEffect(() => {
    if (!stepping) return;
    state.current = { rotation: rotationForActive(shown, count), active: shown, pausedUntil: null };
    draw(state.current.rotation);
  }, [stepping, shown, count, draw]);

  // The animation loop: only while it is visible and motion is allowed.
  useEffect(() => {
    if (stepping || !onScreen || count === 0) return;
    const el = stage.current;
    el?.setAttribute("data-running", "true");
    let frame = requestAnimationFrame(function loop(now) {
      const prev = state.current;
      const next = tick(prev, count, now);
      if (next !== prev) {
        state.current = next;
        if (next.rotation !== prev.rotation) draw(next.rotation);
        if (next.active !== prev.active) setActive(next.active);
      }
      frame = requestAnimationFrame(loop);
    });
    return () => {
      cancelAnimationFrame(frame);
      el?.setAttribute("data-running", "false");
    };
  }, [stepping, onScreen, count, draw]);

  // The active text fades and slides in (0.8 s), except under reduced motion.
  useEffect(() => {
    if (reduced || !quote.current?.animate) return;
    quote.current.animate(
      [
        { opacity: 0, transform: "translateY(16px)" },
        { opacity: 1, transform: "translateY(0)" },
      ],
      { duration: 800, easing: "cubic-bezier(0.2, 0.7, 0.2, 1)" },
    );
  }, [shown, reduced]);

  const review = reviews[shown]!;
  const size = radius * 2 + AVATAR_PX;
  const step = (delta: number) => setActive(stepActive(shown, count, delta));

  return (
    <div>
      <div ref={stage} className="relative mx-auto" style={{ width: size, height: size }} data-testid="testimonial-circle">
        <div
          aria-hidden="true"
          className="absolute rounded-full border-2 border-dashed border-brand-100 bg-gradient-to-b from-brand-50/80 to-white"
          style={{ inset: AVATAR_PX / 2 }}
        />
        <ul aria-hidden="true" className="absolute inset-0">
          {reviews.map((r, i) => (
            <li
              key={reviewKey(r, i)}
              ref={(el) => {
                avatars.current[i] = el;
              }}
              className="absolute left-1/2 top-1/2 will-change-transform"
            >
              <ReviewAvatar
                review={r}
                size={AVATAR_PX}
                className={`shadow-md ring-4 transition-transform duration-300 ${i === shown ? "scale-110 ring-accent-400" : "ring-white"}`}
              />
            </li>
          ))}
        </ul>
        <div className="absolute inset-0 grid place-items-center">
          <figure ref={quote} key={shown} data-testid="active-review" className="flex flex-col items-center text-center" style={{ width: radius * 1.25 }}>
            <QuoteMark className="h-9 w-9 text-accent-400" />
            <blockquote
              tabIndex={0}
              aria-label={`Review by ${review.name}`}
              className="mt-3 overflow-y-auto px-2 text-base leading-relaxed text-slate-700 italic lg:text-lg"
              style={{ maxHeight: radius * 0.62 }}
            >
              <p>“{review.review}”</p>
            </blockquote>
            <figcaption className="mt-4 flex flex-col items-center gap-1.5">
              <span className="text-lg font-bold text-brand-900" data-testid="active-review-name">
                {review.name}
              </span>
              <StarRating rating={review.rating} />
              <ReviewDate date={review.date} className="text-sm text-slate-500" />
            </figcaption>
          </figure>
        </div>
      </div>
      {/* Always 44 px high (a round button's height), whatever it holds: the section keeps room for it (docs/decisions/087). */}
      <div className="mt-6 flex h-11 items-center justify-center gap-3">
        {stepping && (
          <button type="button" className={roundButton} aria-label="Previous review" onClick={() => step(-1)}>
            <ArrowLeft className="h-5 w-5" />
          </button>
        )}
        {!reduced && (
          <button
            type="button"
            onClick={() => setUserPaused((p) => !p)}
            className="rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            {userPaused ? "Resume rotation" : "Pause rotation"}
          </button>
        )}
        {stepping && (
          <button type="button" className={roundButton} aria-label="Next review" onClick={() => step(1)}>
            <ArrowRight className="h-5 w-5" />
          </button>
        )}
        {stepping && (
          <span className="sr-only" aria-live="polite">
            Review {shown + 1} of {count}
          </span>
        )}
      </div>
    </div>
  );
}
