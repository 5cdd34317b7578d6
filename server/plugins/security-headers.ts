// Security headers for every answer and each page's Content-Security-Policy, which lists the hashes of its
// own inline scripts.

import type { FastifyInstance } from "fastify";

export interface CspOptions {
  /** Hashes ('sha256-…') of the inline scripts a page really has. */
  scriptHashes?: string[];
  /** Extra origins the page may call (PUBLIC_API_URL). */
  connectSrc?: string[];
}

/** The Content-Security-Policy of an HTML page: nothing inline runs unless hashed. */
export function pageCsp({ scriptHashes = [], connectSrc = [] }: CspOptions = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    // Toasts insert a <style> element at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${connectSrc.length ? " " + connectSrc.join(" ") : ""}`,
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(" ")}`.trim(),
    // YouTube players load only when a visitor presses play (docs/decisions/013).
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Non-HTML answers (API, images, assets) need no script or frame at all. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A public page opts out of Cross-Origin-Opener-Policy (docs/decisions/077): the
 * header makes the browser open the page in a new browsing-context group, which on
 * a phone means starting a fresh renderer on every arrival from another site (an
 * ad, a search, a shared link), and the page holds nothing a cross-origin opener
 * could read. Staff screens, the student's page, the API and everything else keep
 * `same-origin`.
 */
export const PUBLIC_PAGE_OPENER_POLICY = "unsafe-none";

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    if (!reply.hasHeader("Cross-Origin-Opener-Policy")) reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", API_CSP);
    return payload;
  });
}
