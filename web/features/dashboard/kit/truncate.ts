import { REVIEW_TRUNCATE_CHARS } from "#contracts/limits";

/** Review text in the table is cut to 50 characters (docs/decisions/008). */
export function truncate(text: string, max = REVIEW_TRUNCATE_CHARS) {
  const chars = Array.from(text); // never split an emoji or a Tamil grapheme's code point pair
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}
