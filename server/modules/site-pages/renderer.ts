import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { type SiteSnapshot, snapshotPaths } from "../../../contracts/site-snapshot";
import { siteContentContext } from "../../../web/content/live-context";
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
   * Renders run one at a time: the web app keeps the current site facts in a
   * module that every component reads while a page renders.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    build: ServerBuild,
    private readonly origin = "http://localhost",
    /** Puts what the first paint needs into each HTML page (first-paint.ts). */
    private readonly firstPaint?: FirstPaint,
  ) {
    this.handle = createRequestHandler(build, "production");
  }

  render(url: string, snapshot: SiteSnapshot): Promise<RenderedPage> {
    const run = this.queue.then(() => this.renderNow(url, snapshot));
    this.queue = run.catch(() => {});
    return run;
  }

  private async renderNow(url: string, snapshot: SiteSnapshot): Promise<RenderedPage> {
    const context = new RouterContextProvider();
    context.set(siteContentContext, snapshot);
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

  /** Every public and staff page of a snapshot, HTML and route data, keyed by URL path. */
  async renderAll(snapshot: SiteSnapshot, staffPaths: string[]) {
    const paths = [...snapshotPaths(snapshot.courses.map((c) => c.id)), ...staffPaths];
    const pages = new Map<string, RenderedPage>();
    for (const p of paths) {
      pages.set(p, await this.render(p, snapshot));
      // What a move inside the site fetches for the same page (React Router's single fetch).
      const dataPath = p === "/" ? "/_root.data" : `${p}.data`;
      pages.set(dataPath, await this.render(dataPath, snapshot));
    }
    return pages;
  }
}
