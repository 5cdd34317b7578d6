import { useEffect, useState } from "react";
import type { PublicReview } from "#contracts/review";
import { call } from "#web/lib/api";

/** The list is used only when the answer says success: true. */
export function reviewsFromBody(body: unknown): PublicReview[] {
  const b = body as { success?: unknown; data?: unknown } | null;
  if (b?.success !== true || !Array.isArray(b.data)) return [];
  return b.data.filter((r): r is PublicReview => typeof r === "object" && r !== null && typeof (r as PublicReview).name === "string");
}

/** How many of the newest reviews the testimonials show. */
export const TESTIMONIALS_SHOWN = 12;

/**
 * The reviews of the page's HTML (`initial`, docs/decisions/060), read again
 * from GET /api/reviews once, when `enabled` first becomes true. On a failed
 * request the error is logged and the list stays as it was: without reviews in
 * the HTML the section keeps saying 'Loading testimonials...' (docs/decisions/008).
 */
export function useReviews(enabled: boolean, initial: PublicReview[] = []): PublicReview[] {
  const [reviews, setReviews] = useState<PublicReview[]>(initial);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The newest reviews only: a circle of a thousand avatars helps nobody.
    call("GET /api/reviews", { query: { page: 1, limit: TESTIMONIALS_SHOWN } })
      .then((body) => {
        // An answer that is not a success keeps what is shown.
        if (!cancelled && (body as { success?: unknown } | null)?.success === true) setReviews(reviewsFromBody(body));
      })
      .catch((err: unknown) => console.error("Error fetching testimonials", err));
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return reviews;
}

export const reviewKey = (review: PublicReview & { id?: string }, index: number) => review._id || review.id || String(index);
