import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { contentVersion } from "../content";
import { MAX_THUMBNAIL_BYTES, fetchThumbnail, toPosterWebp } from "./thumbnail";

// The server fetches each video's YouTube thumbnail and serves its own WebP copy
// (docs/decisions/029). YouTube's image host is replaced by a local HTTP server
// that answers per video id: the behaviour is chosen by the id's first letters.

type Mode = "ok" | "hq-only" | "flaky" | "missing" | "hang" | "not-an-image" | "endless" | "declared-huge" | "redirect-here" | "redirect-away";
const MODES: Record<string, Mode> = {
  okk: "ok",
  hqo: "hq-only",
  flk: "flaky",
  mis: "missing",
  hng: "hang",
  txt: "not-an-image",
  end: "endless",
  big: "declared-huge",
  rdh: "redirect-here",
  rda: "redirect-away",
};
const idFor = (prefix: keyof typeof MODES) =>
  `${prefix}${crypto
    .randomBytes(6)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "x")
    .slice(0, 8)}`;

/** A 16:9 picture (maxresdefault) and a 4:3 one with black bars above and below (hqdefault), as YouTube serves them. */
const maxres = await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 20, g: 140, b: 60 } } })
  .jpeg()
  .toBuffer();
const hq = await sharp({ create: { width: 480, height: 270, channels: 3, background: { r: 200, g: 30, b: 30 } } })
  .extend({ top: 45, bottom: 45, background: { r: 0, g: 0, b: 0 } })
  .jpeg()
  .toBuffer();

interface FakeYoutube {
  base: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Body bytes the server managed to send, per path (for the endless answer). */
  sent: Map<string, number>;
  /** Where "redirect-away" videos are sent: another origin that must never be asked. */
  elsewhere: { base: string; requests: string[] };
  close(): Promise<void>;
}

