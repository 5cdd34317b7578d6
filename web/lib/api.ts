import { clearSession, getToken } from "./auth-storage";

// The one fetch wrapper of the web app. Same origin by default (docs/decisions/010);
// PUBLIC_API_URL at build time points it at an API on another origin.
const API_ORIGIN = (import.meta.env.PUBLIC_API_URL as string | undefined)?.replace(/\/+$/, "") ?? "";

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

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const token = options.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const res = await fetch(apiUrl(path), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: API_ORIGIN ? "include" : "same-origin",
    signal: options.signal,
  });
  const data = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) {
    if (res.status === 401 && options.auth) {
      clearSession();
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: data?.message }));
    }
    throw new ApiError(res.status, data?.message ?? `Request failed (${res.status})`, data);
  }
  return data as T;
}
