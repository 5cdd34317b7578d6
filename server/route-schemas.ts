import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkInput, NotFound } from "./domain-errors";

// Routes declare their params, query and body with the contracts' zod schemas
// (fastify-type-provider-zod types the handlers from them). Fastify checks them
// before the handler runs, after the session check (onRequest), and answers
// exactly what a handler calling parseOr400 answered: 400, the first failing
// rule's message and each field's first message; text holding NUL refused.

/**
 * Route params that fail their schema name nothing: 404 with the schema's
 * message, as a handler looking the value up would answer.
 */
const validator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === "params") {
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: new NotFound(result.error.issues[0]?.message ?? "Not found") };
    }
    // A request without a body (or with JSON null) is checked as an empty object: each required field says it is missing.
    return checkInput(schema, data ?? {});
  };

export function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validator);
}

// Shared with the API table in contracts/ (docs/decisions/063).
export { inTurn } from "../contracts/api";
export { idParams } from "../contracts/api-table/endpoint";

/** The server as route modules see it: handlers typed from their route's schemas. */
export type ApiServer = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
