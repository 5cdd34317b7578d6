import type { FastifyBaseLogger } from "fastify";
import type { FormReply } from "#contracts/form-reply";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { snapshotPaths } from "#contracts/site-snapshot";
import type { Db } from "#server/db/types";
import { type PageRenderer, type RenderedPage, sitePaths } from "./renderer";
import { type SnapshotSettings, listedDemoSlots, readSnapshot, snapshotStamp } from "./snapshot";

/**
 * URLs rendered on demand (404 pages, data requests naming their routes) kept per
 * snapshot; the least recently asked for goes first. A query string only gets
 * here with parameters a page reads (page-url.ts), so ad clicks never fill it.
 */
export const ON_DEMAND_LIMIT = 300;

/** One content version's pages: which paths exist, and each one rendered once, on first need. */
interface PageSet {
  snapshot: SiteSnapshot;
  stamp: string;
  paths: Set<string>;
  courseIds: string[];
  /** Each course page's listed demo slots: the values `?demo=` may take there. */
  demoSlots: Record<string, string[]>;
  rendered: Map<string, Promise<RenderedPage>>;
}

/**
 * The site's pages, rendered from the database and held in memory. Every
 * instance checks the content version every `pollMs` (one indexed read of one
 * row); the instance that saved checks at once. A new version switches the
 * whole site over in one step: from then on every page is rendered from the new
 * content, the page a visitor asks for first (on demand, before anything else)
 * and the rest in the background. So a change shows on the next request, however
 * long rendering the whole site takes on a busy machine, and no visitor ever gets
 * a page of the old version after the switch.
 */
export class LivePages {
  private set?: PageSet;
  private onDemand = new Map<string, Promise<RenderedPage>>();
  private onDemandRenders = 0;
  private refreshing?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly renderer: PageRenderer,
    private readonly log: FastifyBaseLogger,
    private readonly staffPaths: string[],
    private readonly settings: SnapshotSettings = { blogFeed: false },
    /** The app's clock: its Chennai day decides which batches and demo slots the pages list, as the API's. */
    private readonly now: () => number = Date.now,
  ) {}

  get current() {
    return this.set?.snapshot;
  }

  /** The visible courses' ids: the values `?course=` may take (contracts/page-parameters.ts). */
  get courseIds(): readonly string[] {
    return this.set?.courseIds ?? [];
  }

  /** The demo slots each course page lists, by path (contracts/page-parameters.ts). */
  get demoSlots(): Readonly<Record<string, readonly string[]>> {
    return this.set?.demoSlots ?? {};
  }

  get version() {
    return this.set?.stamp ?? "";
  }

  /** Switches to the saved content when it changed; calls made during a refresh run once more after it. */
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
    const now = this.now();
    const stamp = await snapshotStamp(this.db, now);
    if (stamp === this.set?.stamp) return;
    const snapshot = await readSnapshot(this.db, now, this.settings);
    const set: PageSet = {
      snapshot,
      stamp,
      paths: new Set(sitePaths(snapshot, this.staffPaths)),
      courseIds: snapshot.courses.map((c) => c.id),
      demoSlots: listedDemoSlots(snapshot),
      rendered: new Map(),
    };
    this.set = set;
    this.onDemand = new Map();
    void this.fill(set);
  }

  /** Renders the rest of a set's pages in the background, then their best brotli copies, until a newer set replaces it. */
  private async fill(set: PageSet) {
    const started = Date.now();
    for (const path of set.paths) {
      if (this.set !== set) return;
      await this.page(set, path, "background").catch(() => undefined);
    }
    this.log.info({ stamp: set.stamp, pages: set.paths.size, ms: Date.now() - started }, "site pages rendered");
    for (const path of set.paths) {
      if (this.set !== set) return;
      try {
        await this.renderer.polish(await set.rendered.get(path)!);
      } catch (err) {
        this.log.warn({ err, path }, "re-compressing a page failed; it keeps its first copy");
      }
    }
  }

  private page(set: PageSet, path: string, priority: "urgent" | "background") {
    let page = set.rendered.get(path);
    if (!page) {
      page = this.renderer.render(path, set.snapshot, priority);
      set.rendered.set(path, page);
      // A failed render is tried again on the next request, not remembered.
      page.catch((err: unknown) => {
        if (set.rendered.get(path) === page) set.rendered.delete(path);
        this.log.error({ err, path }, "rendering a page failed");
      });
    }
    return page;
  }

  start(pollMs: number) {
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.log.error({ err }, "checking for new content failed; serving the current pages"));
    }, pollMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Whether a path is one of the site's known pages (or its route data). */
  isKnown(pathname: string) {
    return this.set?.paths.has(pathname) ?? false;
  }

  /** A known page or its route data, rendered from the current content (at once if nobody asked for it yet). */
  known(pathname: string): Promise<RenderedPage> | undefined {
    const set = this.set;
    return set?.paths.has(pathname) ? this.page(set, pathname, "urgent") : undefined;
  }

  /**
   * Any other URL: rendered on demand (its 404 page, say), remembered until the
   * next change. `url` must already be reduced to what the page reads (renderedUrl).
   */
  async other(url: string): Promise<RenderedPage> {
    const cached = this.onDemand.get(url);
    if (cached) {
      // Asked for again: move it to the back of the eviction order.
      this.onDemand.delete(url);
      this.onDemand.set(url, cached);
      return cached;
    }
    const snapshot = this.set?.snapshot;
    if (!snapshot) throw new Error("site not rendered yet");
    this.onDemandRenders++;
    const rendering = this.renderer.render(url, snapshot);
    if (this.onDemand.size >= ON_DEMAND_LIMIT) this.onDemand.delete(this.onDemand.keys().next().value!);
    this.onDemand.set(url, rendering);
    rendering.catch(() => this.onDemand.delete(url));
    return rendering;
  }

  /** How many URLs are kept rendered on demand now, and how many on-demand renders this instance has run. */
  onDemandStats() {
    return { kept: this.onDemand.size, renders: this.onDemandRenders };
  }

  /** A page rendered for one visitor's plain form post (their values and messages, or a notice): never kept. */
  renderReply(pathname: string, reply: FormReply): Promise<RenderedPage> {
    const snapshot = this.set?.snapshot;
    if (!snapshot) return Promise.reject(new Error("site not rendered yet"));
    return this.renderer.render(pathname, snapshot, "urgent", reply);
  }

  /** One page rendered from a snapshot that is not saved (a preview): never kept here. */
  renderPreview(path: string, snapshot: SiteSnapshot) {
    return this.renderer.render(path, snapshot);
  }

  sitemap() {
    const site = this.set!.snapshot.site;
    const urls = snapshotPaths(this.set!.snapshot.courses.map((c) => c.id))
      .map((p) => `  <url><loc>${escapeXml(new URL(p, site.url).toString())}</loc></url>`)
      .join("\n");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  robots() {
    const site = this.set!.snapshot.site;
    return ["User-agent: *", ...this.staffPaths.map((p) => `Disallow: ${p}`), "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", site.url)}`, ""].join(
      "\n",
    );
  }
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
