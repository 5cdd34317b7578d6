import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type PublicUser, type Role, roleRefusedMessage } from "../../../contracts/user";
import { HttpError } from "../../http-error";
import { bearerToken, findSessionUser, sentBearerToken } from "./sessions";
import { toPublicUser } from "./users";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff. */
    staff?: PublicUser;
    /** The bearer token of this request's session, set by requireStaff (for logout). */
    sessionToken?: string;
  }
}

/**
 * preHandler of every staff endpoint (docs/decisions/016): a live session of an
 * existing, verified user, or 401. Any role passes; see requireRole. A request that carries no token at all is told
 * to log in; any token that is not a live session gets one message for every
 * reason (forged, expired, revoked): the client only needs to know it must log in
 * again, and an attacker learns nothing more.
 */
export async function requireStaff(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!sentBearerToken(header)) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
  const token = bearerToken(header);
  const user = token ? await findSessionUser(request.server.db, token) : undefined;
  if (!token || !user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
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
      if (!role || !allowed.has(role)) throw new HttpError(403, roleRefusedMessage(role));
    },
  }[name]!;
}
