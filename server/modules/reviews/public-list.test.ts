import zlib from "node:zlib";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connect } from "#server/db/connect";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, sendForm, signIn } from "#server/test/staff-api";

// GET /api/reviews without ?page/?q is served from an in-process cache
// (docs/decisions/006-public-list-cache.md). These tests show what a visitor and
// another server process can observe of it.

const fields = { name: "Divya Raman", rating: "4.8", date: "2026-02-11", review: "Mock interviews every week made the real one easy." };
type Review = { _id: string; id: string; name: string; rating: number; date: string; image: string | null; review: string };

describe.each(testDatabases)("public review list cache on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/reviews", headers });
  const names = async () => ((await get()).json().data as Review[]).map((r) => r.name);

  it("shows an add, an update and a delete at once, in this process", async () => {
    const token = await signIn(t.app);
    await get(); // the list is now cached
    const added = await sendForm(t.app, "POST", "/api/reviews/add", token, { ...fields, name: "Added Just Now" });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data._id as string;
    expect(await names()).toContain("Added Just Now");

    const updated = await sendForm(t.app, "PUT", `/api/reviews/update/${id}`, token, { ...fields, name: "Updated Just Now" });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await names()).toContain("Updated Just Now");
    expect(await names()).not.toContain("Added Just Now");

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/reviews/delete/${id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
    expect(await names()).not.toContain("Updated Just Now");
  });

  it("answers 304 without a body to the ETag it gave, and a new ETag after a write", async () => {
    const token = await signIn(t.app);
    await sendForm(t.app, "POST", "/api/reviews/add", token, fields);
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.json()).toMatchObject({ success: true, total: first.json().data.length });

    const again = await get({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // A list of validators, and the weak form of ours, match too.
    expect((await get({ "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get({ "if-none-match": '"other"' })).statusCode).toBe(200);

    await sendForm(t.app, "POST", "/api/reviews/add", token, { ...fields, name: "Someone New" });
    const changed = await get({ "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json().data as Review[]).map((r) => r.name)).toContain("Someone New");
  });

  it("sends the same bytes brotli- or gzip-compressed, each coding with its own ETag", async () => {
    const plain = await get({ "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await get({ "accept-encoding": "br;q=0, gzip;q=0.5" })).headers["content-encoding"]).toBe("gzip");
    for (const res of [plain, br, gz]) expect(res.headers.vary).toBe("Accept-Encoding");
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await get({ "accept-encoding": "br", "if-none-match": br.headers.etag as string })).statusCode).toBe(304);
  });

  it("still pages and searches from the database (?page, ?q)", async () => {
    const token = await signIn(t.app);
    await get();
    await sendForm(t.app, "POST", "/api/reviews/add", token, { ...fields, name: "Searchable Zebra" });
    const found = await t.app.inject({ method: "GET", url: "/api/reviews?q=zebra" });
    expect((found.json().data as Review[]).map((r) => r.name)).toEqual(["Searchable Zebra"]);
    expect(found.headers.etag).toBeUndefined();
    const page = await t.app.inject({ method: "GET", url: "/api/reviews?page=1&limit=1" });
    expect(page.json()).toMatchObject({ page: 1, limit: 1, total: (await get()).json().total });
    expect((await t.app.inject({ method: "GET", url: "/api/reviews?page=0" })).statusCode).toBe(400);
  });

  it("does not keep a failed read: the next request reads again", async () => {
    const token = await signIn(t.app);
    await sendForm(t.app, "POST", "/api/reviews/add", token, { ...fields, name: "After The Outage" }); // drops the cache
    const other = connect(t.config.database);
    try {
      await other.db.schema.alterTable("reviews").renameTo("reviews_away").execute();
      try {
        const failed = await get();
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toMatchObject({ success: false });
      } finally {
        await other.db.schema.alterTable("reviews_away").renameTo("reviews").execute();
      }
    } finally {
      await other.close();
    }
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Review[]).map((r) => r.name)).toContain("After The Outage");
  });
});

describe.each(testDatabases)("public review list written by another process on $name", (database) => {
  const TTL_MS = 1_000;
  const t = useTestApp(database, { ...ADMIN_ENV, PUBLIC_LIST_CACHE_MS: String(TTL_MS) });
  const names = async () => ((await t.app.inject({ method: "GET", url: "/api/reviews" })).json().data as Review[]).map((r) => r.name);

  it("is seen once the cache has expired (PUBLIC_LIST_CACHE_MS)", async () => {
    const added = await sendForm(t.app, "POST", "/api/reviews/add", await signIn(t.app), { ...fields, name: "Before The Edit" });
    const id = added.json().data._id as string;
    expect(await names()).toContain("Before The Edit"); // read and cached now

    const other = connect(t.config.database);
    try {
      await other.db.updateTable("reviews").set({ name: "Edited Elsewhere" }).where("id", "=", id).execute();
    } finally {
      await other.close();
    }
    // Within the time the cached list still answers (this is the cache at work)…
    expect(await names()).toContain("Before The Edit");
    // …and after it the edit shows.
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect(await names()).toContain("Edited Elsewhere");
    expect(await names()).not.toContain("Before The Edit");
  });
});

// PostgreSQL shows which queries are waiting, so there the sharing is visible: with
// the table locked, any number of first requests leave each list query waiting once.
describe.each(testDatabases.filter((d) => d.name === "postgres"))("concurrent first reads of the public review list on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  it("share one database read", async () => {
    if (t.config.database.kind !== "postgres") throw new Error("PostgreSQL only");
    await sendForm(t.app, "POST", "/api/reviews/add", await signIn(t.app), fields); // drops the cache
    const dbName = new URL(t.config.database.url).pathname.slice(1);
    const locker = new pg.Client({ connectionString: t.config.database.url });
    // Its own connection: pg_stat_activity is read once per transaction, and the locker's stays open.
    const watcher = new pg.Client({ connectionString: t.config.database.url });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      await locker.query("begin");
      await locker.query("lock table reviews in access exclusive mode");
      const responses = Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: "GET", url: "/api/reviews" })));

      const waiting = async () =>
        (
          await watcher.query<{ query: string; n: number }>(
            `select query, count(*)::int as n from pg_stat_activity
             where datname = $1 and wait_event_type = 'Lock' and query like '%from "reviews"%' group by query`,
            [dbName],
          )
        ).rows;
      const until = Date.now() + 5_000;
      while ((await waiting()).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      // Give every other request the time to reach the database, were it going to.
      await new Promise((r) => setTimeout(r, 300));
      const blocked = await waiting();
      expect(blocked.length).toBeGreaterThan(0);
      for (const q of blocked) expect(q.n, q.query).toBe(1);

      await locker.query("rollback");
      const answers = await responses;
      for (const res of answers) expect(res.statusCode).toBe(200);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    } finally {
      await Promise.all([locker.end(), watcher.end()]);
    }
  });
});
