// Serves the web app: pages from memory (rendered on request), assets from the build, the forms' plain posts,
// sitemap and robots (docs/decisions/039).

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isStaffPath } from "#contracts/dashboard-paths";
import { STAFF_PATHS } from "#contracts/public-paths";
import {
  FirstPaint,
  LivePages,
  renderedUrl,
  type PreviewRenderer,
  registerPreview,
  PageRenderer,
  type RenderedPage,
  loadServerBuild,
} from "../modules/site-pages";
import { formPostRoutes } from "../modules/leads";
import { PUBLIC_PAGE_OPENER_POLICY, pageCsp } from "./security-headers";

interface Page {
  html: Buffer;
  br?: Buffer;
  gz?: Buffer;
  csp: string;
  etag: string;
}

/** Hashes of every inline <script> of a page, so the CSP allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? "";
    if (/type=["']application\/ld\+json["']/.test(attrs)) continue; // data, never run
    hashes.push(
      `sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}`,
    );
  }
  return [...new Set(hashes)];
}

function readIfExists(file: string) {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function loadPage(file: string, connectSrc: string[]): Page {
  const html = fs.readFileSync(file);
  return {
    html,
    br: readIfExists(`${file}.br`),
    gz: readIfExists(`${file}.gz`),
    csp: pageCsp({ scriptHashes: inlineScriptHashes(html.toString("utf8")), connectSrc }),
    etag: `"${crypto.createHash("sha1").update(html).digest("base64url")}"`,
  };
}

/** Maps each pre-rendered index.html under the build folder to its URL path. */
function loadPages(root: string, connectSrc: string[]) {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(root, dir).split(path.sep).join("/");
        pages.set(rel ? `/${rel}` : "/", loadPage(full, connectSrc));
      }
    }
  };
  walk(root);
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply.status(status).type("text/html; charset=utf-8").header("Content-Security-Policy", page.csp);
  // HTML is revalidated on every visit so a new deploy shows at once; assets are immutable.
  reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("ETag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  }
  const accept = String(request.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accept)) return reply.header("Content-Encoding", "br").send(page.br);
  if (page.gz && /\bgzip\b/.test(accept)) return reply.header("Content-Encoding", "gzip").send(page.gz);
  return reply.send(page.html);
}

/**
 * How long a content save waits for this instance to switch to the new content
 * (one read of the content; pages then render on request). A staff member who
 * saves and opens the site sees the change; a database slower than this lets
 * the save answer anyway and the switch finishes in the background.
 */
const CONTENT_SAVE_WAIT_MS = 5_000;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Switch this instance's pages to the saved content now (after a content
     * write in this process). Resolves when the next request for any page gets
     * the new content, or after CONTENT_SAVE_WAIT_MS if the database is slow to
     * read; never rejects.
     */
    contentChanged(): Promise<void>;
    /** Render an unsaved record's page for staff (POST /api/content/preview). */
    renderPreview: PreviewRenderer;
    /** The site's pages rendered in this process; absent without the web app's server build. */
    sitePages?: LivePages;
  }
}

