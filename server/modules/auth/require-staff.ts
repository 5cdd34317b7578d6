import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type PublicUser } from "../../../contracts/user";
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
 * preHandler of every staff endpoint (DECISIONS.md D4): a live session of an
 * existing, verified user, or 401. A request that carries no token at all is told
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
