import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";

// docs/decisions/036: logins are throttled per account as well as per address.
// After `freeFailures` failed logins in a row the account takes no login for a
// while: one minute, doubling with each further failure, at most `maxLockMs`.
// Attempts during the pause are refused without looking at the password and
// do not extend it, so the real owner gets in once it is over; a success ends
// the count.
//
// The count lives in the users row, so it holds across client addresses and
// server instances. An attempt is counted *before* its password is checked
// (and forgiven once it turns out right): otherwise a burst of parallel
// guesses would all pass the check before the first of them failed.

export interface ThrottlePolicy {
  /** Failed logins in a row allowed before the first pause. */
  freeFailures: number;
  /** The longest pause. */
  maxLockMs: number;
}

const FIRST_LOCK_MS = 60_000;

/** The pause after the `failures`-th failure in a row (0 while under the free count). */
export function lockMsAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockMs, FIRST_LOCK_MS * 2 ** Math.min(30, failures - policy.freeFailures));
}

export type Claim = { ok: true; failures: number } | { ok: false; retryAfterMs: number };

/**
 * Counts one login attempt against the account, unless it is paused. The
 * compare-and-set on the count makes parallel attempts take turns: each sees
 * the count the previous one left, and the one that reaches the limit sets the
 * pause for all that follow.
 */
export async function claimAttempt(db: Db, userId: string, now: number, policy: ThrottlePolicy): Promise<Claim> {
  for (let round = 0; round < 20; round++) {
    const row = await db.selectFrom("users").select(["failed_logins", "login_locked_until"]).where("id", "=", userId).executeTakeFirst();
    if (!row) return { ok: true, failures: 0 };
    const lockedUntil = row.login_locked_until ? Date.parse(row.login_locked_until) : 0;
    if (lockedUntil > now) return { ok: false, retryAfterMs: lockedUntil - now };
    const before = Number(row.failed_logins ?? 0);
    const failures = before + 1;
    const lockMs = lockMsAfter(failures, policy);
    const result = await db
      .updateTable("users")
      .set({ failed_logins: failures, login_locked_until: lockMs ? nowIso(now + lockMs) : null })
      .where("id", "=", userId)
      .where("failed_logins", "=", before)
      .where((eb) => eb.or([eb("login_locked_until", "is", null), eb("login_locked_until", "<=", nowIso(now))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { ok: true, failures };
  }
  // Twenty attempts changed the count under this one: it is a flood, so wait.
  return { ok: false, retryAfterMs: FIRST_LOCK_MS };
}

/** A login that succeeded: the count and any pause end. */
export async function clearFailures(db: Db, userId: string) {
  await db.updateTable("users").set({ failed_logins: 0, login_locked_until: null }).where("id", "=", userId).execute();
}

/**
 * The password was right but the login is not over (a two-factor code comes
 * next): the attempt is not a failure, so the count goes back to what it was.
 * Only when no other attempt counted in between (compare-and-set), and the
 * pause this attempt may have started goes with it.
 */
export async function forgiveAttempt(db: Db, userId: string, claimed: number) {
  await db
    .updateTable("users")
    .set({ failed_logins: claimed - 1, login_locked_until: null })
    .where("id", "=", userId)
    .where("failed_logins", "=", claimed)
    .execute();
}

/** "2 minutes", "1 minute", "30 seconds": the wait in the message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
