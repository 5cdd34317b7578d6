import type { FastifyInstance } from "fastify";
import { AUTH_MESSAGES, type SignupInput } from "#contracts/user";
import { TooMany } from "#server/domain-errors";
import type { Db } from "#server/db/types";
import type { SiteFactsReader } from "./deps";
import { assertStrongPassword, siteWords } from "./password-policy";
import { createUser } from "./users";

// One sign-up and one count of login and sign-up attempts per client address,
// whichever way they come: the JSON calls of the hydrated pages or the plain
// form posts of /login and /signup (form-posts.ts, docs/decisions/055).

/**
 * Sign-ups per client address and hour. Staff sign up once each; a script
 * creating accounts by the thousand (each a row for colleagues to wade through
 * in Users) is stopped here. Generous enough for an office behind one address.
 */
export const SIGNUPS_PER_HOUR = 20;

export { SIGNUP_DONE_MESSAGE } from "#contracts/user";

/** Checks the password and stores an account without a role (an admin gives one when verifying it). */
export async function signUp(db: Db, readSiteFacts: SiteFactsReader, input: SignupInput) {
  assertStrongPassword(input.password, { ...input, siteWords: await siteWords(db, readSiteFacts) });
  await createUser(db, input, null);
}

/** The per-address login limit as a hook, one count for every route that uses the same hook. */
export const signinRateLimit = (app: FastifyInstance) =>
  app.rateLimit({
    // The name of its count in the database, shared by every server (docs/decisions/083).
    groupId: "staff-sign-in",
    max: app.config.SIGNIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => new TooMany(AUTH_MESSAGES.tooManyAttempts),
  });

/** The per-address sign-up limit as a hook, shared the same way. */
export const signupRateLimit = (app: FastifyInstance) =>
  app.rateLimit({
    groupId: "staff-sign-up",
    max: SIGNUPS_PER_HOUR,
    timeWindow: 60 * 60_000,
    errorResponseBuilder: () => new TooMany(AUTH_MESSAGES.tooManySignups),
  });
