// The placement records and reviews the pages carry in their HTML, read with the snapshot
// (docs/decisions/060, 087).

import { publicPlacement } from "#contracts/placement";
import { publicReview } from "#contracts/review";
import { COURSE_REVIEWS, SNAPSHOT_PLACEMENTS, SNAPSHOT_REVIEWS, type SiteProof } from "#contracts/site-snapshot";
import type { CourseContent } from "#contracts/content";
import type { Db } from "#server/db/types";
import { placementProof } from "../placement-outcomes";
import { listPlacements, toPlacement } from "../placements";
import { bestGeneralReviews, listReviews, toReview } from "../reviews";

const first = (limit: number) => ({ page: 1, limit, offset: 0 });

/**
 * The placement records and reviews the pages carry in their HTML
 * (docs/decisions/060): bounded first pages, read with the rest of the snapshot,
 * so a page is never rendered per request and never reads the database. Records
 * are matched to a course by its name, as staff saved them; the best reviews
 * naming no course stand in on a course page that has none (docs/decisions/087).
 */
export async function readProof(db: Db, courses: CourseContent[], now = Date.now()): Promise<SiteProof> {
  const [placements, reviews, general, perCourse, outcomes] = await Promise.all([
    listPlacements(db, first(SNAPSHOT_PLACEMENTS)),
    listReviews(db, first(SNAPSHOT_REVIEWS)),
    bestGeneralReviews(db, COURSE_REVIEWS),
    Promise.all(
      courses.map(async (course) => {
        const [placed, reviewed] = await Promise.all([
          listPlacements(db, first(SNAPSHOT_PLACEMENTS), null, [course.name]),
          listReviews(db, first(COURSE_REVIEWS), null, [course.name]),
        ]);
        return { id: course.id, placed, reviewed };
      }),
    ),
    // The ledger's numbers and shown placements, computed as of now (docs/decisions/097).
    placementProof(
      db,
      courses.map((c) => ({ id: c.id, name: c.name })),
      now,
    ),
  ]);
  const proof: SiteProof = {
    placements: { items: placements.rows.map((r) => publicPlacement(toPlacement(r))), total: placements.total },
    placementsByCourse: {},
    reviews: { items: reviews.rows.map((r) => publicReview(toReview(r))), total: reviews.total },
    reviewsByCourse: {},
    generalReviews: general.map((r) => publicReview(toReview(r))),
    outcomes,
  };
  for (const { id, placed, reviewed } of perCourse) {
    proof.placementsByCourse[id] = { items: placed.rows.map((r) => publicPlacement(toPlacement(r))), total: placed.total };
    proof.reviewsByCourse[id] = reviewed.rows.map((r) => publicReview(toReview(r)));
  }
  return proof;
}
