import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type PublicUser } from "../../../contracts/user";
import { HttpError } from "../../http-error";
import { bearerToken, findSessionUser } from "./sessions";
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
 * existing, verified user, or 401. One message for every failure: the client only
 * needs to know it must log in again, and an attacker learns nothing more.
 */
export async function requireStaff(request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  const user = token ? await findSessionUser(request.server.db, token) : undefined;
  if (!token || !user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  request.staff = toPublicUser(user);
  request.sessionToken = token;
}

