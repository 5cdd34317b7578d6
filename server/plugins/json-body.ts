import type { FastifyInstance } from "fastify";
import { Invalid } from "../domain-errors";

/**
 * How deeply a JSON body may nest objects and arrays. Every form and record the
 * API takes is flat; the margin is for clients that wrap things. A limit keeps
 * any code that walks a body (checks, logging, a library) from recursing over
 * thousands of levels a client chose.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = "The request body is nested too deeply.";

/** Whether objects and arrays nest more than `max` levels; walked level by level, never recursively. */
export function nestedDeeperThan(root: unknown, max: number): boolean {
  let level: object[] = root !== null && typeof root === "object" ? [root] : [];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > max) return true;
    const next: object[] = [];
    for (const container of level) {
      for (const value of Object.values(container)) if (value !== null && typeof value === "object") next.push(value);
    }
    level = next;
  }
  return false;
}

/**
 * Fastify's own JSON parser (same prototype-poisoning checks and error codes)
 * plus the depth limit, for every route: registered before the routes so each
 * of them inherits it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? "error", app.initialConfig.onConstructorPoisoning ?? "error");
  app.addContentTypeParser<string>("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, body, (err, value) => {
      if (err) return done(err, undefined);
      if (nestedDeeperThan(value, MAX_JSON_DEPTH)) return done(new Invalid(TOO_DEEP_MESSAGE), undefined);
      done(null, value);
    });
  });
}
