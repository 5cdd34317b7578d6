import type { FastifyBaseLogger } from "fastify";
import type { SiteSnapshot } from "../../../contracts/site-snapshot";
import { snapshotPaths } from "../../../contracts/site-snapshot";
import type { Db } from "../../db/types";
import type { PageRenderer, RenderedPage } from "./renderer";
import { type SnapshotSettings, readSnapshot, snapshotStamp } from "./snapshot";

/** Unknown URLs rendered on demand (404 pages, data requests with a query) kept per snapshot. */
const ON_DEMAND_LIMIT = 300;

/**
 * The site's pages, rendered from the database and held in memory. Every
 * instance checks the content version every `pollMs` (one indexed read of one
 * row) and re-renders when it moved, whichever instance saved the change; the
 * instance that saved re-renders at once. Until a new set is complete the old
 * one keeps being served, so a visitor never sees a half-updated site.
 */
export class LivePages {
  private pages = new Map<string, RenderedPage>();
  private onDemand = new Map<string, Promise<RenderedPage>>();
  private snapshot?: SiteSnapshot;
  private stamp = "";
  private refreshing?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly renderer: PageRenderer,
    private readonly log: FastifyBaseLogger,
    private readonly staffPaths: string[],
    private readonly settings: SnapshotSettings = { blogFeed: false },
  ) {}

  get current() {
    return this.snapshot;
  }

  get version() {
    return this.stamp;
  }

  /** Re-renders when the content changed; calls made during a refresh run once more after it. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        do {
          this.again = false;
          await this.refreshOnce();
        } while (this.again);
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  private async refreshOnce() {
    const stamp = await snapshotStamp(this.db);
    if (stamp === this.stamp) return;
    const started = Date.now();
    const snapshot = await readSnapshot(this.db, Date.now(), this.settings);
    const pages = await this.renderer.renderAll(snapshot, this.staffPaths);
    this.pages = pages;
    this.snapshot = snapshot;
    this.onDemand = new Map();
    this.stamp = stamp;
    this.log.info({ stamp, pages: pages.size, ms: Date.now() - started }, "site pages rendered");
    void this.polish(pages);
  }

  /** The new pages' brotli copies at the best quality, one at a time, until a newer set replaces them. */
  private async polish(pages: Map<string, RenderedPage>) {
    for (const page of pages.values()) {
      if (this.pages !== pages) return;
      try {
        await this.renderer.polish(page);
      } catch (err) {
        this.log.warn({ err }, "re-compressing a page failed; it keeps its first copy");
      }
    }
  }

  start(pollMs: number) {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.log.error({ err }, "re-rendering the site failed; serving the previous pages"));
    }, pollMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** A rendered page or route data by path, if it is one of the site's known pages. */
  known(pathname: string) {
    return this.pages.get(pathname);
  }

  /** Any other URL: rendered on demand (its 404 page, say), remembered until the next change. */
  async other(url: string): Promise<RenderedPage> {
    const cached = this.onDemand.get(url);
    if (cached) return cached;
    const snapshot = this.snapshot;
    if (!snapshot) throw new Error("site not rendered yet");
    const rendering = this.renderer.render(url, snapshot);
    if (this.onDemand.size >= ON_DEMAND_LIMIT) this.onDemand.delete(this.onDemand.keys().next().value!);
    this.onDemand.set(url, rendering);
    rendering.catch(() => this.onDemand.delete(url));
    return rendering;
  }

  /** One page rendered from a snapshot that is not saved (a preview): never kept here. */
  renderPreview(path: string, snapshot: SiteSnapshot) {
    return this.renderer.render(path, snapshot);
  }

  sitemap() {
    const site = this.snapshot!.site;
    const urls = snapshotPaths(this.snapshot!.courses.map((c) => c.id))
      .map((p) => `  <url><loc>${escapeXml(new URL(p, site.url).toString())}</loc></url>`)
      .join("\n");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  robots() {
    const site = this.snapshot!.site;
    return ["User-agent: *", ...this.staffPaths.map((p) => `Disallow: ${p}`), "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", site.url)}`, ""].join("\n");
  }
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
