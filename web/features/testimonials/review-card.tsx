import type { PublicReview } from "#contracts/review";
import { InitialsAvatar } from "#web/components/initials-avatar";
import { ReviewAvatar, ReviewDate, StarRating } from "./review-parts";

/**
 * One written review, as an item of a list: photo or initials, name, date, stars
 * and the text. `idPrefix` keeps ids unique where one review is listed twice
 * (the home page's phone and wide variants).
 */
export function ReviewCard({ review, idPrefix = "review" }: { review: PublicReview; idPrefix?: string }) {
  const headingId = `${idPrefix}-${review._id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          {review.image ? (
            <ReviewAvatar review={review} size={56} className="ring-4 ring-brand-50" />
          ) : (
            <InitialsAvatar name={review.name} className="h-14 w-14 text-lg ring-4 ring-brand-50" />
          )}
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold break-words text-brand-900 [overflow-wrap:anywhere]">
              {review.name}
            </h3>
            <ReviewDate date={review.date} className="text-sm text-slate-500" />
          </div>
        </div>
        <div className="mt-4">
          <StarRating rating={review.rating} size="h-4 w-4" />
        </div>
        <p className="mt-3 leading-relaxed whitespace-pre-line break-words text-slate-700 [overflow-wrap:anywhere]">{review.review}</p>
      </article>
    </li>
  );
}
