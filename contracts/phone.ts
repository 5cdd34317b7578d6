import { PHONE_DIGITS } from "./limits";

// Shared by the forms' rules (enquiry.ts) and the browser's phone input, which
// must not load zod to tidy what a visitor types.

/** Spaces, dashes and brackets people and browser autofill put in a number. */
const SEPARATORS = /[\s()-]/g;
const D = PHONE_DIGITS;
/** An optional +91, or 91 or 0 only when 10 digits follow, then the 10 digits. */
const PREFIXED = new RegExp(`^(?:\\+91|91(?=\\d{${D}}$)|0(?=\\d{${D}}$))?(\\d{${D}})$`);

/**
 * The 10-digit number (docs/decisions/008) in an Indian phone number as people
 * and browser autofill write it, e.g. "+91 98400 12345", "98400-12345",
 * "(098400) 12345" or "919840012345"; undefined for anything else. A leading
 * 91 counts as the country code only with 10 digits after it, and a leading 0
 * as the trunk prefix only with 10 digits after it, so a plain 10-digit number
 * is never cut.
 */
export function tenDigitPhone(text: string): string | undefined {
  return PREFIXED.exec(text.replace(SEPARATORS, ""))?.[1];
}
