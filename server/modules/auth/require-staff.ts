// The staff guard: requireStaff reads the bearer token and loads the session's verified user (or answers
// 401); requireRole narrows a route to roles (docs/decisions/002, 019).

import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type PublicUser, type Role, TWO_FACTOR_MESSAGES, roleRefusedMessage } from "#contracts/user";
import type { UsersTable } from "#server/db/types";
import { Forbidden, Unauthenticated } from "#server/domain-errors";
import { bearerToken, findSessionUser, sentBearerToken } from "./sessions";
import { toPublicUser } from "./users";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff. */
    staff?: PublicUser;
    /** The bearer token of this request's session, set by requireStaff (for logout). */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /**
     * Open to an admin who must still set up two-factor authentication
     * (REQUIRE_2FA_FOR_ADMINS): the setup itself, logout, the password.
     */
    beforeTwoFactor?: boolean;
  }
}

/** Whether this account must use two-factor authentication: admins, when REQUIRE_2FA_FOR_ADMINS is on (docs/decisions/036). */
export const twoFactorRequired = (user: Pick<UsersTable, "role">, requireForAdmins: boolean) => requireForAdmins && user.role === "admin";

/** An account that must use two-factor authentication and has not set it up yet. */
export const mustSetUpTwoFactor = (user: Pick<UsersTable, "role" | "totp_enabled_at">, requireForAdmins: boolean) =>
  twoFactorRequired(user, requireForAdmins) && !user.totp_enabled_at;

/**
 * The onRequest hook of every staff endpoint (docs/decisions/016): a live session of an
 * existing, verified user, or 401. Any role passes; see requireRole. A request that carries no token at all is told
 * to log in; any token that is not a live session gets one message for every
 * reason (forged, expired, revoked): the client only needs to know it must log in
 * again, and an attacker learns nothing more.
 */
export async function requireStaff(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!sentBearerToken(header)) throw new Unauthenticated(AUTH_MESSAGES.signInRequired);
  const token = bearerToken(header);
  const user = token ? await findSessionUser(request.server.db, token) : undefined;
  if (!token || !user) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
  // Until it is set up, such an admin can do nothing else (403, not 401: the session is fine).
  if (mustSetUpTwoFactor(user, request.server.config.REQUIRE_2FA_FOR_ADMINS) && !request.routeOptions.config.beforeTwoFactor) {
    throw new Forbidden(TWO_FACTOR_MESSAGES.setupRequired);
  }
  request.staff = toPublicUser(user);
  request.sessionToken = token;
}

/**
 * The session check of an endpoint only some roles may use: requireStaff first
 * (401 without a live session), then 403 naming the caller's role when it is not
 * one of `roles`. Used as `{ onRequest: requireRole("admin", "editor") }`; it runs
 * before the body is read, so a refused upload is never parsed or stored.
 *
 * One function, not an array of two: plugins (compress) push their own hooks
 * into a route's onRequest array, and an array shared by several routes would
 * collect every route's copy.
 */
export function requireRole(...roles: Role[]) {
  const allowed = new Set<string>(roles);
  // Named after the roles: the route listing (printRoutes) then shows who may call what.
  const name = `requireStaff[${roles.join(",")}]`;
  return {
    async [name](request: FastifyRequest) {
      await requireStaff(request);
      const role = request.staff?.role ?? null;
      if (!role || !allowed.has(role)) throw new Forbidden(roleRefusedMessage(role));
    },
  }[name]!;
}
