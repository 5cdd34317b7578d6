// Where a visit came from (docs/decisions/022 and 033): the page an enquiry is
// sent from, the referring site's host and the landing address's UTM values.
// They come from a link anyone can write, so they are cleaned, never checked:
// the browser cleans them before keeping and sending them, the server cleans
// them again before storing, and a value that cannot be cleaned is dropped.
// An enquiry is never refused because of them. No zod here: the browser loads
// this with every public page.

export interface VisitOrigin {
  page?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export const ORIGIN_MAX = { page: 200, referrerHost: 253, utm: 100 } as const;

/**
 * Control characters (NUL included, which PostgreSQL cannot store), invisible
 * format characters (bidi overrides, zero-width) and unpaired surrogates: none
 * belongs in a campaign name, and each would mislead or break what staff see.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * Text with every whitespace run (tabs and line breaks included) turned into one
 * space, the unprintable characters removed, at most `max` UTF-16 units long and
 * trimmed; undefined when nothing is left or the value is not text.
 */
export function cleanOriginText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    .replace(/\s+/g, " ")
    .replace(UNPRINTABLE, "")
    .trim()
    .slice(0, max)
    // Cutting may split an emoji's surrogate pair: the half left is dropped.
    .replace(/\p{Cs}/gu, "")
    .trim();
  return text || undefined;
}

/** A path on this site ("/courses/python"), shortened when over-long; anything else is dropped. */
export function cleanOriginPage(value: unknown): string | undefined {
  const page = cleanOriginText(value, ORIGIN_MAX.page);
  return page && /^\/[^\s]*$/.test(page) ? page : undefined;
}

/**
 * A host name, lower-cased. An over-long or malformed one is dropped, not
 * shortened: a shortened host would name some other site.
 */
export function cleanReferrerHost(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > ORIGIN_MAX.referrerHost) return undefined;
  const host = value.trim().toLowerCase();
  return /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : undefined;
}

/** A UTM value: cleaned text, shortened when over-long. */
export const cleanUtm = (value: unknown) => cleanOriginText(value, ORIGIN_MAX.utm);

/** Every origin field cleaned; fields that end up empty are left out. */
export function cleanVisitOrigin(raw: unknown): VisitOrigin {
  const value = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const origin: VisitOrigin = {
    page: cleanOriginPage(value.page),
    referrerHost: cleanReferrerHost(value.referrerHost),
    utmSource: cleanUtm(value.utmSource),
    utmMedium: cleanUtm(value.utmMedium),
    utmCampaign: cleanUtm(value.utmCampaign),
  };
  for (const key of Object.keys(origin) as (keyof VisitOrigin)[]) if (origin[key] === undefined) delete origin[key];
  return origin;
}
