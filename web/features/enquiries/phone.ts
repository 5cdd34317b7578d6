import { PHONE_DIGITS } from "../../../contracts/limits";

/**
 * A pasted phone number as digits only. "+91 98765 43210" and "098765 43210"
 * become the 10-digit number; anything else keeps all its digits, so a wrong
 * length is still caught by the form's rule instead of being silently cut.
 */
export function normalisePhone(text: string) {
  const digits = text.replace(/\D/g, "");
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}
