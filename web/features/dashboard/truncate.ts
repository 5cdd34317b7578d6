import { REVIEW_TRUNCATE_CHARS } from "../../../contracts/limits";

/** SPEC.md section 9: review text in the table is cut to 50 characters. */
export function truncate(text: string, max = REVIEW_TRUNCATE_CHARS) {
  const chars = Array.from(text); // never split an emoji or a Tamil grapheme's code point pair
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}
