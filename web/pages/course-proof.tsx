import { COURSE_PARAM, PLACEMENTS_PATH } from "#contracts/page-parameters";
import type { PublicPlacement } from "#contracts/placement";
import type { PublicReview } from "#contracts/review";
import { InitialsAvatar } from "../components/initials-avatar";
import type { CourseProofData } from "../features/courses/course-proof-data";
import { PlacementPhoto } from "../features/placements/placement-photo";
import { displayName, needsDisclaimer, roleAtCompany } from "../features/placements/placement-text";
import { ReviewAvatar, StarRating } from "../features/testimonials/review-parts";

// A course page's proof, high on the page (docs/decisions/060): the course's
// newest placement records and reviews (else the institute's best general ones,
// docs/decisions/087), written into the HTML from the snapshot, each list with a
// link to all of them. A page section of two features (the placements' texts,
// the reviews' stars), so it lives with the pages.

const columnHeading = "text-sm font-bold uppercase tracking-wider text-amber-800";
const moreLink = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** What the student does now: "Role at Company", else the placement text, else that the company is confidential. */
const placedAs = (record: PublicPlacement) =>
  roleAtCompany(record.role, record.company) || (needsDisclaimer(record.placement) ? "Placed (company kept confidential)" : record.placement);

function PlacedStudent({ record }: { record: PublicPlacement }) {
  const name = displayName(record.name);
  return (
    <li data-testid="course-placement" className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <PlacementPhoto record={record} px={48} photoClass="h-12 w-12" initialsClass="h-12 w-12 text-base" />
      <div className="min-w-0">
        <h4 className="font-bold break-words text-brand-900 [overflow-wrap:anywhere]">{name}</h4>
        <p className="text-sm font-medium break-words text-emerald-800 [overflow-wrap:anywhere]">{placedAs(record)}</p>
      </div>
    </li>
  );
}

function ReviewQuote({ review }: { review: PublicReview }) {
  return (
    <li data-testid="course-review" className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        {review.image ? <ReviewAvatar review={review} size={40} /> : <InitialsAvatar name={review.name} className="h-10 w-10 text-sm" />}
        <div className="min-w-0">
          <h4 className="font-bold break-words text-brand-900 [overflow-wrap:anywhere]">{review.name}</h4>
          <StarRating rating={review.rating} size="h-3.5 w-3.5" />
        </div>
      </div>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed break-words text-slate-700 [overflow-wrap:anywhere]">{review.review}</p>
    </li>
  );
}

/** The label of reviews that name no course, shown where a course has none of its own (docs/decisions/087). */
export const INSTITUTE_REVIEWS_LABEL = "What our students say about the institute";

/**
 * Nothing when the course has neither records nor reviews yet: no empty promises
 * on a selling page. Reviews about the institute stand in for a course's own and
 * say so in their heading, so no visitor takes them for this course's.
 */
export function CourseProof({ courseId, courseName, proof }: { courseId: string; courseName: string; proof: CourseProofData }) {
  const { placements, placementTotal, reviews, reviewsAbout } = proof;
  if (placements.length === 0 && reviews.length === 0) return null;
  const general = reviewsAbout === "institute" && reviews.length > 0;
  // Reviews about the institute alone: their label is the section's heading.
  const generalAlone = general && placements.length === 0;
  // One list alone takes the section's width: its cards side by side where they fit (the main column is widest from xl).
  const single = placements.length === 0 || reviews.length === 0;
  const list = single ? "grid gap-3 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3" : "grid gap-3";
  const heading = !general
    ? `${courseName} students, in their own words and jobs`
    : generalAlone
      ? INSTITUTE_REVIEWS_LABEL
      : `${courseName} placements and student reviews`;
  return (
    <section aria-labelledby="course-proof-heading" data-testid="course-proof" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 id="course-proof-heading" className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <div className={single ? "mt-4" : "mt-4 grid gap-6 lg:grid-cols-2"}>
          {placements.length > 0 && (
            <div>
              <h3 className={columnHeading}>Recently placed</h3>
              <ul className={`mt-3 ${list}`}>
                {placements.map((record) => (
                  <PlacedStudent key={record._id} record={record} />
                ))}
              </ul>
              <a href={`${PLACEMENTS_PATH}?${COURSE_PARAM}=${encodeURIComponent(courseId)}`} className={`${moreLink} mt-2`}>
                See all {placementTotal} {courseName} placements
              </a>
            </div>
          )}
          {reviews.length > 0 && (
            <div>
              {!generalAlone && <h3 className={columnHeading}>{general ? INSTITUTE_REVIEWS_LABEL : "What students say"}</h3>}
              <ul className={generalAlone ? list : `mt-3 ${list}`}>
                {reviews.map((review) => (
                  <ReviewQuote key={review._id} review={review} />
                ))}
              </ul>
              <a href="/student-feedback" className={`${moreLink} mt-2`}>
                Read all student reviews
              </a>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
