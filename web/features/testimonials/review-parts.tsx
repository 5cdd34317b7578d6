import { useState } from "react";
import type { PublicReview } from "#contracts/review";
import { assetUrl } from "#web/lib/api";
import { formatDate, toIsoDate } from "#contracts/date-format";

/** The local default picture for a review without a photo (or whose photo fails to load). */
export const AVATAR_PLACEHOLDER = "/images/avatar-placeholder.svg";

export const avatarSrc = (image: string | null | undefined) => (image ? assetUrl(image) : AVATAR_PLACEHOLDER);

/** Ratings go from 0 to 5 in steps of 0.1 and are shown with their decimal: 4.3, 5.0. */
export function formatRating(rating: number): string {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return value.toFixed(1);
}

/** How full star `i` (0..4) is for a rating: 4.3 → 1, 1, 1, 1, 0.3. */
export function starFill(rating: number, i: number): number {
  const value = Number.isFinite(rating) ? rating : 0;
  return Math.round(Math.min(1, Math.max(0, value - i)) * 100) / 100;
}

const STAR_PATH = "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

/**
 * One star filled 0..1. Drawn as a grey star under an amber one clipped by its
 * box width, so no SVG ids are needed: shared gradient ids break when an earlier
 * copy sits in a hidden (display: none) variant, as the desktop circle does on phones.
 */
function Star({ fill, size }: { fill: number; size: string }) {
  return (
    <span className={`relative inline-block shrink-0 ${size}`}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 h-full w-full text-slate-300" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={STAR_PATH} />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <svg viewBox="0 0 24 24" className={`block text-accent-500 ${size}`} aria-hidden="true" focusable="false">
          <path fill="currentColor" d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

export function StarRating({ rating, size = "h-5 w-5" }: { rating: number; size?: string }) {
  const label = formatRating(rating);
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={`Rated ${label} out of 5`} className="inline-flex gap-0.5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} size={size} fill={starFill(rating, i)} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-bold text-slate-700">
        {label}
      </span>
    </span>
  );
}

export function ReviewAvatar({ review, size, className = "", alt = "" }: { review: PublicReview; size: number; className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? AVATAR_PLACEHOLDER : avatarSrc(review.image)}
      onError={() => setFailed(true)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={`rounded-full bg-brand-50 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}

export function ReviewDate({ date, className = "" }: { date: string; className?: string }) {
  return (
    <time dateTime={toIsoDate(date) || undefined} className={className}>
      {formatDate(date)}
    </time>
  );
}

export const QuoteMark = ({ className = "" }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path d="M13 8C8 9.6 5 13.4 5 18.6V25h8v-8H9.3c.4-2.9 2-5 4.7-6.2L13 8Zm14 0c-5 1.6-8 5.4-8 10.6V25h8v-8h-3.7c.4-2.9 2-5 4.7-6.2L27 8Z" />
  </svg>
);
