// The login and signup answers turned into the staff's words (fixed texts: docs/decisions/008).

import { AUTH_MESSAGES, type TwoFactorAsk } from "#contracts/user";
import { ApiError } from "#web/lib/api";
import type { Tone } from "#web/lib/notify";

export interface FormMessage {
  tone: Tone;
  text: string;
}

export const SESSION_EXPIRED_TEXT = AUTH_MESSAGES.sessionExpired;

/** The server's login answers in the staff's words (fixed texts: docs/decisions/008). */
export function loginFailureMessage(err: unknown, siteName: string): FormMessage {
  const message = err instanceof ApiError ? err.message : "";
  switch (message) {
    case AUTH_MESSAGES.notVerified:
      return { tone: "warning", text: `Your account is not verified. Please contact ${siteName} Team.` };
    case AUTH_MESSAGES.notFound:
      return { tone: "error", text: "Username not found." };
    case AUTH_MESSAGES.invalid:
      return { tone: "error", text: "Incorrect password." };
    default:
      // Not one of the fixed texts, and worth more than 'Something went wrong.':
      // staff who mistyped too often (from this address, or at this account)
      // learn they are not locked out for good, only asked to wait, and how long.
      if (err instanceof ApiError && err.status === 429 && message) return { tone: "warning", text: message };
      // The password was right and the authenticator app's code is wanted (or was wrong).
      if (twoFactorAsk(err)) return { tone: twoFactorAsk(err) === "required" ? "warning" : "error", text: message };
      return { tone: "error", text: "Something went wrong." };
  }
}

/** Whether a login answer asks for a two-factor code ("required") or refused the one sent ("invalid"). */
export function twoFactorAsk(err: unknown): TwoFactorAsk | null {
  if (!(err instanceof ApiError) || err.status !== 401) return null;
  const ask = err.answer.twoFactor;
  return ask === "required" || ask === "invalid" ? ask : null;
}
