// STOP and START on WhatsApp (docs/decisions/064, 086): which messages from a
// student switch automatic messages off and on again, however the phone wrote them.

/**
 * Invisible characters a keyboard, a copy-paste or a prank can put inside a word:
 * zero-width space, non-joiner and joiner, left-to-right and right-to-left marks,
 * word joiner, byte-order mark, soft hyphen. Removed before anything is compared.
 */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060\uFEFF]/g;

/** Punctuation and symbols (emoji too) are spaces; letters, digits and combining marks (Tamil vowel signs, the pulli) stay. */
const NOT_A_WORD = /[\p{P}\p{S}]+/gu;

/**
 * A message as its words: invisible characters removed, Unicode NFKC (full-width
 * "ＳＴＯＰ" and styled "𝐒𝐓𝐎𝐏" become "STOP"; Tamil is already in that form and is
 * left as it is), lower case, punctuation and symbols as spaces, spaces collapsed.
 */
export function keywordText(text: string): string {
  return text.replace(INVISIBLE, "").normalize("NFKC").toLowerCase().replace(NOT_A_WORD, " ").replace(/\s+/g, " ").trim();
}

/**
 * Opt-out words and phrases: the message is one of them, or starts with one
 * followed by more words ("stop please", "Stop sending me messages"). நிறுத்து is
 * Tamil for "stop"; நிறுத்துங்கள் and நிறுத்தவும் are its polite forms.
 */
export const OPT_OUT_WORDS = ["stop", "unsubscribe", "opt out", "optout", "நிறுத்து", "நிறுத்துங்கள்", "நிறுத்தவும்"] as const;
/** Opt-in words: only the whole message ("start" also begins "Start date of the Java batch?"). */
export const OPT_IN_WORDS = ["start", "subscribe", "unstop"] as const;
/** A courtesy word before the keyword is allowed: "please stop", "pls start". */
const COURTESY = /^(please|pls|plz|kindly) /;

const withoutCourtesy = (text: string) => keywordText(text).replace(COURTESY, "");

/**
 * The student asks for no more automatic messages. Only the message's first words
 * count: "when does the bus stop?" and "don't stop the course" are ordinary
 * messages (docs/decisions/086).
 */
export function isOptOut(text: string): boolean {
  const words = withoutCourtesy(text);
  return OPT_OUT_WORDS.some((w) => words === w || words.startsWith(`${w} `));
}

/** The student asks for automatic messages again: the whole message is START (or another opt-in word). */
export function isOptIn(text: string): boolean {
  return (OPT_IN_WORDS as readonly string[]).includes(withoutCourtesy(text));
}
