// Renders one public page with the web app's server build and compresses it (brotli and gzip), quickly first
// and at best quality later (docs/decisions/030).

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { type SiteSnapshot, snapshotPaths } from "#contracts/site-snapshot";
import { DEMO_PARAM, type FormReply, SENT_PARAM, isSentKey } from "#contracts/form-reply";
import { formReplyContext, siteContentContext } from "#web/lib/live-context";
import type { FirstPaint } from "./first-paint";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli quality of a fresh render. Quality 10 costs about 35 ms a page (most of
 * a full re-render's time, and far more on a busy machine) for about 9 % fewer
 * bytes than quality 5 (1–2 ms), so pages go live at 5 and LivePages
 * re-compresses them at 10 in the background (`polish`).
 */
const FAST_BROTLI = 5;
const BEST_BROTLI = 10;

/** One rendered answer, kept in memory with its compressed copies. */
export interface RenderedPage {
  status: number;
  contentType: string;
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  /** Whether `br` is at the best quality yet. */
  polished?: boolean;
}

/**
 * A page address naming a stored form (`?sent=contact`, `/login?sent=signup`, after a plain post): that form shows its confirmation,
 * with the booked demo slot (`&demo=`, only ever one the page lists: page-url.ts).
 */
function sentReply(url: string): FormReply | null {
  const params = new URL(url, "http://localhost").searchParams;
  const key = params.get(SENT_PARAM);
  const demoAt = params.get(DEMO_PARAM);
  return isSentKey(key) ? { key, sent: true, ...(demoAt ? { demoAt } : {}) } : null;
}

/** The server half of the web build (React Router writes it next to build/client). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild | undefined> {
  const file = path.resolve(buildDir, "..", "server", "index.js");
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/**
 * Renders the site's pages from a content snapshot with the web app's own
 * server build: the same React components as the build-time pre-rendering, fed
 * with what staff saved instead of the seed files.
 */
export class PageRenderer {
  private readonly handle: ReturnType<typeof createRequestHandler>;
  /**
   * Renders run one at a time, from two queues: a page a visitor is waiting for
   * goes before the background filling of the rest of the site
   * (docs/decisions/039). Each render gets its snapshot through the router
   * context, so renders share no state; one at a time keeps that order
   * meaningful: a render is main-thread work, so several at once would each
   * finish later, the waiting visitor's page too.
   */
  private readonly waiting: { urgent: (() => Promise<void>)[]; background: (() => Promise<void>)[] } = { urgent: [], background: [] };
  private running = false;

  constructor(
    build: ServerBuild,
    private readonly origin = "http://localhost",
    /** Puts what the first paint needs into each HTML page (first-paint.ts). */
    private readonly firstPaint?: FirstPaint,
  ) {
    this.handle = createRequestHandler(build, "production");
  }

  /** Renders a URL from a snapshot, after the renders queued before it ("background": after every urgent one too). */
  render(url: string, snapshot: SiteSnapshot, priority: "urgent" | "background" = "urgent", reply?: FormReply): Promise<RenderedPage> {
    return new Promise<RenderedPage>((resolve, reject) => {
      this.waiting[priority].push(() => this.renderNow(url, snapshot, reply).then(resolve, reject));
      void this.pump();
    });
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = this.nextTask(); next; next = this.nextTask()) await next();
    } finally {
      this.running = false;
    }
  }

  private nextTask() {
    return this.waiting.urgent.shift() ?? this.waiting.background.shift();
  }

  private async renderNow(url: string, snapshot: SiteSnapshot, reply?: FormReply): Promise<RenderedPage> {
    const context = new RouterContextProvider();
    context.set(siteContentContext, snapshot);
    context.set(formReplyContext, reply ?? sentReply(url));
    const response = await this.handle(new Request(new URL(url, this.origin)), context);
    const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
    let body = Buffer.from(await response.arrayBuffer());
    if (this.firstPaint && contentType.startsWith("text/html")) body = Buffer.from(this.firstPaint.rewrite(body.toString("utf8")));
    const compressible = body.length >= 512;
    return {
      status: response.status,
      contentType,
      body,
      br: compressible ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI } }) : undefined,
      gz: compressible ? await gzip(body, { level: 9 }) : undefined,
      etag: `"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
    };
  }

  /** Re-compresses a page's brotli copy at the best quality, in place: same body, same ETag. */
  async polish(page: RenderedPage) {
    if (!page.br || page.polished) return;
    page.br = await brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI } });
    page.polished = true;
  }
}

/** Every public and staff page of a snapshot, HTML and route data (what a move inside the site fetches). */
export function sitePaths(snapshot: SiteSnapshot, staffPaths: string[]): string[] {
  const pages = [...snapshotPaths(snapshot.courses.map((c) => c.id)), ...staffPaths];
  return pages.flatMap((p) => [p, p === "/" ? "/_root.data" : `${p}.data`]);
}
