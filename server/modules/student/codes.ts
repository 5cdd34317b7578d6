import crypto from "node:crypto";
import {
  STUDENT_CODE_DIGITS,
  STUDENT_CODE_MINUTES,
  STUDENT_CODE_TRIES,
  STUDENT_CODE_WINDOW_MINUTES,
  STUDENT_CODES_PER_WINDOW,
  STUDENT_MESSAGES,
  normaliseStudentEmail,
} from "#contracts/student";
import { lockKey } from "#server/db/key-lock";
import type { Db } from "#server/db/types";
import { Invalid, TooMany } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { studentLeadByEmail } from "./who";

// One-time codes (docs/decisions/068). Every address asked about gets a row,
// a student's or not, so the limits, the answers and the work done are the same
// for both; only a student's row has a lead, and only a student is sent the
// code. The code is never stored, only a salted SHA-256 of it; only the latest
// code of an address counts; it works for STUDENT_CODE_MINUTES, once, and dies
// at the STUDENT_CODE_TRIES-th wrong try.

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
export const emailHash = (email: string) => sha256(`student-email:${normaliseStudentEmail(email)}`);
const codeHash = (rowId: string, code: string) => sha256(`${rowId}:${code}`);

/** Six digits drawn evenly with crypto.randomInt, leading zeros kept. */
export const newCode = () => String(crypto.randomInt(0, 10 ** STUDENT_CODE_DIGITS)).padStart(STUDENT_CODE_DIGITS, "0");

export interface IssuedCode {
  /** The student to send it to; undefined for an address that is no student's (nothing is sent). */
  lead?: { id: string; name: string; email: string; phone: string };
  code: string;
}

/**
 * Issues the address's new code, or a 429 once it asked for STUDENT_CODES_PER_WINDOW
 * in the last STUDENT_CODE_WINDOW_MINUTES (a student's address or not alike).
 * Counted and issued in one transaction that holds the address's lock, so
 * parallel requests on any number of servers take turns: never more codes than
 * the limit, and never more than one live (docs/decisions/083).
 */
export async function issueCode(db: Db, email: string, now: number): Promise<IssuedCode> {
  const hash = emailHash(email);
  const lead = await studentLeadByEmail(db, email);
  const code = newCode();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `student-code:${hash}`);
    // Only the newest code counts: the ones before it stop working now. Done
    // first because it is a write: on SQLite that takes the write lock for the
    // count and the insert too. Undone with the rest when the limit is reached.
    await trx
      .updateTable("student_codes")
      .set({ used_at: nowIso(now) })
      .where("email_hash", "=", hash)
      .where("used_at", "is", null)
      .execute();
    const recent = await trx
      .selectFrom("student_codes")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("email_hash", "=", hash)
      .where("created_at", ">", nowIso(now - STUDENT_CODE_WINDOW_MINUTES * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= STUDENT_CODES_PER_WINDOW) throw new TooMany(STUDENT_MESSAGES.tooManyCodes);
    await trx
      .insertInto("student_codes")
      .values({
        id,
        email_hash: hash,
        lead_id: lead?.id ?? null,
        code_hash: codeHash(id, code),
        attempts: 0,
        created_at: nowIso(now),
        expires_at: nowIso(now + STUDENT_CODE_MINUTES * 60_000),
        used_at: null,
      })
      .execute();
  });
  // Rows older than a day help no limit: dropped as new ones come.
  await db
    .deleteFrom("student_codes")
    .where("created_at", "<", nowIso(now - 86_400_000))
    .execute();
  return { lead, code };
}

/**
 * The lead a right code signs in, once; otherwise a 400 that says whether the
 * code is expired (or used, or superseded) or wrong, and how many tries are left.
 */
export async function redeemCode(db: Db, email: string, code: string, now: number): Promise<string> {
  // At most one code of an address is unused: the newest (issueCode retires the others).
  const latest = await db.selectFrom("student_codes").selectAll().where("email_hash", "=", emailHash(email)).where("used_at", "is", null).executeTakeFirst();
  const at = nowIso(now);
  if (!latest || latest.expires_at <= at || Number(latest.attempts) >= STUDENT_CODE_TRIES) {
    const message = latest && latest.expires_at > at ? STUDENT_MESSAGES.noTriesLeft : STUDENT_MESSAGES.expired;
    throw new Invalid(message, { code: message });
  }
  const right = crypto.timingSafeEqual(Buffer.from(codeHash(latest.id, code), "hex"), Buffer.from(latest.code_hash, "hex"));
  if (right && latest.lead_id) {
    // Used once: of two tries racing with the right code, one signs in.
    const used = await db
      .updateTable("student_codes")
      .set({ used_at: at })
      .where("id", "=", latest.id)
      .where("used_at", "is", null)
      .where("attempts", "<", STUDENT_CODE_TRIES)
      .returning("lead_id")
      .executeTakeFirst();
    if (used?.lead_id) return used.lead_id;
    throw new Invalid(STUDENT_MESSAGES.expired, { code: STUDENT_MESSAGES.expired });
  }
  // Counted in the database, so tries racing each other each count.
  const counted = await db
    .updateTable("student_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", latest.id)
    .where("attempts", "<", STUDENT_CODE_TRIES)
    .returning("attempts")
    .executeTakeFirst();
  const left = counted ? STUDENT_CODE_TRIES - Number(counted.attempts) : 0;
  const message = left > 0 ? STUDENT_MESSAGES.wrongCode(left) : STUDENT_MESSAGES.noTriesLeft;
  throw new Invalid(message, { code: message });
}
