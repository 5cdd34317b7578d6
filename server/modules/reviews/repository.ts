// Maps the reviews table to the Review the API and pages use.

import type { Review, ReviewInput } from "#contracts/review";
import type { Db, ReviewsTable } from "#server/db/types";
import { photoRecordStore } from "../images";

export function toReview(row: ReviewsTable): Review {
  return {
    _id: row.id,
    id: row.stu_id,
    name: row.name,
    rating: Number(row.rating),
    review: row.review,
    date: row.date,
    image: row.image,
    course: row.course ?? null,
  };
}

const reviews = photoRecordStore("reviews", ["name", "stu_id", "review"], (input: ReviewInput) => ({
  name: input.name,
  // Kept to one decimal so 4.7 stays 4.7 whatever the float arithmetic did.
  rating: Math.round(input.rating * 10) / 10,
  review: input.review,
  date: input.date,
  course: input.course || null,
}));

export const { list: listReviews, courseOf: reviewCourse, add: addReview, update: updateReview, remove: deleteReview } = reviews;

/**
 * The best reviews that name no course, for a course page that has none of its
 * own (docs/decisions/087): the highest rating first, then the newest date, then
 * the latest entry. A review about another course is never among them.
 */
export function bestGeneralReviews(db: Db, limit: number): Promise<ReviewsTable[]> {
  return db
    .selectFrom("reviews")
    .selectAll()
    .where("course", "is", null)
    .orderBy("rating", "desc")
    .orderBy("date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}
