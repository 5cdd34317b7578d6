import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiTable } from "#contracts/api-table";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { thumbPath } from "./blog-service";
import { type FeedFixtureServer, startFeedFixtureServer } from "#server/test/feed-fixture-server";

// The blog has no tables; SQLite is enough to build the real app around it.
const sqlite = testDatabases[0]!;

/** Starts the fixture host before the app is built and points BLOG_FEED_URL at it. */
function useFeed(feedPath: string) {
  const env: Record<string, string> = {};
  let server: FeedFixtureServer | undefined;
  beforeAll(async () => {
    server = await startFeedFixtureServer();
    env.BLOG_FEED_URL = `${server.origin}${feedPath}`;
  });
  afterAll(async () => server?.close());
  const t = useTestApp(sqlite, env);
  return {
    t,
    get server(): FeedFixtureServer {
      if (!server) throw new Error("The feed fixture server starts in beforeAll");
      return server;
    },
  };
}

/** The blog's answer read by its schema in the API table; a feed the test set up is configured. */
function configured(body: unknown) {
  const answer = apiTable["GET /api/blog"].response.parse(body);
  if (!answer.configured) throw new Error("The blog answered that no feed is configured");
  return answer;
}

describe("GET /api/blog with an RSS 2.0 feed", () => {
  const f = useFeed("/rss.xml");
  const get = async () => {
    const res = await f.t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(200);
    return configured(res.json());
  };
  afterEach(() => {
    f.server.failing = false;
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("maps the items to the blog item fields and keeps only those with a thumbnail, in feed order", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-10T10:00:00Z") });
    const body = await get();
    const o = f.server.origin;
    expect(body).toMatchObject({ success: true, configured: true, stale: false, fetchedAt: "2025-03-10T10:00:00.000Z" });
    expect(body.items.map((i) => i.title)).toEqual([
      "Five Python habits that get freshers hired",
      "Tally Prime: GST returns without the panic",
      "From classroom to cloud: an AWS lab diary",
      "Video editing: colour grading basics",
    ]);
    const [python, tally, aws, vfx] = body.items;
    expect(python).toEqual({
      thumbnail: thumbPath(`${o}/images/python.png`),
      title: "Five Python habits that get freshers hired",
      pubDate: "2025-03-04T04:00:00.000Z",
      description: "Clean functions, honest tests & readable names matter.",
      content: "<p>Clean functions, honest <b>tests</b> &amp; readable names&nbsp;matter.</p>",
      link: `${o}/posts/python-habits`,
      guid: "post-101",
    });
    // Relative link and enclosure resolved against the feed address; CDATA HTML stripped.
    expect(tally).toMatchObject({
      thumbnail: thumbPath(`${o}/images/tally.png`),
      link: `${o}/posts/tally-gst`,
      guid: `${o}/posts/tally-gst`,
      description: "Step by step through GSTR-1 & GSTR-3B. With screenshots.",
      pubDate: "2025-02-10T18:00:00.000Z",
    });
    // First real <img> of content:encoded (the 1×1 tracking pixel is skipped), dc:date.
    expect(aws).toMatchObject({
      thumbnail: thumbPath(`${o}/images/aws.png?size=l&v=2`),
      description: "A week of labs on EC2, S3 and IAM.",
      pubDate: "2025-01-20T08:15:00.000Z",
    });
    expect(aws!.content).toContain("<img");
    // media:content inside media:group; a javascript: link and a bad date are dropped.
    expect(vfx).toMatchObject({ thumbnail: thumbPath(`${o}/images/vfx.png`), link: "", pubDate: "", guid: "post-105" });
    for (const item of body.items) expect(item.thumbnail).toMatch(/^\/api\/blog\/thumb\?u=/);
  });

  it("serves a second read within 15 minutes from memory, without asking the feed", async () => {
    const before = f.server.hits.get("/rss.xml");
    expect(before).toBe(1);
    vi.setSystemTime(new Date("2025-03-10T10:14:00Z"));
    const body = await get();
    expect(body.items).toHaveLength(4);
    expect(body.stale).toBe(false);
    expect(f.server.hits.get("/rss.xml")).toBe(1);
  });

  it("proxies a listed thumbnail as WebP of at most 800 px, once", async () => {
    const { items } = await get();
    const res = await f.t.app.inject({ method: "GET", url: items[0]!.thumbnail });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(450);
    const again = await f.t.app.inject({ method: "GET", url: items[0]!.thumbnail });
    expect(again.statusCode).toBe(200);
    expect(f.server.hits.get("/images/python.png")).toBe(1);
  });

  it("is not an open proxy: an address that is not in the feed is refused", async () => {
    const unknown = await f.t.app.inject({ method: "GET", url: thumbPath(`${f.server.origin}/images/other.png`) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    const elsewhere = await f.t.app.inject({ method: "GET", url: thumbPath("http://169.254.169.254/latest/meta-data") });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await f.t.app.inject({ method: "GET", url: "/api/blog/thumb" });
    expect(missing.statusCode).toBe(400);
    expect(f.server.hits.get("/images/other.png")).toBeUndefined();
  });

  it("reads the feed again once the 15 minutes are over", async () => {
    vi.setSystemTime(new Date("2025-03-10T10:15:01Z"));
    const body = await get();
    expect(f.server.hits.get("/rss.xml")).toBe(2);
    expect(body).toMatchObject({ stale: false, fetchedAt: "2025-03-10T10:15:01.000Z" });
  });

  it("serves the last good copy, marked stale, when the feed starts failing, and does not retry on every visit", async () => {
    f.server.failing = true;
    vi.setSystemTime(new Date("2025-03-10T10:31:00Z"));
    const body = await get();
    expect(body.items).toHaveLength(4);
    expect(body).toMatchObject({ stale: true, fetchedAt: "2025-03-10T10:15:01.000Z" });
    expect(f.server.hits.get("/rss.xml")).toBe(3);
    // A thumbnail of the last good copy is still served from memory.
    const thumb = await f.t.app.inject({ method: "GET", url: body.items[0]!.thumbnail });
    expect(thumb.statusCode).toBe(200);

    vi.setSystemTime(new Date("2025-03-10T10:31:10Z"));
    expect((await get()).stale).toBe(true);
    expect(f.server.hits.get("/rss.xml")).toBe(3);
  });

  it("is fresh again once the feed recovers", async () => {
    vi.setSystemTime(new Date("2025-03-10T10:32:00Z"));
    const body = await get();
    expect(f.server.hits.get("/rss.xml")).toBe(4);
    expect(body).toMatchObject({ stale: false, fetchedAt: "2025-03-10T10:32:00.000Z" });
  });
});

describe("GET /api/blog with an Atom feed", () => {
  const f = useFeed("/atom.xml");

  it("maps entries (enclosure link, escaped HTML content, XHTML content) and drops those without a picture", async () => {
    const res = await f.t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(200);
    const { items } = configured(res.json());
    const o = f.server.origin;
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      thumbnail: thumbPath(`${o}/images/java.png`),
      title: "Java & Spring: your first REST API",
      pubDate: "2025-03-01T06:00:00.000Z",
      description: "Controllers, services and a database in one afternoon <really>.",
      content: "Controllers, services and a database in one afternoon &lt;really&gt;.",
      link: `${o}/atom/java-rest`,
      guid: "urn:cta:post:201",
    });
    expect(items[1]).toMatchObject({
      thumbnail: thumbPath(`${o}/images/design.png`),
      description: "Grids, type and colour for a college fest poster.",
      pubDate: "2025-02-14T12:00:00.000Z",
      link: `${o}/atom/poster`,
    });
    expect(items[2]).toMatchObject({
      thumbnail: thumbPath(`${o}/images/excel.png`),
      title: "Excel tricks",
      link: `${o}/atom/excel`,
    });
    expect(items[2]!.description).toContain("Pivot tables");
  });
});

describe("GET /api/blog with no feed configured", () => {
  const t = useTestApp(sqlite);

  it("says so plainly instead of failing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, configured: false, items: [] });
  });

  it("serves no thumbnails at all", async () => {
    const res = await t.app.inject({ method: "GET", url: thumbPath("https://example.com/a.png") });
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /api/blog when the feed never worked", () => {
  const f = useFeed("/rss.xml");

  it("answers 502 with a message while there is no copy to fall back on", async () => {
    f.server.failing = true;
    const res = await f.t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("could not be loaded") });
  });
});

describe.each([
  ["larger than 2 MB", "/huge.xml"],
  ["not a feed", "/not-xml.xml"],
])("GET /api/blog when the feed is %s", (_label, feedPath) => {
  const f = useFeed(feedPath);

  it("answers 502 instead of crashing or hanging", async () => {
    const res = await f.t.app.inject({ method: "GET", url: "/api/blog" });
    expect(res.statusCode).toBe(502);
    expect(f.server.hits.get(feedPath)).toBe(1);
  });
});
