import { z } from "../zod";

// The pieces every entry of the API table is made of (docs/decisions/063): what
// a route takes, what it answers, and the answer envelopes of decision 015.

/** An answer that is a file, not JSON (a CSV, a picture, a calendar): no schema checks it. */
export interface FileAnswer {
  file: string;
}

export interface Endpoint {
  /** Registered on the route: Fastify checks them before the handler runs (docs/decisions/046). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Read and checked by the handler itself, in its own order (an enquiry's
   * honeypot before any rule, a document's data by its key): typed for clients,
   * never registered on the route.
   */
  handlerChecks?: { query?: z.ZodType; body?: z.ZodType };
  /** The body is multipart (a photo beside the fields); clients send FormData. */
  multipart?: true;
  /**
   * The route declares its own input (answers that are files or a webhook, which
   * no client of ours calls through the API client): the table names it and its answer.
   */
  routeInput?: true;
  /** The 2xx answer. Failures are `ErrorAnswer` everywhere (contracts/api.ts). */
  response: z.ZodType | FileAnswer;
}

export const fileAnswer = (type: string): FileAnswer => ({ file: type });
export const isFileAnswer = (response: Endpoint["response"]): response is FileAnswer => "file" in response && !(response instanceof z.ZodType);

/** A write that only reports its outcome. */
export const okAnswer = z.object({ success: z.literal(true), message: z.string() });

/** A read: the record or records under `data`. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A write that answers its outcome and the stored record. */
export const recordAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

/** A list read, whole or one page (docs/decisions/015). */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), data: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** What every failure answers (server/plugins/errors.ts). */
export const errorAnswer = z.object({ success: z.literal(false), message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Nullable text, the commonest field of a stored record. */
export const maybeText = z.string().nullable();

/** `:id` in a route's path: any text (an id that matches no record answers 404 from the handler). */
export const idParams = z.object({ id: z.string() });

/** The table's type check: every entry is an Endpoint, and the keys keep their literal types. */
export const endpoints = <T extends Record<`${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`, Endpoint>>(table: T) => table;
