import type { DownloadedFile, EndpointKey, RequestOf, ResponseOf } from "#contracts/api-table";
import { clearSession, getToken } from "./auth-storage";
import { fieldsOf, textOf } from "./json-fields";

// The one API client of the web app (uploads with progress go through
// api-upload.ts, which ends in the same settle()). Every call names its endpoint
// by the API table's key ("GET /api/enquiries/:id", docs/decisions/063) and
// takes its params, query, body and answer types from the table: type-only
// imports, so no schema reaches a public page through here. Same origin by
// default (docs/decisions/010); PUBLIC_API_URL at build time points it at an API
// on another origin.
export const API_ORIGIN = (import.meta.env.PUBLIC_API_URL as string | undefined)?.replace(/\/+$/, "") ?? "";

/** Images are served by the API host: its origin plus the image path (docs/decisions/014). */
export const assetUrl = (p: string) => (/^(https?:|data:|blob:)/.test(p) ? p : `${API_ORIGIN}${p}`);

/**
 * What an error answer says, read without trusting its shape (docs/decisions/092):
 * the server's message when it is text, its per-field messages that are text, and
 * a login's two-factor ask. A proxy's page, or a body of another shape, says none.
 */
export interface ErrorAnswer {
  message: string | null;
  errors: Record<string, string>;
  twoFactor: string | null;
}

export function readErrorAnswer(body: unknown): ErrorAnswer {
  const fields = fieldsOf(body);
  const errors = [...fieldsOf(fields.get("errors"))].filter((e): e is [string, string] => textOf(e[1]) !== null);
  return { message: textOf(fields.get("message")), errors: Object.fromEntries(errors), twoFactor: textOf(fields.get("twoFactor")) };
}

export class ApiError extends Error {
  /** The answer's body read without trusting its shape. */
  readonly answer: ErrorAnswer;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.answer = readErrorAnswer(body);
  }
}

/** Fired when a staff call answers 401: the dashboard sends the user to /login. */
export const SESSION_EXPIRED_EVENT = "cta:session-expired";

export interface CallSettings {
  /** Send the staff token (Authorization: Bearer). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** What a call of K takes: the table's params, query and body, plus how to send it. */
export type CallOptions<K extends EndpointKey> = RequestOf<K> & CallSettings;

export function headersOf(auth: boolean | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The request line of endpoint K: its method, and its path with the params filled in and the query after it. */
export function requestLine(key: EndpointKey, options: { params?: Record<string, string>; query?: object }) {
  const [method, pattern] = key.split(" ") as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    // Blank filters are left out, as the screens always did.
    if (value !== undefined && value !== null && String(value).trim() !== "") search.set(name, String(value).trim());
  }
  const query = search.toString();
  return { method, url: `${API_ORIGIN}${path}${query ? `?${query}` : ""}` };
}

/**
 * Where every answer ends, fetched or uploaded: the JSON body on success, an
 * ApiError with the server's message otherwise, and a staff call's 401 ends the
 * session in this browser.
 */
export function settle<K extends EndpointKey>(status: number, data: unknown, auth: boolean | undefined): ResponseOf<K> {
  // The server checks every answer against the table's schema before it is sent (server/api-table.ts);
  // the browser takes the table's types only, so no zod reaches a public page (docs/decisions/063, 092).
  if (status >= 200 && status < 300) return data as ResponseOf<K>;
  const answer = data instanceof Object && "blob" in data ? null : data;
  // An answer of another shape (a proxy's page, an older server's) still gives a clear message.
  const message = readErrorAnswer(answer).message;
  if (status === 401 && auth) {
    clearSession();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: message ?? undefined }));
  }
  throw new ApiError(status, message ?? `Request failed (${status})`, answer);
}

type Rest<K extends EndpointKey> = object extends RequestOf<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** Calls endpoint K of the API table; answers its typed JSON (or, for a file, its bytes and name). */
export async function call<K extends EndpointKey>(key: K, ...[options]: Rest<K>): Promise<ResponseOf<K>> {
  const { params, query, body, auth, signal } = (options ?? {}) as CallSettings & { params?: Record<string, string>; query?: object; body?: unknown };
  const { method, url } = requestLine(key, { params, query });
  const headers = headersOf(auth);
  let sent: BodyInit | undefined;
  if (body instanceof FormData) sent = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    sent = JSON.stringify(body);
  }
  const res = await fetch(url, { method, headers, body: sent, credentials: API_ORIGIN ? "include" : "same-origin", signal });
  const isFile = res.ok && !(res.headers.get("content-type") ?? "").includes("json");
  const data: unknown = isFile
    ? ({ blob: await res.blob(), filename: /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? null } satisfies DownloadedFile)
    : await res.json().catch(() => null);
  return settle<K>(res.status, data, auth);
}
