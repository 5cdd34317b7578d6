import type { FastifyRequest } from "fastify";
import { STUDENT_MESSAGES, STUDENT_SESSION_DAYS } from "#contracts/student";
import type { Db } from "#server/db/types";
import { Unauthenticated } from "#server/domain-errors";
import { hashToken, randomToken } from "../auth";
import { nowIso } from "../common/clock";

// Student sessions (docs/decisions/068): their own table and their own kind of
// token. A student token is "stu_" and 43 random characters: a staff check only
// looks up 43-character tokens in `sessions`, so it never even reads this one,
// and a staff token (no prefix) is never looked up here.

const PREFIX = "stu_";
const STUDENT_TOKEN = /^stu_[A-Za-z0-9_-]{43}$/;

export const isStudentToken = (value: string | undefined): value is string => Boolean(value && STUDENT_TOKEN.test(value));

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in student's lead id, set by requireStudent. */
    studentLeadId?: string;
  }
}

export async function createStudentSession(db: Db, leadId: string, now: number) {
  const token = `${PREFIX}${randomToken()}`;
  const expiresAt = nowIso(now + STUDENT_SESSION_DAYS * 86_400_000);
  await db.deleteFrom("student_sessions").where("expires_at", "<=", nowIso(now)).execute();
  await db
    .insertInto("student_sessions")
    .values({ id: hashToken(token), lead_id: leadId, created_at: nowIso(now), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The lead of a live student session, or undefined (a staff token, an expired or signed-out one, anything else). */
export async function studentOfToken(db: Db, token: string | undefined, now: number): Promise<string | undefined> {
  if (!isStudentToken(token)) return undefined;
  const row = await db
    .selectFrom("student_sessions")
    .select("lead_id")
    .where("id", "=", hashToken(token))
    .where("expires_at", ">", nowIso(now))
    .executeTakeFirst();
  return row?.lead_id;
}

export async function endStudentSession(db: Db, token: string) {
  if (isStudentToken(token)) await db.deleteFrom("student_sessions").where("id", "=", hashToken(token)).execute();
}

/** The token of `Authorization: Bearer stu_…`, or undefined. */
export function studentBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return isStudentToken(match?.[1]) ? match[1] : undefined;
}

/** The onRequest hook of the student endpoints: a live student session in the bearer header, or 401. */
export async function requireStudent(request: FastifyRequest) {
  const leadId = await studentOfToken(request.server.db, studentBearer(request), request.server.now());
  if (!leadId) throw new Unauthenticated(STUDENT_MESSAGES.signInRequired);
  request.studentLeadId = leadId;
}
