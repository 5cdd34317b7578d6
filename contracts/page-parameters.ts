import { DEMO_PARAM, SENT_PARAM, isSentKey } from "./form-reply";

/** `?course=<course id>` on /placements: that course's records only (docs/decisions/060). */
export const COURSE_PARAM = "course";
export const PLACEMENTS_PATH = "/placements";

/**
 * The query parameters a page reads when the server renders it: the only ones
 * that may change a page's answer. The server drops every other parameter a
 * link carries (utm_*, gclid, fbclid, msclkid, anything unknown) before it looks
 * the page up, so an ad click gets the same in-memory page as the bare URL;
 * a URL with one of these is rendered once and kept in a bounded cache
 * (server/modules/site-pages/page-url.ts, docs/decisions/032).
 *
 * A page that starts reading a parameter in its loader or while it renders
 * must name it here, or it will never see it. Keep the list short: each
 * distinct value costs one render.
 */
export const PAGE_PARAMETERS: readonly string[] = [SENT_PARAM, COURSE_PARAM, DEMO_PARAM];

/** What a parameter's value is checked against: the page asked for and the site's visible course ids. */
export interface ParameterScope {
  pathname: string;
  courseIds: readonly string[];
  /** The demo slots (UTC ISO times) each course page lists now, by its path. */
  demoSlots?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The values a page can do something with, for a parameter that has a fixed set:
 * any other value is dropped like an unknown parameter, so a flood of made-up
 * values costs neither a render nor a cache entry.
 */
export const PAGE_PARAMETER_VALUES: Readonly<Record<string, (value: string, scope: ParameterScope) => boolean>> = {
  /** The form whose confirmation a page shows after a plain post (contracts/form-reply.ts). */
  [SENT_PARAM]: isSentKey,
  /** Only /placements filters by course, and only by a course the site shows: anything else is the unfiltered page. */
  [COURSE_PARAM]: (value, { pathname, courseIds }) => pathname === PLACEMENTS_PATH && courseIds.includes(value),
  /** A booked demo's confirmation (docs/decisions/061): only a slot this course page lists now, so at most a few pages per course. */
  [DEMO_PARAM]: (value, { pathname, demoSlots }) => demoSlots?.[pathname]?.includes(value) ?? false,
};
