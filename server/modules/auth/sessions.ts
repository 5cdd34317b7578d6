import crypto from "node:crypto";
import type { Db, UsersTable } from "#server/db/types";
import { nowIso } from "../common/clock";

// docs/decisions/002 and 016: the client holds a random 256-bit token;
// the database holds only its SHA-256, so a leaked dump contains no usable token.

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** 32 random bytes in base64url are always 43 characters from this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new random 256-bit secret (a session token, a device proof). */
export const randomToken = () => crypto.randomBytes(32).toString("base64url");

/** Whether a value has the shape of one of our random tokens (anything else is not looked up). */
export const isTokenShaped = (value: string) => TOKEN_SHAPE.test(value);

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const token = match?.[1];
  return token && isTokenShaped(token) ? token : null;
}

/**
 * Whether an `Authorization: Bearer …` header carries anything at all, well-formed
 * or not: a client that sent something had a session once; one that sent nothing
 * (no header, another scheme, an empty Bearer) never logged in.
 */
export const sentBearerToken = (header: string | undefined) => /^Bearer\s+\S/i.test(header ?? "");

export async function createSession(db: Db, userId: string, ttlHours: number) {
  const token = randomToken();
  // Sessions live in real time, not on the app's clock: a token's lifetime is a real
  // duration (the cookie's max-age counts real seconds), and a test that moves the
  // app's clock days on keeps its sign-in.
  const now = Date.now();
  const expiresAt = nowIso(now + ttlHours * 3_600_000);
  await db
    .insertInto("sessions")
    .values({ id: hashToken(token), user_id: userId, created_at: nowIso(now), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The verified user a live session belongs to; undefined for anything else. */
export async function findSessionUser(db: Db, token: string): Promise<UsersTable | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.expires_at", ">", nowIso())
    .where("users.is_verified", "=", 1)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Expired rows are worthless; dropping them at each login keeps the table small. */
export async function deleteExpiredSessions(db: Db) {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso()).execute();
}
