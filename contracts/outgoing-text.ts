// What a visitor typed, made safe to put into a message we send
// (docs/decisions/082): a name in a WhatsApp template or an email greeting, and
// any field in a staff email. Anyone can type anything into a public form; what
// goes out under the institute's name must not carry their links or their lines.

/** The greeting when nothing usable is left of a name: "Hi there". */
export const NAME_FALLBACK = "there";

/** The longest greeting name; longer ones are cut (no real first name is near it). */
export const NAME_MAX = 40;

/** Line breaks (CR, LF, NEL, U+2028, U+2029) and every other control character. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * One line of text: every run of line breaks and control characters becomes one
 * space, so a field can never start a line of its own (a forged "Bcc:" or
 * "Phone:" in a staff email).
 */
export const oneLine = (text: string) => text.replace(BREAKS, " ");

/** Top-level domains a short link is most often made on; an initial before one of these is a link. */
const COMMON_TLDS = new Set([
  "com",
  "net",
  "org",
  "in",
  "co",
  "io",
  "me",
  "app",
  "xyz",
  "link",
  "site",
  "online",
  "shop",
  "info",
  "biz",
  "page",
  "top",
  "ly",
  "cc",
  "tk",
]);

/** scheme://…, www.…, an address (a@b), a path, or a domain-looking word (evil.example, bit.ly). */
function linkLike(word: string) {
  const lower = word.toLowerCase();
  if (lower.includes("://") || lower.startsWith("www.") || /[@/\\]/.test(lower)) return true;
  // Initials before a name ("S.Ramesh", "R.K.Anbu") are a name, not a domain, unless the name is a common top-level domain ("X.Com").
  const initials = /^(?:\p{Lu}\.){1,3}(\p{Lu}\p{Ll}+)$/u.exec(word);
  if (initials) return COMMON_TLDS.has(initials[1]!.toLowerCase());
  // Something, a dot, and two or more letters or digits: a domain to a link-maker (WhatsApp's, a mail client's).
  return /[\p{L}\p{N}][.。．｡][\p{L}\p{M}\p{N}]{2,}/u.test(word);
}

/**
 * The first name to greet a visitor with: the first word of what they typed that
 * is not a link, with no line breaks, control or formatting characters and no
 * symbols (letters, marks, digits and . ' ’ - stay), cut to NAME_MAX characters;
 * "there" when nothing is left. Idempotent: a cleaned name cleans to itself.
 */
export function greetingName(raw: string): string {
  const words = oneLine(raw)
    .split(/\s+/u)
    .filter((word) => word !== "" && !linkLike(word))
    // Zero-width joiners stay: some Indian scripts need them to draw a name.
    .map((word) =>
      word
        .replace(/[^\p{L}\p{M}\p{N}.'’\-\u200c\u200d]/gu, "")
        .replace(/^[.'’-]+/u, "")
        .replace(/['’-]+$/u, ""),
    )
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !linkLike(word));
  const first = words[0];
  if (!first) return NAME_FALLBACK;
  return Array.from(first).slice(0, NAME_MAX).join("");
}

/** An email's first line: "Dear Divya," or, when nothing of the name is usable, "Hello,". */
export function emailGreeting(raw: string): string {
  const name = greetingName(raw);
  return name === NAME_FALLBACK ? "Hello," : `Dear ${name},`;
}
