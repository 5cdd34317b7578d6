import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageCsp } from "./security-headers";

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
    hashes.push(`sha256-${crypto.createHash("sha256").update(match[2] ?? "").digest("base64")}`);
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
 * Serves the built web app: pre-rendered pages from memory, hashed assets with a
 * year-long immutable cache, and everything else in the build folder. Unknown
 * paths get the 404 page with a real 404 status; so does an unknown course, whose
 * page the browser then renders as 'Course Not Found'.
 */
export async function registerWeb(app: FastifyInstance, opts: { buildDir: string; connectSrc: string[] }) {
  const root = path.resolve(opts.buildDir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "web build not found: pages are not served (run `npm run build`)");
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith("/api/")) return reply.status(404).send({ success: false, message: "Not found" });
      return reply.status(503).type("text/plain").send("The site is not built yet. Run `npm run build`.");
    });
    return;
  }

  const pages = loadPages(root, opts.connectSrc);
  const fallbackFile = path.join(root, "__spa-fallback.html");
  const fallback = fs.existsSync(fallbackFile) ? loadPage(fallbackFile, opts.connectSrc) : pages.get("/")!;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // A route's pre-rendered data (*.data) belongs to one build, like its HTML: revalidate it.
      const cache = immutable ? "public, max-age=31536000, immutable" : filePath.endsWith(".data") ? "no-cache" : "public, max-age=86400";
      reply.header("Cache-Control", cache);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api") {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ success: false, message: "Not found" });
    }
    const pathname = url.length > 1 ? url.replace(/\/+$/, "") : url;
    if (pathname !== url && pages.has(pathname)) {
      const query = request.url.slice(url.length);
      return reply.redirect(pathname + query, 301);
    }
    const page = pages.get(pathname);
    if (page) return sendPage(request, reply, page);
    return sendPage(request, reply, fallback, 404);
  });
}
