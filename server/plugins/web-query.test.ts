import zlib from "node:zlib";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ON_DEMAND_LIMIT } from "../modules/site-pages";
import { useTestApp } from "../test/app";
import { useBuiltSite } from "../test/built-site";
import { testDatabases } from "../test/databases";

// Every ad click carries a parameter of its own (gclid, fbclid, msclkid, utm_*).
// No page reads them, so they must get the page already rendered in memory,
// compressed, with its ETag, and never a render of their own: rendering runs one
// page at a time, and a flood of such URLs once took the site from thousands of
// pages a second to dozens (docs/decisions/032). The server renders from the
// database's content, the same on both engines, so this runs on SQLite only.

const AD_CLICKS = [
  "?gclid=Cj0KCQiA-abc_123",
  "?utm_source=google&utm_medium=cpc&utm_campaign=python-nov&utm_term=python+course&utm_content=ad-2",
  "?fbclid=IwAR2xYz-Q",
  "?msclkid=9f1c2e7d4b",
  "?ref=newsletter&x=%E0%AE%9A&bad=%zz",
  "?gclid=one&gclid=two&_routes=root",
  "?",
];
const ENCODINGS = ["identity", "gzip", "br", "br, gzip"];

/**
 * The page a browser ends up with. Compressed copies are compared decoded: the
 * server re-compresses a page's brotli copy in place in the background (same
 * page, same ETag), which may land between two requests.
 */
function decoded(res: LightMyRequestResponse) {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload);
  return res.rawPayload;
}

