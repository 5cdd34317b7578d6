import { AUTH_MESSAGES } from "../../../contracts/user";
import { ApiError } from "../../lib/api";
import type { Tone } from "../../lib/notify";

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
    // Not one of the fixed texts, and worth more than 'Something went wrong.': staff
    // who mistyped ten times learn they are not locked out, only asked to wait.
    case AUTH_MESSAGES.tooManyAttempts:
      return { tone: "warning", text: AUTH_MESSAGES.tooManyAttempts };
    default:
      return { tone: "error", text: "Something went wrong." };
  }
}
