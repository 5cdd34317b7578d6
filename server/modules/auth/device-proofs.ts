import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { cookieOf, setCookie } from "./cookies";
import { hashToken, isTokenShaped, randomToken } from "./sessions";

// Device proofs, OWASP's "device cookies" (docs/decisions/055). A browser that
// logged in to an account gets a random 256-bit proof in an httpOnly cookie; the
// server keeps its SHA-256 with the account (login_devices), so a proof cannot be
// made up, is bound to one account, and is revoked by deleting its row. A login
// that shows a live proof for its account is not held by the account's pause
// (which strangers' wrong guesses start): it counts its failures on the device
// instead, and a device that fails as often as the account may (its free
// failures) is trusted no more, so it joins the strangers.

export const DEVICE_COOKIE = "staff_device";
/** How long a browser stays known without logging in again. */
const DEVICE_TTL_MS = 180 * 24 * 3_600_000;
/** Proofs one browser keeps (colleagues sharing an office computer), newest first. */
const PROOFS_PER_BROWSER = 5;

/** The proofs a request's cookie holds (well-formed ones only). */
export function proofsOf(request: FastifyRequest): string[] {
  const raw = cookieOf(request, DEVICE_COOKIE) ?? "";
  return raw.split(".").filter(isTokenShaped).slice(0, PROOFS_PER_BROWSER);
}

/**
 * The device of this request that the account still trusts, with one more
 * attempt counted on it; null when there is none (no proof for this account,
 * expired, or out of free failures), and the login is then a stranger's.
 * One guarded UPDATE: parallel attempts cannot get past the device's limit.
 */
export async function claimDeviceAttempt(db: Db, userId: string, proofs: string[], now: number, freeFailures: number): Promise<string | null> {
  if (proofs.length === 0) return null;
  const row = await db
    .selectFrom("login_devices")
    .select("id")
    .where("id", "in", proofs.map(hashToken))
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso(now))
    .executeTakeFirst();
  if (!row) return null;
  const claimed = await db
    .updateTable("login_devices")
    .set((eb) => ({ failed_logins: eb("failed_logins", "+", 1), last_used_at: nowIso(now) }))
    .where("id", "=", row.id)
    .where("failed_logins", "<", freeFailures)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? row.id : null;
}

/** The device's attempt was no failure (the right password, a two-factor code next). */
export async function forgiveDeviceAttempt(db: Db, deviceId: string) {
  await db
    .updateTable("login_devices")
    .set((eb) => ({ failed_logins: eb("failed_logins", "-", 1) }))
    .where("id", "=", deviceId)
    .where("failed_logins", ">", 0)
    .execute();
}

/**
 * After a successful login: a fresh proof for this account replaces the ones
 * this browser held for it (and any the server no longer knows); the proofs of
 * other accounts stay. Answers the cookie's new value.
 */
export async function issueDeviceProof(db: Db, userId: string, held: string[], now: number): Promise<string> {
  const proof = randomToken();
  const heldIds = held.map(hashToken);
  const known = heldIds.length ? await db.selectFrom("login_devices").select(["id", "user_id"]).where("id", "in", heldIds).execute() : [];
  const othersKept = new Set(known.filter((r) => r.user_id !== userId).map((r) => r.id));
  await db.transaction().execute(async (trx) => {
    const own = known.filter((r) => r.user_id === userId).map((r) => r.id);
    if (own.length) await trx.deleteFrom("login_devices").where("id", "in", own).execute();
    await trx.deleteFrom("login_devices").where("user_id", "=", userId).where("expires_at", "<=", nowIso(now)).execute();
    await trx
      .insertInto("login_devices")
      .values({
        id: hashToken(proof),
        user_id: userId,
        created_at: nowIso(now),
        last_used_at: nowIso(now),
        expires_at: nowIso(now + DEVICE_TTL_MS),
        failed_logins: 0,
      })
      .execute();
  });
  return [proof, ...held.filter((p) => othersKept.has(hashToken(p)))].slice(0, PROOFS_PER_BROWSER).join(".");
}

/** Sets the browser's device cookie to `value`. */
export function sendDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  void reply.header("set-cookie", setCookie(request, DEVICE_COOKIE, value, { maxAgeSeconds: DEVICE_TTL_MS / 1000 }));
}

/** Every proof of an account ends (a new password, a staff reset): its browsers are strangers again. */
export async function forgetDevices(db: Db, userId: string) {
  await db.deleteFrom("login_devices").where("user_id", "=", userId).execute();
}