describe("query strings on the rendered site", () => {
  const site = useBuiltSite();
  const t = useTestApp(testDatabases[0]!, { BUILD_DIR: site.clientDir }, true);
  const renders = () => t.app.sitePages!.onDemandStats().renders;
  const get = (url: string, headers: InjectOptions["headers"] = {}) => t.app.inject({ method: "GET", url, headers });

  it("an ad click gets the bare URL's page: same bytes, ETag and CSP in every encoding, without a render", async () => {
    const before = renders();
    for (const path of ["/", "/courses/python", "/contact"]) {
      for (const encoding of ENCODINGS) {
        const bare = await get(path, { "accept-encoding": encoding });
        expect(bare.statusCode).toBe(200);
        for (const query of AD_CLICKS) {
          const res = await get(path + query, { "accept-encoding": encoding });
          expect(res.statusCode, path + query).toBe(200);
          expect(res.headers["content-encoding"], path + query).toBe(bare.headers["content-encoding"]);
          expect(res.headers.etag, path + query).toBe(bare.headers.etag);
          expect(res.headers["content-security-policy"], path + query).toBe(bare.headers["content-security-policy"]);
          expect(res.headers["content-type"]).toMatch(/^text\/html/);
          expect(decoded(res).equals(decoded(bare)), `${path + query} (${encoding})`).toBe(true);
        }
      }
    }
    expect(renders()).toBe(before);
  });

  it("revalidates an ad click with the bare page's ETag (304), and answers HEAD with its headers", async () => {
    const before = renders();
    const { etag } = (await get("/courses/python")).headers;
    const revalidated = await get("/courses/python?gclid=revisit-1", { "if-none-match": String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: "HEAD", url: "/courses/python?fbclid=head-1", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(renders()).toBe(before);
  });

  it("moves a trailing-slash address to the page without it, keeping the whole query", async () => {
    const res = await get("/courses/python/?utm_source=google&gclid=abc");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/courses/python?utm_source=google&gclid=abc");
  });

  it("10,000 distinct ad-click URLs: every one the bare page, no render, nothing kept", async () => {
    const bare = await get("/courses/python", { "accept-encoding": "br" });
    const before = t.app.sitePages!.onDemandStats();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const n = batch * 100 + i;
          const query = [`gclid=click-${n}`, `fbclid=fb-${n}`, `msclkid=ms-${n}`, `utm_source=s${n}&utm_campaign=c${n}`][n % 4];
          return get(`/courses/python?${query}`, { "accept-encoding": "br" });
        }),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBe(bare.headers.etag);
      }
      expect(renders()).toBe(before.renders);
    }
    const after = t.app.sitePages!.onDemandStats();
    expect(after.renders).toBe(before.renders);
    expect(after.kept).toBe(before.kept);
  }, 180_000);

  it("route data (.data) drops tracking parameters too, and still answers _routes, from a bounded cache", async () => {
    const before = renders();
    const full = await get("/courses/python.data");
    expect(full.statusCode).toBe(200);
    expect((await get("/courses/python.data?gclid=data-1&utm_source=x")).rawPayload.equals(full.rawPayload)).toBe(true);
    expect(renders()).toBe(before);

    // React Router's single fetch names the routes it wants: that parameter is read.
    const course = await get("/courses/python.data?_routes=routes/course&gclid=data-2");
    expect(course.statusCode).toBe(200);
    expect(course.body).toContain('"routes/course"');
    expect(course.body).not.toContain('"root"');
    expect((await get("/courses/python.data?gclid=data-3&_routes=routes/course")).body).toBe(course.body);
    expect(renders()).toBe(before + 1);

    // Distinct values each cost one render, but the cache never outgrows its limit.
    for (let i = 0; i < ON_DEMAND_LIMIT + 20; i++) expect((await get(`/courses/python.data?_routes=routes/course,probe-${i}`)).statusCode).toBe(200);
    expect(t.app.sitePages!.onDemandStats().kept).toBeLessThanOrEqual(ON_DEMAND_LIMIT);
  }, 180_000);

  it("public pages leave the opener policy off; staff screens, the student's page and the API keep it (docs/decisions/077)", async () => {
    // A visitor arriving from an ad or a search must not pay for a new browsing-context group.
    for (const path of ["/", "/courses/python?utm_source=instagram", "/placements", "/contact", "/no-such-page"]) {
      expect((await get(path)).headers["cross-origin-opener-policy"], path).toBe("unsafe-none");
    }
    // Every dashboard path too: a section's, a lead's (docs/decisions/088).
    for (const path of [
      "/login",
      "/signup",
      "/dashboard",
      "/dashboard?section=leads",
      "/dashboard/enquiries",
      "/dashboard/enquiries/abc",
      "/my",
      "/api/reviews",
    ]) {
      expect((await get(path)).headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    const staffFormAnswer = await t.app.inject({
      method: "POST",
      url: "/login",
      payload: "username=&password=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(staffFormAnswer.headers["content-type"]).toMatch(/^text\/html/);
    expect(staffFormAnswer.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("an unknown path is still a 404 whatever its query, rendered once per path", async () => {
    const first = await get("/no-such-page", { "accept-encoding": "br" });
    expect(first.statusCode).toBe(404);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.headers["content-security-policy"]).toMatch(/script-src/);
    const before = t.app.sitePages!.onDemandStats();
    for (let i = 0; i < 1_000; i++) {
      const res = await get(`/no-such-page?x=${i}&gclid=g${i}`, { "accept-encoding": "br" });
      expect(res.statusCode).toBe(404);
      expect(decoded(res).equals(decoded(first))).toBe(true);
    }
    const after = t.app.sitePages!.onDemandStats();
    expect(after.renders).toBe(before.renders);
    expect(after.kept).toBe(before.kept);
    // An unknown course is a 404 too, with or without an ad click's parameter.
    expect((await get("/courses/no-such-course?gclid=x")).statusCode).toBe(404);
  }, 60_000);

  it("/placements?course= renders once per visible course; any other value is the bare page, without a render (docs/decisions/060)", async () => {
    const bare = await get("/placements");
    const before = renders();
    const python = await get("/placements?course=python&utm_source=instagram");
    expect(python.statusCode).toBe(200);
    expect(python.headers.etag).not.toBe(bare.headers.etag);
    expect(python.body).toMatch(/aria-current="page"[^>]*>Python<\/a>/);
    expect(renders()).toBe(before + 1);
    expect((await get("/placements?course=python&gclid=again")).headers.etag).toBe(python.headers.etag);
    for (const other of ["?course=no-such-course", "?course=%3Cscript%3E", "?course=", "?course=PYTHON"]) {
      const res = await get(`/placements${other}`);
      expect(res.headers.etag, other).toBe(bare.headers.etag);
    }
    // Another page never reads it.
    expect((await get("/courses/python?course=java")).headers.etag).toBe((await get("/courses/python")).headers.etag);
    expect(renders()).toBe(before + 1);
  });
});
