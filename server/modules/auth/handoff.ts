import type { FastifyRequest } from "fastify";
import { setCookie } from "./cookies";
import type { SignIn } from "./sign-in";
import { toPublicUser } from "./users";

// A login made by a plain form post (before or without JavaScript) has no
// script to keep its token in local storage, where the dashboard looks for it
// (docs/decisions/002). The server keeps the token in an httpOnly cookie that is
// only ever sent to POST /api/auth/handoff: the dashboard's script, once it
// runs, asks there once, stores the token as after any login, and the cookie
// is removed (docs/decisions/055). Nothing of it is ever in an address.

export const HANDOFF_COOKIE = "staff_handoff";
const HANDOFF_PATH = "/api/auth/handoff";

/** The hand-over cookie holding `token` for `maxAgeSeconds` (0 removes it). */
export const handoffCookie = (request: FastifyRequest, token: string, maxAgeSeconds: number) =>
  setCookie(request, HANDOFF_COOKIE, token, { path: HANDOFF_PATH, maxAgeSeconds });

/** The JSON answer to a successful login, as the dashboard stores it. */
export function sessionAnswer(session: Extract<SignIn, { outcome: "session" }>) {
  return {
    success: true,
    message: session.message,
    token: session.token,
    expiresAt: session.expiresAt,
    user: toPublicUser(session.user),
    twoFactor: { enabled: Boolean(session.user.totp_enabled_at), setupRequired: session.setupRequired },
  };
}
