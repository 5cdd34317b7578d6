import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from "#contracts/user";
import { ApiError } from "#web/lib/api";
import { loginFailureMessage } from "./login-message";

// The server's sign-in answers (server/modules/auth/routes.ts) as the login page words them.
const answer = (status: number, message: string) => new ApiError(status, message, { success: false, message });

describe("loginFailureMessage", () => {
  it("uses the fixed login texts for the server's answers", () => {
    expect(loginFailureMessage(answer(403, AUTH_MESSAGES.notVerified), "Chennai Tech Academy")).toEqual({
      tone: "warning",
      text: `Your account is not verified. Please contact Chennai Tech Academy Team.`,
    });
    expect(loginFailureMessage(answer(401, AUTH_MESSAGES.notFound), "Chennai Tech Academy")).toEqual({ tone: "error", text: "Username not found." });
    expect(loginFailureMessage(answer(401, AUTH_MESSAGES.invalid), "Chennai Tech Academy")).toEqual({ tone: "error", text: "Incorrect password." });
  });

  it("tells staff who hit the login limit to wait, not that something broke", () => {
    expect(loginFailureMessage(answer(429, AUTH_MESSAGES.tooManyAttempts), "Chennai Tech Academy")).toEqual({
      tone: "warning",
      text: "Too many login attempts. Please wait a minute and try again.",
    });
    // The account's own pause says how long (docs/decisions/036).
    const paused = "Too many failed logins for this account. Try again in 2 minutes.";
    expect(loginFailureMessage(answer(429, paused), "Chennai Tech Academy")).toEqual({ tone: "warning", text: paused });
  });

  it("shows the server's words when a two-factor code is wanted or was wrong", () => {
    const ask = (twoFactor: string, message: string) => new ApiError(401, message, { success: false, message, twoFactor });
    expect(loginFailureMessage(ask("required", TWO_FACTOR_MESSAGES.codeRequired), "X")).toEqual({ tone: "warning", text: TWO_FACTOR_MESSAGES.codeRequired });
    expect(loginFailureMessage(ask("invalid", TWO_FACTOR_MESSAGES.codeInvalid), "X")).toEqual({ tone: "error", text: TWO_FACTOR_MESSAGES.codeInvalid });
  });

  it("says 'Something went wrong.' for anything else, including a network failure", () => {
    expect(loginFailureMessage(answer(500, "Something went wrong. Please try again."), "Chennai Tech Academy")).toEqual({
      tone: "error",
      text: "Something went wrong.",
    });
    expect(loginFailureMessage(new TypeError("Failed to fetch"), "Chennai Tech Academy")).toEqual({ tone: "error", text: "Something went wrong." });
  });
});
