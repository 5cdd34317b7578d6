import { useEffect, useState } from "react";
import type { Review } from "../../../contracts/review";
import { api } from "../../lib/api";

/** The list is used only when the answer says success: true. */
export function reviewsFromBody(body: unknown): Review[] {
  const b = body as { success?: unknown; data?: unknown } | null;
  if (b?.success !== true || !Array.isArray(b.data)) return [];
  return b.data.filter((r): r is Review => typeof r === "object" && r !== null && typeof (r as Review).name === "string");
}

/**
 * Reads GET /api/reviews once, when `enabled` first becomes true. On a failed
 * request the error is logged and the list stays empty, so the section keeps
 * saying 'Loading testimonials...' (docs/decisions/008).
 */
/** How many of the newest reviews the testimonials show. */
export const TESTIMONIALS_SHOWN = 12;

export function useReviews(enabled: boolean): Review[] {
  const [reviews, setReviews] = useState<Review[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The newest reviews only: a circle of a thousand avatars helps nobody.
    api(`/reviews?page=1&limit=${TESTIMONIALS_SHOWN}`)
      .then((body) => {
        if (!cancelled) setReviews(reviewsFromBody(body));
      })
      .catch((err: unknown) => console.error("Error fetching testimonials", err));
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return reviews;
}

export const reviewKey = (review: Review, index: number) => review._id || review.id || String(index);
