import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import encodeQR from "qr";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";

// Two-factor authentication for staff (docs/decisions/036): the standard TOTP
// of authenticator apps (RFC 6238: SHA-1, 6 digits, 30 seconds) and single-use
// recovery codes for a lost phone.

const PERIOD_S = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed just as it changed. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: the codes are read off paper. 31 letters, 10 of them: about 50 bits. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A new random secret (160 bits, as RFC 4226 recommends), in the base32 the apps take. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string, issuer = "", label = "") =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD_S });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string) => totp(secret, issuer, account).toString();

/**
 * The QR code of an otpauth:// address as an SVG data URL, drawn here: the
 * secret never goes to a third-party QR service, and the CSP allows data: images.
 */
export function qrCodeDataUrl(text: string): string {
  const svg = encodeQR(text, "svg", { border: 2, ecc: "medium" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The 30-second step a code belongs to, if it is right for `now` (one step of slack either way); null if not. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code an app shows at `now` (tests and the setup screen's own check). */
export const totpCode = (secret: string, now: number) => totp(secret).generate({ timestamp: now });

/**
 * Marks a step as used, so the same code (or an older one) is not accepted
 * again, even by two logins at once: only one of them moves the step on.
 */
export async function spendTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Recovery codes ──────────────────────────────────────────────────────────

/** Lower case without spaces or dashes: how a code is compared. */
const normalise = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const hashCode = (code: string) => crypto.createHash("sha256").update(normalise(code)).digest("hex");

/** Ten codes like "k7mqp-x2vhd", shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The account's codes become these (any earlier ones stop working). Hashes only are stored. */
export async function replaceRecoveryCodes(db: Db, userId: string, codes: string[]) {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  const at = nowIso();
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ id: crypto.randomUUID(), user_id: userId, code_hash: hashCode(code), created_at: at, used_at: null })))
    .execute();
}

/** Uses up a recovery code: true once per code, in one statement so two logins cannot both use it. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A code from the app or a recovery code, for an account with two-factor on: accepted at most once. */
export async function acceptSecondFactor(
  db: Db,
  user: { id: string; totp_secret?: string | null },
  code: string,
  now: number,
): Promise<"totp" | "recovery" | null> {
  if (!user.totp_secret) return null;
  const step = totpStep(user.totp_secret, code, now);
  if (step !== null) return (await spendTotpStep(db, user.id, step)) ? "totp" : null;
  return (await spendRecoveryCode(db, user.id, code)) ? "recovery" : null;
}

/** Setting up (again): the new secret waits for its first code; a secret already on keeps working until then. */
export async function startTwoFactorSetup(db: Db, userId: string, secret: string) {
  await db.updateTable("users").set({ totp_pending_secret: secret }).where("id", "=", userId).execute();
}

/**
 * The pending secret's first code was right: two-factor on with it (unless another
 * setup replaced it meanwhile), new recovery codes, and the sessions opened with
 * the password alone end; `keepSession` (the hash of this one's token) stays.
 */
export async function turnOnTwoFactor(db: Db, userId: string, on: { secret: string; step: number; codes: string[]; keepSession: string }, now: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: on.secret, totp_pending_secret: null, totp_enabled_at: nowIso(now), totp_last_step: on.step })
      .where("id", "=", userId)
      .where("totp_pending_secret", "=", on.secret)
      .execute();
    await replaceRecoveryCodes(trx, userId, on.codes);
    await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id", "<>", on.keepSession).execute();
  });
}

/** Two-factor off: secret, pending secret and recovery codes go. */
export async function turnOffTwoFactor(db: Db, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  });
}
