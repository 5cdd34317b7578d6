import type { FastifyInstance, FastifySchema, FastifySerializerCompiler, RouteOptions } from "fastify";
import type { z } from "zod";
import { apiTable } from "../contracts/api-table";
import { type Endpoint, isFileAnswer } from "../contracts/api-table/endpoint";

// The server side of the API table (docs/decisions/063). Route modules declare
// their routes as before; as each /api route is added, its entry in
// contracts/api-table gives it its params, query and body schemas (a schema the
// route declares itself must be the entry's very object) and its 2xx answer's
// schema. A route without an entry, or an entry without a route, stops the
// server at start. Answers are serialised as they always were (JSON.stringify,
// byte for byte); the entry's schema checks them first. A mismatch fails the
// request (500) in tests and development, and is logged in production, where an
// answer a client can still read beats none.

/** Every /api path no module claims answers JSON 404 (server/app.ts): not an endpoint. */
const CATCH_ALL = "/api/*";

const table: Record<string, Endpoint> = apiTable;

/** How an answer that breaks its schema is met: fail the request, or log it and send it as it is. */
export type ResponseCheck = "fail" | "log";

export class ResponseMismatchError extends Error {}

const keyOf = (method: string, url: string) => `${method} ${url}`;

/** Adds the table's schemas to one route; throws (stopping the start) when route and table disagree. */
function applyEntry(route: RouteOptions): string | undefined {
  if (!route.url.startsWith("/api/") || route.url === CATCH_ALL) return undefined;
  // Fastify adds a HEAD route for each GET; it is the GET's entry.
  const methods = [route.method].flat().filter((m) => m !== "HEAD");
  if (methods.length === 0) return undefined;
  if (methods.length > 1) throw new Error(`${methods.join(",")} ${route.url}: one route, one method, one entry in the API table`);
  const key = keyOf(methods[0]!, route.url);
  const entry = table[key];
  if (!entry) throw new Error(`${key} has no entry in the API table (contracts/api-table)`);
  const schema: FastifySchema = { ...route.schema };
  if (!entry.routeInput) {
    const parts = [
      ["params", entry.params],
      ["querystring", entry.query],
      ["body", entry.body],
    ] as const;
    for (const [part, own] of parts) {
      const declared = schema[part];
      if (declared !== undefined && declared !== own) throw new Error(`${key}: the route declares a ${part} schema that is not its API table entry's`);
      if (own) schema[part] = own;
    }
  }
  if (!isFileAnswer(entry.response)) schema.response = { "2xx": entry.response };
  route.schema = schema;
  return key;
}

/**
 * Attaches the table to every /api route added after this call and checks each
 * JSON answer. Returns the check to run once every route is added.
 */
export function registerApiTable(app: FastifyInstance, check: ResponseCheck): () => void {
  const registered = new Set<string>();
  app.addHook("onRoute", (route) => {
    const key = applyEntry(route);
    if (key) registered.add(key);
  });
  const serializer: FastifySerializerCompiler<z.ZodType> =
    ({ schema, method, url }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        const problem = `${method} ${url} answered outside its API table schema at ${issue.path.join(".") || "(root)"}: ${issue.message}`;
        if (check === "fail") throw new ResponseMismatchError(problem);
        app.log.error({ issues: result.error.issues.slice(0, 5) }, problem);
      }
      return JSON.stringify(data);
    };
  app.setSerializerCompiler(serializer);
  return () => {
    const unrouted = Object.keys(table).filter((key) => !registered.has(key));
    if (unrouted.length) throw new Error(`API table entries with no route: ${unrouted.join(", ")}`);
  };
}
