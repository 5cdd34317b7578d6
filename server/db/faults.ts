// Which database errors mean "the database cannot be reached or did not answer in
// time" (docs/decisions/034): a fault of the moment, not of the request. Such a
// request answers 503 with a plain message, and an enquiry is kept on disk instead.

/** What a visitor or staff member reads when the database is unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE = "We could not reach our records just now. Please try again in a minute.";

/** Getting a connection failed (refused, not accepting connections, timed out): thrown by connect.ts. */
export class DatabaseUnreachable extends Error {
  constructor(cause: unknown) {
    super(`database unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The operating system's words for a connection that failed or broke. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * PostgreSQL's: connection exceptions (class 08), our backend terminated (57P01
 * admin shutdown, 57P02 crash, 57P03 starting up), too many connections, a
 * statement cancelled by statement_timeout (57014) or a lock wait ended by
 * lock_timeout (55P03). The transaction was rolled back in every case.
 */
const PG_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014", "55P03"]);

/** pg's own errors for a connection that died under a query carry no code, only these texts. */
const PG_CLIENT_TEXTS = [/^Connection terminated/, /is not queryable/, /^timeout exceeded when trying to connect/];

/** SQLite's: another writer held the lock beyond busy_timeout, or the file cannot be read or written. */
const SQLITE_PREFIXES = ["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR", "SQLITE_FULL", "SQLITE_CANTOPEN", "SQLITE_READONLY"];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnreachable) return true;
  if (!err || typeof err !== "object") return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    if (SOCKET_CODES.has(code) || PG_CODES.has(code) || code.startsWith("08")) return true;
    if (SQLITE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === "string" && PG_CLIENT_TEXTS.some((text) => text.test(message));
}
