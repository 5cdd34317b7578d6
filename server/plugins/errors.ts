import type { FastifyError, FastifyInstance } from "fastify";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/faults";
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  NUL_MESSAGE,
  Refused,
  TooLarge,
  TooMany,
  Unauthenticated,
  Unavailable,
  UpstreamFailed,
} from "../domain-errors";
import { HttpError } from "../http-error";

/** What a client error answers: its status, message and (when there are) each field's message or the reasons. */
export interface ClientAnswer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  reasons?: string[];
}

/** Each domain error's status: the one place a kind becomes HTTP (docs/decisions/091). */
function statusOf(error: DomainError): number {
  if (error instanceof Invalid) return 400;
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict || error instanceof Refused) return 409;
  if (error instanceof TooLarge) return 413;
  if (error instanceof TooMany) return 429;
  if (error instanceof UpstreamFailed) return 502;
  if (error instanceof Unavailable) return 503;
  return 400;
}

/**
 * The answer to an error a client caused, a route's HttpError or a domain error;
 * undefined for anything else. The JSON error handler below and the plain form
 * posts' pages both answer from it.
 */
export function clientAnswerOf(error: unknown): ClientAnswer | undefined {
  return error instanceof HttpError || error instanceof DomainError ? answerOf(error) : undefined;
}

function answerOf(error: HttpError | DomainError): ClientAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, errors: error.errors };
  const reasons = error instanceof Refused ? error.reasons : undefined;
  return { status: statusOf(error), message: error.message, errors: error.errors, reasons };
}

/**
 * Every failure answers JSON `{ success: false, message }`. Client mistakes keep
 * their 4xx status (Fastify's own body, multipart and parsing errors included);
 * an unreachable database is a 503; only a real fault is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof HttpError || error instanceof DomainError) {
      const { status, message, errors, reasons } = answerOf(error);
      return reply.status(status).send({ success: false, message, errors, reasons });
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
