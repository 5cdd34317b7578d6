import type { PublicPlacement } from "#contracts/placement";
import type { PublicReview } from "#contracts/review";
import { NO_PROOF, type SiteSnapshot } from "#contracts/site-snapshot";

/** How many of a course's newest placement records its page shows (the rest are a link away). */
export const COURSE_PLACEMENTS_SHOWN = 3;

export interface CourseProofData {
  placements: PublicPlacement[];
  /** All of the course's placement records, for "See all N". */
  placementTotal: number;
  reviews: PublicReview[];
  /**
   * Whom the reviews are about: the course, or (when it has none of its own) the
   * institute, its best reviews that name no course (docs/decisions/087).
   */
  reviewsAbout: "course" | "institute";
}

/** A course page's proof from the snapshot (docs/decisions/060): only what the section shows, to keep the page's data small. */
export function courseProof(snapshot: SiteSnapshot, courseId: string): CourseProofData {
  const proof = snapshot.proof ?? NO_PROOF;
  const placed = proof.placementsByCourse[courseId];
  const own = proof.reviewsByCourse[courseId] ?? [];
  return {
    placements: (placed?.items ?? []).slice(0, COURSE_PLACEMENTS_SHOWN),
    placementTotal: placed?.total ?? 0,
    ...(own.length > 0 ? { reviews: own, reviewsAbout: "course" } : { reviews: proof.generalReviews, reviewsAbout: "institute" }),
  };
}
