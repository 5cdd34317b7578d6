import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, type TwoFactorAsk } from "#contracts/user";
import type { UsersTable } from "#server/db/types";
import { claimDeviceAttempt, forgiveDeviceAttempt, issueDeviceProof, proofsOf, sendDeviceCookie } from "./device-proofs";
import { type ThrottlePolicy, claimAttempt, clearFailures, forgiveAttempt, waitText } from "./login-throttle";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import { mustSetUpTwoFactor } from "./require-staff";
import { createSession, deleteExpiredSessions } from "./sessions";
import { acceptSecondFactor, recoveryCodesLeft } from "./two-factor";
import { findUserByUsername } from "./users";

// One login, whichever way it comes: the dashboard's JSON call (POST
// /api/auth/signin) or the login page's plain form post before or without
// JavaScript (form-posts.ts). Both get the same checks in the same order, the
// same throttling and the same device proof (docs/decisions/036, 055).

/** The answer to a login on a paused account: how long to wait. */
export const accountPausedMessage = (retryAfterMs: number) => `Too many failed logins for this account. Try again in ${waitText(retryAfterMs)}.`;

export type SignIn =
  /** Refused: the status and the server's message (the login page words it, docs/decisions/008). */
  | { outcome: "refused"; status: number; message: string; retryAfterMs?: number }
  /** The password was right; a two-factor code is wanted, or the one sent was wrong. */
  | { outcome: "two-factor"; ask: TwoFactorAsk; message: string }
  | { outcome: "session"; token: string; expiresAt: string; user: UsersTable; message: string; setupRequired: boolean };

export const throttlePolicyOf = (app: FastifyInstance): ThrottlePolicy => ({
  freeFailures: app.config.SIGNIN_LOCK_AFTER_FAILURES,
  maxLockMs: app.config.SIGNIN_LOCK_MAX_MINUTES * 60_000,
});

/**
 * Checks a login and, when it succeeds, starts a session and gives the browser a
 * fresh device proof (its cookie is set on `reply`).
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, input: { username: string; password: string; code?: string }): Promise<SignIn> {
  const app = request.server;
  const { username, password, code } = input;
  const user = await findUserByUsername(app.db, username);
  if (!user) {
    await verifyAgainstDummy(password);
    return { outcome: "refused", status: 401, message: AUTH_MESSAGES.notFound };
  }
  const now = app.now();
  const policy = throttlePolicyOf(app);
  // A browser this account knows counts its attempts on itself and is not held
  // by the account's pause; any other is held before its password is even
  // looked at (docs/decisions/036, 055).
  const held = proofsOf(request);
  const device = await claimDeviceAttempt(app.db, user.id, held, now, policy.freeFailures);
  let forgive: () => Promise<void>;
  let succeeded: () => Promise<void>;
  if (device) {
    forgive = () => forgiveDeviceAttempt(app.db, device);
    // The account's count is the strangers': the owner's success leaves their pause as it is.
    succeeded = async () => {};
  } else {
    const claim = await claimAttempt(app.db, user.id, now, policy);
    if (!claim.ok) return { outcome: "refused", status: 429, message: accountPausedMessage(claim.retryAfterMs), retryAfterMs: claim.retryAfterMs };
    forgive = () => forgiveAttempt(app.db, user.id, claim.failures);
    succeeded = () => clearFailures(app.db, user.id);
  }
  if (!(await verifyPassword(user.password_hash, password))) return { outcome: "refused", status: 401, message: AUTH_MESSAGES.invalid };
  // Checked after the password so the answer says nothing about an account to
  // someone who does not know its password.
  if (Number(user.is_verified) !== 1) {
    await succeeded();
    return { outcome: "refused", status: 403, message: AUTH_MESSAGES.notVerified };
  }
  let usedRecoveryCode = false;
  if (user.totp_enabled_at) {
    // The right password alone is no failure; a wrong code is one, like a wrong password.
    if (!code) {
      await forgive();
      return { outcome: "two-factor", ask: "required", message: TWO_FACTOR_MESSAGES.codeRequired };
    }
    const accepted = await acceptSecondFactor(app.db, user, code, now);
    if (!accepted) return { outcome: "two-factor", ask: "invalid", message: TWO_FACTOR_MESSAGES.codeInvalid };
    usedRecoveryCode = accepted === "recovery";
  }
  await succeeded();
  sendDeviceCookie(request, reply, await issueDeviceProof(app.db, user.id, held, now));
  await deleteExpiredSessions(app.db);
  const { token, expiresAt } = await createSession(app.db, user.id, app.config.SESSION_TTL_HOURS);
  const left = usedRecoveryCode ? await recoveryCodesLeft(app.db, user.id) : null;
  return {
    outcome: "session",
    token,
    expiresAt,
    user,
    message: left === null ? "Login successful" : `Logged in with a recovery code; ${left} left. Set up your authenticator app again if you lost it.`,
    // The dashboard opens on the setup: nothing else answers until it is done.
    setupRequired: mustSetUpTwoFactor(user, app.config.REQUIRE_2FA_FOR_ADMINS),
  };
}
