import type { FastifyRequest } from "fastify";
import {
  AUTH_MESSAGES,
  DEFAULT_ROLE,
  TWO_FACTOR_MESSAGES,
  type TwoFactorAsk,
  changePasswordSchema,
  changeRoleSchema,
  displayNameSchema,
  signinSchema,
  signupSchema,
  verifyUserSchema,
} from "../../../contracts/user";
import { pagingQuerySchema } from "../../../contracts/api";
import { HttpError, notFound } from "../../http-error";
import { type ApiServer, idParams } from "../../route-schemas";
import { listAnswer, pagingOf } from "../common/list-query";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import { noteAudit } from "../audit/plugin";
import { type ThrottlePolicy, claimAttempt, clearFailures, forgiveAttempt, waitText } from "./login-throttle";
import { assertStrongPassword } from "./password-policy";
import { mustSetUpTwoFactor, requireRole, requireStaff } from "./require-staff";
import { createSession, deleteExpiredSessions, deleteSession } from "./sessions";
import { acceptSecondFactor, recoveryCodesLeft } from "./two-factor";
import { twoFactorRoutes } from "./two-factor-routes";
import {
  USER_MESSAGES,
  changeOwnPassword,
  createUser,
  deleteUser,
  findUserById,
  findUserByUsername,
  listUsers,
  setDisplayName,
  setRole,
  toPublicUser,
  verifyUser,
} from "./users";

/** The default login rate lives with the configuration; the tests that count up to it import it from here. */
export { SIGNIN_PER_MINUTE } from "../../config";

/**
 * Sign-ups per client address and hour. Staff sign up once each; a script
 * creating accounts by the thousand (each a row for colleagues to wade through
 * in Users) is stopped here. Generous enough for an office behind one address.
 */
export const SIGNUPS_PER_HOUR = 20;

/** The admin making an account change, as the timelines of the leads it returns name them. */
const actorOf = (request: FastifyRequest) => ({ id: request.staff!._id, username: request.staff!.username });

/** The answer to a login on a paused account: how long to wait. */
export const accountPausedMessage = (retryAfterMs: number) => `Too many failed logins for this account. Try again in ${waitText(retryAfterMs)}.`;

/** /api/auth/*: paths and fields as the staff screens call them (docs/decisions/015). */
export async function authRoutes(app: ApiServer) {
  const throttle: ThrottlePolicy = { freeFailures: app.config.SIGNIN_LOCK_AFTER_FAILURES, maxLockMs: app.config.SIGNIN_LOCK_MAX_MINUTES * 60_000 };
  await twoFactorRoutes(app);

  app.post(
    "/api/auth/signup",
    {
      schema: { body: signupSchema },
      config: {
        rateLimit: {
          max: SIGNUPS_PER_HOUR,
          timeWindow: 60 * 60_000,
          errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManySignups),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      assertStrongPassword(input.password, input);
      // No role, no power: an admin gives one when verifying the account.
      await createUser(app.db, input, null);
      return reply.status(201).send({
        success: true,
        message: "Account created. An admin must verify it before you can log in.",
      });
    },
  );

  app.post(
    "/api/auth/signin",
    {
      schema: { body: signinSchema },
      config: {
        rateLimit: {
          max: app.config.SIGNIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts),
        },
      },
    },
    async (request, reply) => {
      const { username, password, code } = request.body;
      const user = await findUserByUsername(app.db, username);
      if (!user) {
        await verifyAgainstDummy(password);
        throw new HttpError(401, AUTH_MESSAGES.notFound);
      }
      // Per account, whatever the address (docs/decisions/036): a paused account
      // is refused before its password is even looked at.
      const now = app.now();
      const claim = await claimAttempt(app.db, user.id, now, throttle);
      if (!claim.ok) {
        void reply.header("retry-after", String(Math.ceil(claim.retryAfterMs / 1000)));
        throw new HttpError(429, accountPausedMessage(claim.retryAfterMs));
      }
      if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, AUTH_MESSAGES.invalid);
      // Checked after the password so the answer says nothing about an account to
      // someone who does not know its password.
      if (Number(user.is_verified) !== 1) {
        await clearFailures(app.db, user.id);
        throw new HttpError(403, AUTH_MESSAGES.notVerified);
      }
      let usedRecoveryCode = false;
      if (user.totp_enabled_at) {
        const ask = (twoFactor: TwoFactorAsk, message: string) => reply.status(401).send({ success: false, message, twoFactor });
        // The right password alone is no failure; a wrong code is one, like a wrong password.
        if (!code) {
          await forgiveAttempt(app.db, user.id, claim.failures);
          return ask("required", TWO_FACTOR_MESSAGES.codeRequired);
        }
        const accepted = await acceptSecondFactor(app.db, user, code, now);
        if (!accepted) return ask("invalid", TWO_FACTOR_MESSAGES.codeInvalid);
        usedRecoveryCode = accepted === "recovery";
      }
      await clearFailures(app.db, user.id);
      await deleteExpiredSessions(app.db);
      const { token, expiresAt } = await createSession(app.db, user.id, app.config.SESSION_TTL_HOURS);
      const left = usedRecoveryCode ? await recoveryCodesLeft(app.db, user.id) : null;
      return {
        success: true,
        message: left === null ? "Login successful" : `Logged in with a recovery code; ${left} left. Set up your authenticator app again if you lost it.`,
        token,
        expiresAt,
        user: toPublicUser(user),
        twoFactor: {
          enabled: Boolean(user.totp_enabled_at),
          // The dashboard opens on the setup: nothing else answers until it is done.
          setupRequired: mustSetUpTwoFactor(user, app.config.REQUIRE_2FA_FOR_ADMINS),
        },
      };
    },
  );

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
      assertStrongPassword(newPassword, user, "newPassword");
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
    const result = await setRole(app.db, request.params.id, role, actorOf(request));
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
    const outcome = await deleteUser(app.db, id, actorOf(request));
    if (outcome === "not-found") throw notFound("User");
    if (outcome === "last-admin") throw new HttpError(409, USER_MESSAGES.lastAdmin);
    if (user) noteAudit(request, user.username);
    return { success: true, message: "User deleted successfully" };
  });
}
