import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, checkInput } from "./http-error";

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
      return result.success ? { value: result.data } : { error: new HttpError(404, result.error.issues[0]?.message ?? "Not found") };
    }
    // A request without a body (or with JSON null) is checked as an empty object: each required field says it is missing.
    return checkInput(schema, data ?? {});
  };

export function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validator);
}

/**
 * Checks `first`, then, only when it passed, `second` on the same input: a 400
 * names only the first schema's failing fields, as two checks in a row would.
 * The value holds both outputs (a record's fields, then the revision beside them).
 */
export function inTurn<A extends z.ZodType<object>, B extends z.ZodType<object>>(first: A, second: B) {
  return z.unknown().transform((input, ctx): z.output<A> & z.output<B> => {
    const a = first.safeParse(input);
    const b = a.success ? second.safeParse(input) : undefined;
    if (a.success && b?.success) return { ...a.data, ...b.data };
    // The issues as the failing schema reported them: same paths, same messages.
    for (const issue of (a.error ?? b?.error)!.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

/** `:id` in a route's path: any text (an id that matches no record answers 404 from the handler). */
export const idParams = z.object({ id: z.string() });

/** The server as route modules see it: handlers typed from their route's schemas. */
export type ApiServer = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
