import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { CONTENT_DOCUMENTS, type ContentDocumentKey, courseSchema } from "#contracts/content";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { z } from "#contracts/zod";
import { parseOr400, Unavailable } from "#server/domain-errors";
import type { LivePages } from "./live-pages";
import type { RenderedPage } from "./renderer";

// "Preview before saving": the dashboard sends the unsaved record, the server
// renders the page it appears on from the current content with that record in
// place, and keeps the result for a few minutes under an unguessable address the
// dashboard opens in a new tab. Nothing is saved and no visitor can see it.

const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 50;

const previewRequest = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("course"), data: z.unknown() }),
  z.object({ kind: z.literal("document"), key: z.enum(Object.keys(CONTENT_DOCUMENTS) as [ContentDocumentKey, ...ContentDocumentKey[]]), data: z.unknown() }),
]);

/** Where each document shows first. */
const DOCUMENT_PAGE: Record<ContentDocumentKey, string> = {
  site: "/contact",
  facilities: "/about",
  about: "/about",
  "why-choose": "/",
  "placement-services": "/placements",
  trainers: "/about",
  "corporate-clients": "/corporate-training",
};

const DOCUMENT_FIELD: Record<ContentDocumentKey, keyof SiteSnapshot> = {
  site: "site",
  facilities: "facilities",
  about: "about",
  "why-choose": "whyChoose",
  "placement-services": "placementServices",
  trainers: "trainers",
  "corporate-clients": "corporateClients",
};

/**
 * The preview is shown as plain HTML: hydrated at /preview/… the browser's router
 * would not find the page's route and replace it with the 404 page.
 */
function withoutScripts(page: RenderedPage): RenderedPage {
  const html = page.body
    .toString("utf8")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<body([^>]*)>/,
      '<body$1><div role="note" style="position:sticky;top:0;z-index:100;background:#fbbf24;color:#1e1b4b;font:600 14px system-ui;padding:8px 16px;text-align:center">Preview of unsaved changes: not visible to visitors. Links and buttons do not work here.</div>',
    );
  return { ...page, body: Buffer.from(html), br: undefined, gz: undefined };
}

/** A preview request, its record checked like a save: bad input is a 400 before anything renders. */
export function checkPreviewRequest(body: unknown) {
  const input = parseOr400(previewRequest, body ?? {});
  if (input.kind === "course") return { kind: "course" as const, record: parseOr400(courseSchema, input.data) };
  return { kind: "document" as const, key: input.key, record: parseOr400(CONTENT_DOCUMENTS[input.key], input.data) as unknown };
}

/** Renders a preview (POST /api/content/preview, server/modules/content/routes.ts); answers its address. */
export type PreviewRenderer = (body: unknown) => Promise<{ url: string; path: string }>;

/** The /preview/<token> pages, and the renderer the content routes call. */
export function registerPreview(app: FastifyInstance, live: LivePages, cspOf: (page: RenderedPage) => string): PreviewRenderer {
  const kept = new Map<string, { page: RenderedPage; until: number }>();

  const render: PreviewRenderer = async (body) => {
    const input = checkPreviewRequest(body);
    const current = live.current;
    if (!current) throw new Unavailable("The site is still starting. Try again in a moment.");
    let snapshot: SiteSnapshot;
    let path: string;
    if (input.kind === "course") {
      const course = input.record;
      // Shown even while hidden: staff preview a course before it goes live.
      const others = current.courses.filter((c) => c.id !== course.id);
      const at = current.courses.findIndex((c) => c.id === course.id);
      const courses = at === -1 ? [...others, course] : current.courses.map((c) => (c.id === course.id ? course : c));
      snapshot = { ...current, courses };
      path = `/courses/${course.id}`;
    } else {
      snapshot = { ...current, [DOCUMENT_FIELD[input.key]]: input.record };
      path = DOCUMENT_PAGE[input.key];
    }
    const page = withoutScripts(await live.renderPreview(path, snapshot));
    const now = Date.now();
    for (const [token, entry] of kept) if (entry.until < now) kept.delete(token);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    const token = crypto.randomBytes(18).toString("base64url");
    kept.set(token, { page, until: now + KEEP_MS });
    return { url: `/preview/${token}`, path };
  };

  app.get<{ Params: { token: string } }>("/preview/:token", async (request, reply) => {
    const entry = kept.get(request.params.token);
    if (!entry || entry.until < Date.now()) {
      return reply.status(404).type("text/plain; charset=utf-8").send("This preview has expired. Open it again from the dashboard.");
    }
    return reply
      .status(200)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .header("X-Robots-Tag", "noindex, nofollow")
      .header("Content-Security-Policy", cspOf(entry.page))
      .send(entry.page.body);
  });
  return render;
}
