import { tenDigitPhone } from "#contracts/phone";

/**
 * What the phone input holds: digits only. A number with the +91, 91 or 0
 * prefix ("+91 98765 43210", "098765 43210") becomes its 10 digits, by the same
 * rule the form checks; anything else keeps all its digits, so a wrong length
 * is still caught by the form's rule instead of being silently cut.
 */
export function normalisePhone(text: string) {
  const digits = text.replace(/\D/g, "");
  return tenDigitPhone(digits) ?? digits;
}
