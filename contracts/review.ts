import { z } from "./zod";
import { isoDate } from "./dates";
import { FIELD_MAX } from "./limits";

/** Text fields of the review form (multipart; the image travels as a file). */
export const reviewSchema = z.object({
  id: z.string().trim().max(40).optional(),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(FIELD_MAX.name, "Name is too long"),
  rating: z.coerce
    .number({ error: "Rating is required" })
    .min(0, "Rating must be between 0 and 5")
    .max(5, "Rating must be between 0 and 5")
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, "Rating goes in steps of 0.1"),
  date: isoDate("Date is required"),
  review: z.string({ error: "Review is required" }).trim().min(1, "Review is required").max(FIELD_MAX.text, "Review is too long"),
  // The course the review is about, optional: one of the site's courses by name
  // (checked by the server as a placement's is), shown on that course's page.
  course: z.string().trim().max(80, "Please select a course").optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export interface Review {
  _id: string;
  /** The STU id, sent as `id` in the public reviews read too (clients read either). */
  id: string;
  name: string;
  rating: number;
  review: string;
  date: string;
  image: string | null;
  /** The course the review is about, or null. */
  course: string | null;
}

/** What a public page shows of a review: no internal student id (docs/decisions/060). */
export type PublicReview = Omit<Review, "id">;

export const publicReview = ({ id: _internal, ...shown }: Review): PublicReview => shown;
