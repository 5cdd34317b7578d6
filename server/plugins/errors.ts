import type { FastifyError, FastifyInstance } from "fastify";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/faults";
import { HttpError, NUL_MESSAGE } from "../http-error";

/**
 * Every failure answers JSON `{ success: false, message }`. Client mistakes keep
 * their 4xx status (Fastify's own body, multipart and parsing errors included);
 * an unreachable database is a 503; only a real fault is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    // PostgreSQL cannot store a NUL character in text (22021) or JSON (22P05). Input
    // is checked by the route schemas and parseOr400; this is the backstop for anything that slips past.
    const pgCode = (error as { code?: unknown }).code;
    if (pgCode === "22021" || pgCode === "22P05") {
      return reply.status(400).send({ success: false, message: NUL_MESSAGE });
    }
    // The database is unreachable or did not answer in time (docs/decisions/034): a
    // moment's fault, said plainly, with a hint when to try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", "60").send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ success: false, message: "Something went wrong. Please try again." });
  });
}

function clientMessage(error: FastifyError, status: number) {
  if (status === 413) return "The request is too large.";
  if (status === 415) return "Unsupported content type.";
  if (status === 429) return error.message || "Too many requests. Please wait a minute and try again.";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "The request body is not valid JSON.";
  return error.message || "Bad request.";
}
