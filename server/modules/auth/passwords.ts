import crypto from "node:crypto";
import { argon2id, hash, verify } from "argon2";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong
// against GPU guessing while a login stays well under 100 ms on a small server.
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A login for an unknown user still runs one argon2 verification (docs/decisions/016),
 * so the answer takes as long as a wrong password and timing reveals nothing more.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
}

/** 144 random bits, URL-safe: for the first account and password resets. */
export const generatePassword = () => crypto.randomBytes(18).toString("base64url");
