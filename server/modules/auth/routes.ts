import type { FastifyRequest } from "fastify";
import {
  AUTH_MESSAGES,
  DEFAULT_ROLE,
  changePasswordSchema,
  changeRoleSchema,
  displayNameSchema,
  signinSchema,
  signupSchema,
  verifyUserSchema,
} from "#contracts/user";
import { pagingQuerySchema } from "#contracts/api";
import { notFound } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { listAnswer, pagingOf } from "../common/list-query";
import { verifyPassword } from "./passwords";
import { noteAudit } from "../common/audit-note";
import type { AuthDeps } from "./deps";
import { cookieOf, fromOurOwnPages } from "./cookies";
import { staffFormPostRoutes } from "./form-posts";
import { HANDOFF_COOKIE, handoffCookie, sessionAnswer } from "./handoff";
import { assertStrongPassword, siteWords } from "./password-policy";
import { mustSetUpTwoFactor, requireRole, requireStaff } from "./require-staff";
import { signIn } from "./sign-in";
import { SIGNUP_DONE_MESSAGE, signUp, signinRateLimit, signupRateLimit } from "./sign-up";
import { deleteSession, findSessionUser, isTokenShaped } from "./sessions";
import { twoFactorRoutes } from "./two-factor-routes";
import { USER_MESSAGES, changeOwnPassword, deleteUser, findUserById, listUsers, setDisplayName, setRole, toPublicUser, verifyUser } from "./users";

/** The default login rate lives with the configuration; the tests that count up to it import it from here. */
export { SIGNIN_PER_MINUTE } from "#server/config";

export { SIGNUPS_PER_HOUR } from "./sign-up";

/** The admin making an account change, as the timelines of the leads it returns name them. */
const actorOf = (request: FastifyRequest) => ({ id: request.staff!._id, username: request.staff!.username });

export { accountPausedMessage } from "./sign-in";

