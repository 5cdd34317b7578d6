import type { z } from "../zod";
import { authEndpoints } from "./auth";
import { batchEndpoints } from "./batches";
import { contentEndpoints } from "./content";
import type { Endpoint, FileAnswer } from "./endpoint";
import { leadEndpoints } from "./leads";
import { placementOutcomeEndpoints } from "./placement-outcomes";
import { placementProofEndpoints } from "./placement-proof";
import { recordEndpoints } from "./records";
import { reportEndpoints } from "./reports";
import { studentEndpoints } from "./student";
import { whatsAppEndpoints } from "./whatsapp";

// The API table (docs/decisions/063): one entry per /api endpoint, keyed
// "METHOD /api/path" as Fastify names the route. The server registers each
// route's schemas from its entry and checks its answers against the entry's
// response (server/api-table.ts); the browser's client (web/lib/api-client.ts)
// takes its types from here with type-only imports, so no zod reaches a public
// page through it. Paths of the brief (`/placements/add`…) are the
// compatibility set of decision 015; new endpoints are REST.

export const apiTable = {
  ...authEndpoints,
  ...contentEndpoints,
  ...recordEndpoints,
  ...leadEndpoints,
  ...whatsAppEndpoints,
  ...batchEndpoints,
  ...studentEndpoints,
  ...reportEndpoints,
  ...placementOutcomeEndpoints,
  ...placementProofEndpoints,
};

export type ApiTable = typeof apiTable;
export type EndpointKey = keyof ApiTable;
export type { Endpoint };

type Schema<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? S : never;
type HandlerSchema<E, K extends string> = E extends { handlerChecks: Record<K, infer S extends z.ZodType> } ? S : never;
type Input<E, K extends "query" | "body"> = [Schema<E, K>] extends [never]
  ? [HandlerSchema<E, K>] extends [never]
    ? never
    : z.input<HandlerSchema<E, K>>
  : z.input<Schema<E, K>>;

/** The `:name` parts of a path. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<K> = K extends `${string} ${infer P}` ? P : never;

/** What a call of endpoint K sends: path params, query and body, each only where the entry has one. */
export type RequestOf<K extends EndpointKey> = ([PathParams<PathOf<K>>] extends [never] ? unknown : { params: Record<PathParams<PathOf<K>>, string> }) &
  ([Input<ApiTable[K], "query">] extends [never] ? unknown : { query?: Input<ApiTable[K], "query"> }) &
  (ApiTable[K] extends { multipart: true }
    ? { body: FormData }
    : [Input<ApiTable[K], "body">] extends [never]
      ? unknown
      : { body: Input<ApiTable[K], "body"> });

/** A file answer (a CSV export) as a client reads it: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** What endpoint K answers on success. */
export type ResponseOf<K extends EndpointKey> = ApiTable[K]["response"] extends z.ZodType ? z.output<ApiTable[K]["response"]> : DownloadedFile;

/** Endpoints whose answer is a file. */
export type FileEndpoint = { [K in EndpointKey]: ApiTable[K]["response"] extends FileAnswer ? K : never }[EndpointKey];

/** The JSON body endpoint K takes (what a form sends). */
export type BodyOf<K extends EndpointKey> = Input<ApiTable[K], "body">;
