import type { FastifyRequest } from "fastify";

// The few cookies the staff login uses (docs/decisions/055): a browser's device
// proof and the hand-over of a session made by a plain form post. Always
// httpOnly (no script reads them) and SameSite=Strict (never sent with a
// request another site starts); Secure when the site is served over HTTPS.

/** The value of one cookie of a request, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether the browser reached us over HTTPS: directly, through a trusted proxy, or at an https SITE_URL's host. */
function overHttps(request: FastifyRequest) {
  if (request.protocol === "https") return true;
  const site = request.server.config.SITE_URL;
  return Boolean(site?.startsWith("https:") && new URL(site).host === request.host);
}

/** A Set-Cookie header value; a `maxAgeSeconds` of 0 removes the cookie. */
export function setCookie(
  request: FastifyRequest,
  name: string,
  value: string,
  { path = "/", maxAgeSeconds, sameSite = "Strict" }: { path?: string; maxAgeSeconds: number; sameSite?: "Strict" | "Lax" },
) {
  return [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`, `Path=${path}`, "HttpOnly", `SameSite=${sameSite}`, ...(overHttps(request) ? ["Secure"] : [])].join(
    "; ",
  );
}

/**
 * Whether a request that a cookie speaks for was started by our own pages: a
 * browser names the page's origin (Origin) and whether it is ours
 * (Sec-Fetch-Site) on every POST; a request from another site is refused
 * whatever its cookies (SameSite=Strict already keeps them back; this is the
 * second lock). Clients that are not browsers send neither and carry no
 * victim's cookies.
 */
export function fromOurOwnPages(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