/** A rendered page from memory, with a CSP for its exact inline scripts (`store: false`: one visitor's answer, never cached). */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, csp: string | undefined, { store = true } = {}) {
  // Every staff screen keeps the strict policy: a section's path, a lead's (docs/decisions/088).
  if (!isStaffPath(request.url.split("?")[0]!)) reply.header("Cross-Origin-Opener-Policy", PUBLIC_PAGE_OPENER_POLICY);
  reply
    .status(page.status)
    .type(page.contentType)
    .header("Cache-Control", store ? "no-cache" : "no-store")
    .header("Vary", "Accept-Encoding");
  if (csp) reply.header("Content-Security-Policy", csp);
  if (page.status === 200 && store) {
    reply.header("ETag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  }
  const accept = String(request.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accept)) return reply.header("Content-Encoding", "br").send(page.br);
  if (page.gz && /\bgzip\b/.test(accept)) return reply.header("Content-Encoding", "gzip").send(page.gz);
  return reply.send(page.body);
}

/**
 * Serves the built web app: pages from memory, hashed assets with a year-long
 * immutable cache, and everything else in the build folder. With the web app's
 * server build present (the normal case) the pages are rendered from the
 * database's content, on request and in the background, and again from the new
 * content when it changes (server/modules/site-pages);
 * without it, the build's pre-rendered files are served as they are.
 * Unknown paths get the 404 page with a real 404 status; so does an unknown course.
 */
export async function registerWeb(app: FastifyInstance, opts: { buildDir: string; connectSrc: string[]; contentPollMs?: number }) {
  const root = path.resolve(opts.buildDir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "web build not found: pages are not served (run `npm run build`)");
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith("/api/")) return reply.status(404).send({ success: false, message: "Not found" });
      return reply.status(503).type("text/plain").send("The site is not built yet. Run `npm run build`.");
    });
    return;
  }

  const build = await loadServerBuild(root);
  const live = build
    ? new LivePages(
        app.db,
        new PageRenderer(build, undefined, new FirstPaint(root)),
        app.log,
        STAFF_PATHS,
        { blogFeed: Boolean(app.config.BLOG_FEED_URL) },
        app.now,
      )
    : undefined;
  if (live) {
    app.decorate("sitePages", live);
    await live.refresh();
    live.start(opts.contentPollMs ?? 2000);
    app.addHook("onClose", async () => live.stop());
    app.contentChanged = () => {
      const rendered = live.refresh().catch((err) => app.log.error({ err }, "rendering the site failed"));
      return Promise.race([rendered, new Promise<void>((resolve) => setTimeout(resolve, CONTENT_SAVE_WAIT_MS).unref())]);
    };
  }
  // A rendered page's CSP, computed once per rendered page.
  const cspCache = new WeakMap<RenderedPage, string>();
  const cspOf = (page: RenderedPage) => {
    let csp = cspCache.get(page);
    if (!csp) cspCache.set(page, (csp = pageCsp({ scriptHashes: inlineScriptHashes(page.body.toString("utf8")), connectSrc: opts.connectSrc })));
    return csp;
  };

  const pages = live ? new Map<string, Page>() : loadPages(root, opts.connectSrc);
  const fallbackFile = path.join(root, "__spa-fallback.html");
  const fallback = fs.existsSync(fallbackFile) ? loadPage(fallbackFile, opts.connectSrc) : pages.get("/");

  /** One of the site's public pages (not a page's route data, not a staff screen). */
  const publicPage = (p: string) => Boolean(live?.isKnown(p)) && !p.endsWith(".data") && !isStaffPath(p);
  if (live) {
    app.renderPreview = registerPreview(app, live, cspOf);
    // The enquiry forms' plain posts (before or without JavaScript), answered on their page.
    await formPostRoutes(app, {
      isPage: publicPage,
      async answer(request, reply, pathname, formReply, status) {
        const page = await live.renderReply(pathname, formReply);
        // It holds what the visitor typed: nothing may keep it (no-store, no ETag).
        return sendRendered(request, reply, { ...page, status }, cspOf(page), { store: false });
      },
    });
    // The staff login and signup forms' plain posts (server/modules/auth/form-posts.ts), answered on their page.
    app.answerStaffForm = async (request, reply, pathname, formReply, status) => {
      const page = await live.renderReply(pathname, formReply);
      return sendRendered(request, reply, { ...page, status }, cspOf(page), { store: false });
    };
    app.get("/sitemap.xml", async (_request, reply) => reply.header("Cache-Control", "no-cache").type("application/xml").send(live.sitemap()));
    app.get("/robots.txt", async (_request, reply) => reply.header("Cache-Control", "no-cache").type("text/plain").send(live.robots()));
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    // Rendered pages and their data come from memory; the build's copies of them
    // (rendered from the seed files) must never be served instead.
    allowedPath: live ? (pathname) => !/(\.html|\.data|^\/sitemap\.xml|^\/robots\.txt)$/.test(pathname) : undefined,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // A route's pre-rendered data (*.data) belongs to one build, like its HTML: revalidate it.
      const cache = immutable ? "public, max-age=31536000, immutable" : filePath.endsWith(".data") ? "no-cache" : "public, max-age=86400";
      reply.header("Cache-Control", cache);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf("?");
    const url = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? "" : request.url.slice(queryAt);
    if (url.startsWith("/api/") || url === "/api") {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    const pathname = url.length > 1 ? url.replace(/\/+$/, "") : url;
    const isKnown = (p: string) => (live ? live.isKnown(p) : pages.has(p));
    if (pathname !== url && isKnown(pathname)) return reply.redirect(pathname + search, 301);
    if (live) {
      // Only the parameters a page reads reach the lookup: an ad click's gclid or
      // utm_* gets the bare URL's page from memory (docs/decisions/032).
      const key = renderedUrl(url, search, undefined, live.courseIds, live.demoSlots);
      const known = live.known(key);
      const page = await (known ?? live.other(key));
      // A real load of a public page is counted (docs/decisions/053): in memory, never waiting on the database.
      if (known && key === url && request.method === "GET" && page.status === 200 && publicPage(url)) app.pageViews?.served(request, url, search);
      return sendRendered(request, reply, page, page.contentType.startsWith("text/html") ? cspOf(page) : undefined);
    }
    const page = pages.get(pathname);
    if (page) return sendPage(request, reply, page);
    return sendPage(request, reply, fallback!, 404);
  });
}