/** An endless image: 64 KiB chunks as fast as the client takes them, up to 400 MB. */
function streamEndlessly(res: http.ServerResponse, count: (bytes: number) => void) {
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let total = 0;
  res.writeHead(200, { "content-type": "image/jpeg" });
  const pump = () => {
    while (total < 400 * 1024 * 1024 && !res.destroyed) {
      total += chunk.length;
      count(chunk.length);
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end();
  };
  pump();
}

async function startFakeYoutube(): Promise<FakeYoutube> {
  const requests: string[] = [];
  const hits = new Map<string, number>();
  const sent = new Map<string, number>();
  const elsewhereRequests: string[] = [];
  const elsewhereServer = http.createServer((req, res) => {
    elsewhereRequests.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": maxres.length }).end(maxres);
  });
  await new Promise<void>((resolve) => elsewhereServer.listen(0, "127.0.0.1", resolve));
  const elsewhereBase = `http://127.0.0.1:${(elsewhereServer.address() as AddressInfo).port}`;
  const server = http.createServer((req, res) => {
    const path = req.url ?? "";
    requests.push(path);
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const match = /^\/vi\/([A-Za-z0-9_-]{11})\/(maxresdefault|hqdefault)\.jpg$/.exec(path);
    const mode = match ? MODES[match[1]!.slice(0, 3)] : undefined;
    const size = match?.[2];
    const jpeg = (body: Buffer) => res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
    const notFound = () => res.writeHead(404, { "content-type": "image/jpeg" }).end();
    switch (mode) {
      case "ok":
        return jpeg(size === "maxresdefault" ? maxres : hq);
      case "hq-only":
        return size === "maxresdefault" ? notFound() : jpeg(hq);
      case "flaky":
        // Two failures, then the picture: the third try inside one round gets it.
        return (hits.get(path) ?? 0) <= 2 ? res.writeHead(503).end("busy") : jpeg(maxres);
      case "hang":
        return; // never answers
      case "not-an-image":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html>consent page</html>");
      case "endless":
        return streamEndlessly(res, (bytes) => sent.set(path, (sent.get(path) ?? 0) + bytes));
      case "declared-huge":
        // Says 400 MB up front; sends a little and waits (a client that reads on would hang here).
        res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(400 * 1024 * 1024) });
        return void res.write(Buffer.alloc(1024));
      case "redirect-here":
        // The same host moved the picture: followed.
        return res.writeHead(302, { location: `/vi/okk${match![1]!.slice(3)}/${size}.jpg` }).end();
      case "redirect-away":
        return res.writeHead(302, { location: `${elsewhereBase}/vi/${match![1]}/${size}.jpg` }).end();
      default:
        return notFound();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const closeServer = (srv: http.Server) =>
    new Promise<void>((resolve) => {
      srv.closeAllConnections();
      srv.close(() => resolve());
    });
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    sent,
    elsewhere: { base: elsewhereBase, requests: elsewhereRequests },
    close: async () => {
      await Promise.all([closeServer(server), closeServer(elsewhereServer)]);
    },
  };
}

const isWebp = (b: Buffer) => b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP";

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("fetchThumbnail and toPosterWebp (no database)", () => {
  let yt: FakeYoutube;
  beforeAll(async () => {
    yt = await startFakeYoutube();
  });
  afterAll(() => yt.close());

  it("takes maxresdefault when YouTube has it", async () => {
    const id = idFor("okk");
    const got = await fetchThumbnail(id, { base: yt.base, timeoutMs: 1000 });
    expect(got.name).toBe("maxresdefault");
    expect(yt.requests.filter((p) => p.includes(id))).toEqual([`/vi/${id}/maxresdefault.jpg`]);
  });

  it("falls back to hqdefault on a 404, and crops its black bars away in a 16:9 WebP", async () => {
    const id = idFor("hqo");
    const got = await fetchThumbnail(id, { base: `${yt.base}/`, timeoutMs: 1000 });
    expect(got.name).toBe("hqdefault");
    const poster = await toPosterWebp(got.data);
    expect(isWebp(poster.data)).toBe(true);
    expect([poster.width, poster.height]).toEqual([480, 270]);
    const { data } = await sharp(poster.data).raw().toBuffer({ resolveWithObject: true });
    // The top-left pixel is the picture's red, not a black bar.
    expect(data[0]).toBeGreaterThan(150);
    expect(data[1]).toBeLessThan(80);
  });

  it("tries again after a 5xx within one round, with a pause", async () => {
    const id = idFor("flk");
    const started = Date.now();
    const got = await fetchThumbnail(id, { base: yt.base, timeoutMs: 1000, tries: 3, backoffMs: 40 });
    expect(got.name).toBe("maxresdefault");
    expect(yt.requests.filter((p) => p.includes(id))).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40 + 80);
  });

  it("gives up on a server that does not answer within the time-out", async () => {
    const id = idFor("hng");
    const started = Date.now();
    await expect(fetchThumbnail(id, { base: yt.base, timeoutMs: 150, tries: 2, backoffMs: 10 })).rejects.toMatchObject({ missing: false });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(yt.requests.filter((p) => p.includes(id))).toHaveLength(4);
  });

  it("reports a video YouTube has no thumbnail for as missing", async () => {
    await expect(fetchThumbnail(idFor("mis"), { base: yt.base, timeoutMs: 1000 })).rejects.toMatchObject({ missing: true });
  });

  it("refuses an answer that is not a picture", async () => {
    const got = await fetchThumbnail(idFor("txt"), { base: yt.base, timeoutMs: 1000 });
    await expect(toPosterWebp(got.data)).rejects.toThrow(/not a JPEG, PNG or WebP/);
  });

  it("stops reading an endless answer at the byte cap instead of holding it all in memory", async () => {
    const id = idFor("end");
    await expect(fetchThumbnail(id, { base: yt.base, timeoutMs: 20_000 })).rejects.toMatchObject({
      missing: false,
      message: expect.stringMatching(/too large/),
    });
    // The server could have sent 400 MB; the reader stopped at the cap (plus what sat in socket buffers).
    const sent = yt.sent.get(`/vi/${id}/maxresdefault.jpg`) ?? 0;
    expect(sent).toBeGreaterThan(MAX_THUMBNAIL_BYTES);
    expect(sent).toBeLessThan(MAX_THUMBNAIL_BYTES + 32 * 1024 * 1024);
    // Refused for good in this round: not asked again, nor the next size.
    expect(yt.requests.filter((p) => p.includes(id))).toEqual([`/vi/${id}/maxresdefault.jpg`]);
  });

  it("refuses an answer that declares a size over the cap without reading it", async () => {
    // With a time-out of 20 s: reading on would wait for bytes that never come.
    const started = Date.now();
    await expect(fetchThumbnail(idFor("big"), { base: yt.base, timeoutMs: 20_000 })).rejects.toMatchObject({ message: expect.stringMatching(/too large/) });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("follows a redirect within the configured host", async () => {
    const id = idFor("rdh");
    const got = await fetchThumbnail(id, { base: yt.base, timeoutMs: 1000 });
    expect(got.name).toBe("maxresdefault");
    expect(got.data.equals(maxres)).toBe(true);
  });

  it("refuses a redirect to another host and never asks that host", async () => {
    const id = idFor("rda");
    await expect(fetchThumbnail(id, { base: yt.base, timeoutMs: 1000 })).rejects.toMatchObject({
      missing: false,
      message: expect.stringMatching(/redirected away/),
    });
    expect(yt.elsewhere.requests).toEqual([]);
  });
});

describe.each(testDatabases)("video posters on $name", (database) => {
  let yt: FakeYoutube;
  const env: Record<string, string> = { ...ADMIN_ENV, POSTER_TIMEOUT_MS: "200", POSTER_RETRY_BASE_MS: "100", POSTER_MAX_ATTEMPTS: "3" };
  // Registered before useTestApp's own beforeAll: the app is built with this address.
  beforeAll(async () => {
    yt = await startFakeYoutube();
    env.YOUTUBE_THUMBNAIL_BASE = yt.base;
  });
  const t = useTestApp(database, env);
  afterAll(() => yt?.close());

  const add = async (id: string, extra: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/youtube/add",
      headers: bearer(await signIn(t.app)),
      payload: { url: `https://youtu.be/${id}`, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; poster: unknown };
  };
  const listed = async (videoId: string) => {
    const all = (await t.app.inject({ method: "GET", url: "/api/youtube" })).json().data as {
      _id: string;
      url: string;
      poster: { src: string; width: number; height: number } | null;
    }[];
    return all.find((v) => v._id === videoId);
  };
  const row = (videoId: string) => t.app.db.selectFrom("videos").selectAll().where("id", "=", videoId).executeTakeFirstOrThrow();
  /** The stand-in's paths asked for a video, each once, in the order first asked. */
  const distinctRequestsFor = (id: string) => [...new Set(yt.requests.filter((p) => p.includes(id)))];

  it("fetches the thumbnail once when a video is added and serves it as our own WebP", async () => {
    const id = idFor("okk");
    const before = await contentVersion(t.app.db);
    const video = await add(id, { studentName: "Priya R.", course: "Full Stack" });
    expect(video.poster).toBeNull(); // the answer does not wait for YouTube
    const ready = await until(
      () => listed(video._id),
      (v) => !!v?.poster,
    );
    expect(ready?.poster).toEqual({ src: expect.stringMatching(/^\/uploads\/[a-f0-9-]{36}\.webp$/), width: 960, height: 540 });
    // The pages re-render with it: the content version moved for the add and for the poster.
    expect(await contentVersion(t.app.db)).toBeGreaterThanOrEqual(before + 2);

    const image = await t.app.inject({ method: "GET", url: ready!.poster!.src });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(isWebp(image.rawPayload)).toBe(true);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 960, 540]);
    expect(meta.exif).toBeUndefined();

    // Once: a poster that exists is never fetched again. (Within its one round, an
    // answer slower than the 200 ms time-out on a loaded machine is asked again.)
    const asked = yt.requests.filter((p) => p.includes(id)).length;
    await new Promise((r) => setTimeout(r, 300));
    expect(yt.requests.filter((p) => p.includes(id))).toHaveLength(asked);
    expect(distinctRequestsFor(id)).toEqual([`/vi/${id}/maxresdefault.jpg`]);
    // Nothing in the public answer points the browser at YouTube's image host.
    expect(JSON.stringify((await t.app.inject({ method: "GET", url: "/api/youtube" })).json())).not.toMatch(/ytimg|127\.0\.0\.1/);
  });

  it("uses hqdefault when there is no maxresdefault", async () => {
    const id = idFor("hqo");
    const video = await add(id);
    const ready = await until(
      () => listed(video._id),
      (v) => !!v?.poster,
    );
    expect(ready?.poster).toMatchObject({ width: 480, height: 270 });
    expect(distinctRequestsFor(id)).toEqual([`/vi/${id}/maxresdefault.jpg`, `/vi/${id}/hqdefault.jpg`]);
  });

  it("rides out two 503s with its retries inside one round", async () => {
    const video = await add(idFor("flk"));
    const ready = await until(
      () => listed(video._id),
      (v) => !!v?.poster,
    );
    expect(ready?.poster).not.toBeNull();
    expect((await row(video._id)).poster_attempts).toBe(0);
  });

  it("a time-out leaves the drawn poster and schedules a later try", async () => {
    const video = await add(idFor("hng"));
    const failed = await until(
      () => row(video._id),
      (r) => Number(r.poster_attempts) >= 1,
    );
    expect(Number(failed.poster_attempts)).toBeGreaterThanOrEqual(1);
    expect((await listed(video._id))?.poster).toBeNull();
  });

  it("404 everywhere: tried again later, POSTER_MAX_ATTEMPTS rounds at most, then left alone", async () => {
    const id = idFor("mis");
    const video = await add(id);
    const done = await until(
      () => row(video._id),
      (r) => Number(r.poster_attempts) >= 3,
    );
    expect(Number(done.poster_attempts)).toBe(3);
    expect(done.poster_retry_at).toBeNull();
    await new Promise((r) => setTimeout(r, 500)); // several polls
    expect(yt.requests.filter((p) => p.includes(id))).toHaveLength(3 * 2);
    expect((await listed(video._id))?.poster).toBeNull();
  });

  it("an answer that is not a picture is not stored", async () => {
    const video = await add(idFor("txt"));
    await until(
      () => row(video._id),
      (r) => Number(r.poster_attempts) >= 1,
    );
    expect((await listed(video._id))?.poster).toBeNull();
  });

  it("a video stored before posters existed gets one on a later poll", async () => {
    const id = idFor("okk");
    const videoId = crypto.randomUUID();
    await t.app.db
      .insertInto("videos")
      .values({ id: videoId, url: `https://www.youtube.com/embed/${id}`, created_at: new Date().toISOString(), poster_attempts: 0 })
      .execute();
    const ready = await until(
      () => listed(videoId),
      (v) => !!v?.poster,
    );
    expect(ready?.poster).toMatchObject({ width: 960, height: 540 });
  });

  it("deleting a video deletes its stored poster", async () => {
    const token = await signIn(t.app);
    const video = await add(idFor("okk"));
    const ready = await until(
      () => listed(video._id),
      (v) => !!v?.poster,
    );
    const src = ready!.poster!.src;
    expect((await t.app.inject({ method: "DELETE", url: `/api/youtube/${video._id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: src })).statusCode).toBe(404);
  });
});

describe.each(testDatabases)("video posters switched off on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, YOUTUBE_THUMBNAIL_BASE: "off" });

  it("YOUTUBE_THUMBNAIL_BASE=off fetches nothing: the video keeps the drawn poster", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/youtube/add",
      headers: bearer(await signIn(t.app)),
      payload: { url: "https://youtu.be/dQw4w9WgXcQ" },
    });
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    const row = await t.app.db.selectFrom("videos").selectAll().where("id", "=", res.json().data._id).executeTakeFirstOrThrow();
    expect([row.poster, Number(row.poster_attempts)]).toEqual([null, 0]);
  });
});