/** /api/auth/*: paths and fields as the staff screens call them (docs/decisions/015). */
/** `deps`: what auth needs from the modules above it, handed in by server/app.ts (./deps.ts). */
export async function authRoutes(app: ApiServer, deps: AuthDeps) {
  await twoFactorRoutes(app, deps);
  // One count per client address for both ways of signing up and of logging in (the JSON call and the plain form post).
  const signupLimit = signupRateLimit(app);
  const signinLimit = signinRateLimit(app);

  app.post("/api/auth/signup", { schema: { body: signupSchema }, onRequest: signupLimit }, async (request, reply) => {
    await signUp(app.db, deps.siteFacts, request.body);
    return reply.status(201).send({ success: true, message: SIGNUP_DONE_MESSAGE });
  });

  app.post("/api/auth/signin", { schema: { body: signinSchema }, onRequest: signinLimit }, async (request, reply) => {
    const result = await signIn(request, reply, request.body);
    if (result.outcome === "refused") {
      if (result.retryAfterMs) void reply.header("retry-after", String(Math.ceil(result.retryAfterMs / 1000)));
      throw new HttpError(result.status, result.message);
    }
    if (result.outcome === "two-factor") return reply.status(401).send({ success: false, message: result.message, twoFactor: result.ask });
    return sessionAnswer(result);
  });

  // A session a plain form post started (form-posts.ts), handed to the dashboard's script once.
  app.post("/api/auth/handoff", async (request, reply) => {
    if (!fromOurOwnPages(request)) throw new HttpError(403, AUTH_MESSAGES.notOurPage);
    const token = cookieOf(request, HANDOFF_COOKIE);
    void reply.header("set-cookie", handoffCookie(request, "", 0));
    const user = token && isTokenShaped(token) ? await findSessionUser(app.db, token) : undefined;
    if (!user || !token) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
    return {
      success: true,
      token,
      user: toPublicUser(user),
      twoFactor: { enabled: Boolean(user.totp_enabled_at), setupRequired: mustSetUpTwoFactor(user, app.config.REQUIRE_2FA_FOR_ADMINS) },
    };
  });

  await staffFormPostRoutes(app, { signinLimit, signupLimit }, deps);

  app.post("/api/auth/logout", { onRequest: requireStaff, config: { beforeTwoFactor: true } }, async (request) => {
    await deleteSession(app.db, request.sessionToken!);
    return { success: true, message: "Logged out successfully" };
  });

  app.post(
    "/api/auth/change-password",
    {
      onRequest: requireStaff,
      schema: { body: changePasswordSchema },
      config: {
        beforeTwoFactor: true,
        // Someone at an unlocked dashboard could otherwise guess the current
        // password as fast as argon2 allows; the same pace as logging in.
        rateLimit: {
          max: app.config.SIGNIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyPasswordChanges),
        },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await findUserById(app.db, request.staff!._id);
      // Deleted between the session check and here: as gone as any ended session.
      if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      // 400, not 401: the session is fine, and a 401 would log the dashboard out.
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword, { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
      }
      assertStrongPassword(newPassword, { ...user, siteWords: await siteWords(app.db, deps.siteFacts) }, "newPassword");
      await changeOwnPassword(app.db, user.id, newPassword, request.sessionToken!);
      return { success: true, message: "Password changed." };
    },
  );

  // One's own name for messages to students ({counsellor} in a template, docs/decisions/051).
  app.put("/api/auth/me/display-name", { onRequest: requireStaff, schema: { body: displayNameSchema } }, async (request) => {
    const user = await setDisplayName(app.db, request.staff!._id, request.body.displayName);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    return { success: true, message: "Your name is saved.", data: user };
  });

  // Staff accounts are the admins' business alone.
  const admin = { onRequest: requireRole("admin") };

  app.get("/api/auth/users", { ...admin, schema: { querystring: pagingQuerySchema } }, async (request) => {
    const paging = pagingOf(request.query);
    const { rows, total } = await listUsers(app.db, paging);
    return listAnswer(rows.map(toPublicUser), total, paging);
  });

  // The role is optional: a client that sends none verifies with DEFAULT_ROLE.
  app.put("/api/auth/verify-user/:id", { ...admin, schema: { params: idParams, body: verifyUserSchema } }, async (request) => {
    const { id } = request.params;
    const { role = DEFAULT_ROLE } = request.body;
    const before = await findUserById(app.db, id);
    if (!before) throw notFound("User");
    if (Number(before.is_verified) === 1) {
      return { success: true, message: "User is already verified. Change the role instead.", data: toPublicUser(before) };
    }
    const user = await verifyUser(app.db, id, role);
    if (!user) throw notFound("User");
    noteAudit(request, user.username, { role: user.role });
    return { success: true, message: "User verified successfully", data: toPublicUser(user) };
  });

  app.put("/api/auth/users/:id/role", { ...admin, schema: { params: idParams, body: changeRoleSchema } }, async (request) => {
    const { role } = request.body;
    const result = await setRole(app.db, request.params.id, role, deps.releaseLeads, actorOf(request));
    if (result.outcome === "not-found") throw notFound("User");
    if (result.outcome === "not-verified") throw new HttpError(409, USER_MESSAGES.notVerified);
    if (result.outcome === "last-admin") throw new HttpError(409, USER_MESSAGES.lastAdminRole);
    const { user } = result;
    if (result.outcome === "unchanged") return { success: true, message: `${user.username} already has this role.`, data: toPublicUser(user) };
    noteAudit(request, user.username, { from: result.before, to: role });
    const returned =
      result.returnedLeads === 0
        ? ""
        : result.returnedLeads === 1
          ? " Their open lead is back in Unassigned."
          : ` Their ${result.returnedLeads} open leads are back in Unassigned.`;
    return { success: true, message: `Role changed. ${user.username} must log in again.${returned}`, data: toPublicUser(user) };
  });

  app.delete("/api/auth/delete/:id", { ...admin, schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    const user = await findUserById(app.db, id);
    const outcome = await deleteUser(app.db, id, deps.releaseLeads, actorOf(request));
    if (outcome === "not-found") throw notFound("User");
    if (outcome === "last-admin") throw new HttpError(409, USER_MESSAGES.lastAdmin);
    if (user) noteAudit(request, user.username);
    return { success: true, message: "User deleted successfully" };
  });
}
