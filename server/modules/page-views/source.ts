import { cleanReferrerHost, cleanUtm } from "#contracts/visit-origin";

// Where a page view came from (docs/decisions/053), in the same words for visits
// and for enquiries so the two can be divided: the link's utm_source, cleaned
// exactly as an enquiry's campaign data is (contracts/visit-origin.ts, decision
// 033) and lower-cased; else the kind of site that sent the visitor; else
// "internal" for a move between our own pages, or "direct".

/** Referring sites grouped by who they are: a search engine's or a social site's many hosts are one source. */
const REFERRER_FAMILIES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)yahoo\.[a-z.]+$/, "yahoo"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "linkedin"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "x"],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "whatsapp"],
];

/**
 * The sources a day always counts under their own name (docs/decisions/058):
 * the referring families above, the words campaigns put in utm_source for the
 * same sites (Meta's ads write "fb" and "ig"), the usual words for mail and
 * messages, and our own "direct" and "internal". Any other value is named only
 * while it is among a day's busiest (./source-cap.ts).
 */
export const KNOWN_SOURCES: ReadonlySet<string> = new Set([
  "google",
  "bing",
  "duckduckgo",
  "yahoo",
  "facebook",
  "fb",
  "instagram",
  "ig",
  "linkedin",
  "youtube",
  "x",
  "twitter",
  "whatsapp",
  "email",
  "newsletter",
  "sms",
  "direct",
  "internal",
]);

/** A referring host as a source: its family ("google"), else the host without "www.". */
export function referrerSource(host: string): string {
  const bare = host.replace(/^www\./, "");
  return REFERRER_FAMILIES.find(([pattern]) => pattern.test(bare))?.[1] ?? bare;
}

/** A utm_source as a source: cleaned like an enquiry's, lower-cased so "Google" and "google" are one. */
export function utmSource(value: unknown): string | undefined {
  return cleanUtm(value)?.toLowerCase();
}

/** An enquiry's source in the same words as a visit's (its stored, already cleaned campaign data). */
export function enquirySource(row: { utm_source: string | null; referrer_host: string | null }): string {
  const utm = utmSource(row.utm_source);
  if (utm) return utm;
  const host = cleanReferrerHost(row.referrer_host);
  return host ? referrerSource(host) : "direct";
}

/**
 * The source of one page request: `search` is its query string ("?utm_source=…"
 * or empty), `referer` its Referer header, `ownHost` the host it was sent to.
 */
export function visitSource(search: string, referer: string | undefined, ownHost: string | undefined): string {
  if (search.includes("utm_source")) {
    const utm = utmSource(new URLSearchParams(search).get("utm_source"));
    if (utm) return utm;
  }
  if (!referer) return "direct";
  let host: string | undefined;
  try {
    host = cleanReferrerHost(new URL(referer).hostname);
  } catch {
    return "direct"; // An unreadable referrer is no referrer.
  }
  if (!host) return "direct";
  const own = ownHost?.replace(/:\d+$/, "").toLowerCase();
  return host === own ? "internal" : referrerSource(host);
}
