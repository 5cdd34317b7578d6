import { clearSession, getToken } from "./auth-storage";

// The one API client of the web app (uploads with progress go through
// api-upload.ts, which ends in the same settle()). Same origin by default (docs/decisions/010);
// PUBLIC_API_URL at build time points it at an API on another origin.
export const API_ORIGIN = (import.meta.env.PUBLIC_API_URL as string | undefined)?.replace(/\/+$/, "") ?? "";

export const apiUrl = (path: string) => `${API_ORIGIN}/api${path}`;
/** Images are served by the API host: its origin plus the image path (docs/decisions/014). */
export const assetUrl = (p: string) => (/^(https?:|data:|blob:)/.test(p) ? p : `${API_ORIGIN}${p}`);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Fired when a staff call answers 401: the dashboard sends the user to /login. */
export const SESSION_EXPIRED_EVENT = "cta:session-expired";

export interface ApiOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the staff token (Authorization: Bearer). */
  auth?: boolean;
  signal?: AbortSignal;
}

export type Answer = { message?: string } | null;

export function headersOf(auth: boolean | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Where every answer ends, fetched or uploaded: the JSON body on success, an
 * ApiError with the server's message otherwise, and a staff call's 401 ends the
 * session in this browser.
 */
export function settle<T>(status: number, data: Answer, auth: boolean | undefined): T {
  if (status >= 200 && status < 300) return data as T;
  if (status === 401 && auth) {
    clearSession();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: data?.message }));
  }
  throw new ApiError(status, data?.message ?? `Request failed (${status})`, data);
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers = headersOf(options.auth);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(apiUrl(path), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: API_ORIGIN ? "include" : "same-origin",
    signal: options.signal,
  });
  const data = (await res.json().catch(() => null)) as Answer;
  return settle<T>(res.status, data, options.auth);
}
