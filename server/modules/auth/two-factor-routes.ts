import type { FastifyRequest } from "fastify";
import {
  AUTH_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
} from "#contracts/user";
import { HttpError } from "#server/http-error";
import type { ApiServer } from "#server/route-schemas";
import type { AuthDeps } from "./deps";
import { verifyPassword } from "./passwords";
import { requireStaff, twoFactorRequired } from "./require-staff";
import { hashToken } from "./sessions";
import {
  acceptSecondFactor,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startTwoFactorSetup,
  totpStep,
  turnOffTwoFactor,
  turnOnTwoFactor,
} from "./two-factor";
import { findUserById } from "./users";

/**
 * /api/auth/2fa/*: a signed-in staff member's own two-factor authentication
 * (docs/decisions/036). Setting up shows a QR code and the secret; the first
 * code from the app turns it on and answers ten recovery codes, shown once.
 */
export async function twoFactorRoutes(app: ApiServer, { siteFacts }: Pick<AuthDeps, "siteFacts">) {
  // Guessing the password or a code here goes no faster than logging in.
  const rateLimit = {
    max: app.config.SIGNIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts),
  };
  // The setup is open to an admin who must set it up before anything else.
  const duringSetup = { onRequest: requireStaff, config: { beforeTwoFactor: true, rateLimit } };
  const afterSetup = { onRequest: requireStaff, config: { rateLimit } };

  const ownAccount = async (request: FastifyRequest) => {
    const user = await findUserById(app.db, request.staff!._id);
    // Deleted between the session check and here: as gone as any ended session.
    if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    return user;
  };
  const checkPassword = async (hash: string, password: string) => {
    // 400, not 401: the session is fine, and a 401 would log the dashboard out.
    if (!(await verifyPassword(hash, password)))
      throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword, { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
  };

  app.get("/api/auth/2fa", { onRequest: requireStaff, config: { beforeTwoFactor: true } }, async (request) => {
    const user = await ownAccount(request);
    const status: TwoFactorStatus = {
      enabled: Boolean(user.totp_enabled_at),
      recoveryCodesLeft: user.totp_enabled_at ? await recoveryCodesLeft(app.db, user.id) : 0,
      required: twoFactorRequired(user, app.config.REQUIRE_2FA_FOR_ADMINS),
    };
    return { success: true, data: status };
  });

  // A new secret, waiting for its first code. With two-factor already on, this
  // moves it to a new phone: the old one keeps working until the new one is confirmed.
  app.post("/api/auth/2fa/setup", { ...duringSetup, schema: { body: twoFactorSetupSchema } }, async (request) => {
    const { currentPassword } = request.body;
    const user = await ownAccount(request);
    await checkPassword(user.password_hash, currentPassword);
    const secret = newTotpSecret();
    await startTwoFactorSetup(app.db, user.id, secret);
    const issuer = (await siteFacts(app.db)).name ?? "Staff dashboard";
    const url = otpauthUrl(secret, user.username, issuer);
    return {
      success: true,
      message: "Scan the QR code with your authenticator app, then enter the code it shows.",
      data: { secret, otpauthUrl: url, qrCode: qrCodeDataUrl(url) },
    };
  });

  app.post("/api/auth/2fa/confirm", { ...duringSetup, schema: { body: twoFactorConfirmSchema } }, async (request) => {
    const { code } = request.body;
    const user = await ownAccount(request);
    const secret = user.totp_pending_secret;
    if (!secret) throw new HttpError(409, TWO_FACTOR_MESSAGES.noSetupStarted);
    const step = totpStep(secret, code, app.now());
    if (step === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.confirmInvalid, { code: TWO_FACTOR_MESSAGES.confirmInvalid });
    const codes = newRecoveryCodes();
    await turnOnTwoFactor(app.db, user.id, { secret, step, codes, keepSession: hashToken(request.sessionToken!) }, app.now());
    return {
      success: true,
      message: "Two-factor authentication is on. Keep these recovery codes somewhere safe: each works once if you lose your phone.",
      data: { recoveryCodes: codes },
    };
  });

  app.post("/api/auth/2fa/recovery-codes", { ...afterSetup, schema: { body: twoFactorSetupSchema } }, async (request) => {
    const { currentPassword } = request.body;
    const user = await ownAccount(request);
    if (!user.totp_enabled_at) throw new HttpError(409, TWO_FACTOR_MESSAGES.notEnabled);
    await checkPassword(user.password_hash, currentPassword);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(app.db, user.id, codes);
    return { success: true, message: "New recovery codes made; the old ones no longer work.", data: { recoveryCodes: codes } };
  });

  app.post("/api/auth/2fa/disable", { ...afterSetup, schema: { body: twoFactorDisableSchema } }, async (request) => {
    const { currentPassword, code } = request.body;
    const user = await ownAccount(request);
    if (!user.totp_enabled_at) throw new HttpError(409, TWO_FACTOR_MESSAGES.notEnabled);
    if (twoFactorRequired(user, app.config.REQUIRE_2FA_FOR_ADMINS)) throw new HttpError(409, TWO_FACTOR_MESSAGES.requiredForAdmins);
    await checkPassword(user.password_hash, currentPassword);
    if (!(await acceptSecondFactor(app.db, user, code, app.now())))
      throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid });
    await turnOffTwoFactor(app.db, user.id);
    return { success: true, message: "Two-factor authentication is off." };
  });
}
