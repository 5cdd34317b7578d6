import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { instituteDay } from "#contracts/institute-time";
import { type VisitReport, conversionRate } from "#contracts/visits";
import { buildApp } from "#server/app";
import { useTestApp } from "#server/test/app";
import { useBuiltSite } from "#server/test/built-site";
import type { Config } from "#server/config";
import { testConfig, testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "#server/test/staff-api";
import { until } from "#server/test/fake-form-provider";
import { MAX_LOADS_PER_ADDRESS_HOUR } from "./load-cap";

// Which pages bring students (docs/decisions/053), on both engines against the
// real rendered site: what the server counts from page requests, what it leaves
// out, that counts survive a database that is away and a restart, and the
// overview's visits, enquiries (sent through the real API) and conversion.

const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36";

type Headers = InjectOptions["headers"];
const visit = (app: FastifyInstance, url: string, headers: Headers = {}) =>
  app.inject({ method: "GET", url, headers: { "user-agent": BROWSER, "accept-encoding": "br", ...headers } });

async function report(app: FastifyInstance, query = "days=7"): Promise<VisitReport> {
  const res = await app.inject({ method: "GET", url: `/api/analytics/visits?${query}`, headers: bearer(await signIn(app)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as VisitReport;
}

const pageRow = (r: VisitReport, page: string) => r.pages.find((p) => p.page === page) ?? { visits: 0, enquiries: 0 };
const sourceRow = (r: VisitReport, source: string) => r.sources.find((s) => s.source === source) ?? { visits: 0, enquiries: 0 };

/** Holds the page_views table's write lock, as a long transaction or a backup tool would; returns its release. */
async function lockPageViews(database: Config["database"]) {
  if (database.kind === "sqlite") {
    const locker = new SQLite(database.file);
    locker.exec("BEGIN IMMEDIATE");
    return async () => {
      locker.exec("ROLLBACK");
      locker.close();
    };
  }
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query("begin");
  await locker.query("lock table page_views in access exclusive mode");
  return async () => {
    await locker.query("rollback");
    await locker.end();
  };
}

describe("page views against the built site", () => {
  const site = useBuiltSite();

  describe.each(testDatabases)("page views on $name", (database) => {
    const t = useTestApp(
      database,
      { ...ADMIN_ENV, BUILD_DIR: site.clientDir, PAGE_VIEWS_FLUSH_MS: "3600000", DB_LOCK_TIMEOUT_MS: "200", ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000" },
      true,
    );

    it("counts each public page load per page, source and Chennai day", async () => {
      const before = await report(t.app);
      for (const [url, headers] of [
        ["/?utm_source=Newsletter&utm_medium=email", {}],
        ["/courses/python?utm_source=newsletter", {}],
        ["/courses/python?utm_source=newsletter&gclid=abc", { "accept-encoding": "gzip" }],
        ["/courses/python", { referer: "https://www.google.co.in/" }],
        ["/courses/aws", { referer: "http://localhost:80/courses" }],
        ["/contact", {}],
        // A revisit the browser revalidates is a page load too.
        ["/contact", { "if-none-match": "x" }],
      ] as const) {
        const res = await visit(t.app, url, headers);
        expect(res.statusCode, url).toBe(200);
      }
      await t.app.pageViews!.flush();
      const after = await report(t.app);
      expect(after.counting).toBe(true);
      expect(after.total.visits - before.total.visits).toBe(7);
      expect(pageRow(after, "/courses/python").visits - pageRow(before, "/courses/python").visits).toBe(3);
      expect(after.pages.find((p) => p.page === "/courses/python")?.course).toBe("Python");
      expect(pageRow(after, "/").visits - pageRow(before, "/").visits).toBe(1);
      expect(sourceRow(after, "newsletter").visits - sourceRow(before, "newsletter").visits).toBe(3);
      expect(sourceRow(after, "google").visits - sourceRow(before, "google").visits).toBe(1);
      expect(sourceRow(after, "internal").visits - sourceRow(before, "internal").visits).toBe(1);
      expect(sourceRow(after, "direct").visits - sourceRow(before, "direct").visits).toBe(2);
      const today = instituteDay(Date.now());
      expect(after.to).toBe(today);
      expect(after.days).toHaveLength(7);
      expect(after.days.at(-1)!.day).toBe(today);
      expect(after.days.at(-1)!.visits - before.days.at(-1)!.visits).toBe(7);
      // One row per (day, page, source), however many loads it holds.
      const rows = await t.app.db.selectFrom("page_views").selectAll().where("page", "=", "/courses/python").where("source", "=", "newsletter").execute();
      expect(rows).toEqual([{ day: today, page: "/courses/python", source: "newsletter", views: pageRow(after, "/courses/python").visits - 1 }]);
    });

    it("puts a load on the Chennai day it happened, whatever the UTC date", async () => {
      const counter = t.app.pageViews!.counter;
      counter.count("/about", "chennai-day-test", Date.parse("2026-03-10T18:29:59Z")); // 23:59:59 on 10 March in Chennai
      counter.count("/about", "chennai-day-test", Date.parse("2026-03-10T18:30:00Z")); // 00:00 on 11 March
      counter.count("/about", "chennai-day-test", Date.parse("2026-03-11T10:00:00Z"));
      await t.app.pageViews!.flush();
      const r = await report(t.app, "from=2026-03-10&to=2026-03-11");
      expect(r.days).toEqual([
        { day: "2026-03-10", visits: 1, enquiries: 0 },
        { day: "2026-03-11", visits: 2, enquiries: 0 },
      ]);
      expect(r.sources).toEqual([{ source: "chennai-day-test", visits: 3, enquiries: 0 }]);
      expect((await report(t.app, "from=2026-03-11&to=2026-03-11")).total).toEqual({ visits: 2, enquiries: 0 });
    });

    it("does not count programs, opted-out visitors, data requests, assets, HEAD, 404s, staff pages or confirmations", async () => {
      const before = await report(t.app);
      const asset = fs.readdirSync(path.join(site.clientDir, "assets")).find((f) => f.endsWith(".js"))!;
      const requests: [InjectOptions["method"], string, Headers, number][] = [
        ["GET", "/courses/python", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, 200],
        ["GET", "/courses/python", { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" }, 200],
        ["GET", "/", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" }, 200],
        ["GET", "/", { "user-agent": "" }, 200],
        ["GET", "/contact", { dnt: "1" }, 200],
        ["GET", "/contact?utm_source=gpc", { "sec-gpc": "1" }, 200],
        ["GET", "/courses", { "sec-purpose": "prefetch" }, 200],
        ["GET", "/courses/python.data", {}, 200],
        ["GET", `/assets/${asset}`, {}, 200],
        ["HEAD", "/courses/python", {}, 200],
        ["GET", "/courses/no-such-course", {}, 404],
        ["GET", "/no-such-page?utm_source=newsletter", {}, 404],
        ["GET", "/dashboard", {}, 200],
        ["GET", "/login", {}, 200],
        ["GET", "/contact?sent=contact", {}, 200],
        ["GET", "/robots.txt", {}, 200],
        ["GET", "/sitemap.xml", {}, 200],
        ["GET", "/api/analytics/visits", {}, 401],
      ];
      for (const [method, url, headers, status] of requests) {
        const res = await t.app.inject({ method, url, headers: { "user-agent": BROWSER, ...headers } });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
      expect(t.app.pageViews!.counter.unsaved).toBe(0);
      await t.app.pageViews!.flush();
      expect((await report(t.app)).total.visits).toBe(before.total.visits);
    });

    it("keeps serving pages while the database is away, and saves their counts once it is back", async () => {
      const before = await report(t.app);
      const release = await lockPageViews(t.config.database);
      try {
        for (let i = 0; i < 3; i++) expect((await visit(t.app, "/placements?utm_source=outage")).statusCode).toBe(200);
        await expect(t.app.pageViews!.flush()).rejects.toThrow();
        // Counted while the failed flush ran, and kept with the counts it could not save.
        expect((await visit(t.app, "/placements?utm_source=outage")).statusCode).toBe(200);
        expect(t.app.pageViews!.counter.unsaved).toBe(4);
      } finally {
        await release();
      }
      await t.app.pageViews!.flush();
      expect(t.app.pageViews!.counter.unsaved).toBe(0);
      const after = await report(t.app);
      expect(sourceRow(after, "outage").visits - sourceRow(before, "outage").visits).toBe(4);
      expect(pageRow(after, "/placements").visits - pageRow(before, "/placements").visits).toBe(4);
    });

    it("shows enquiries sent through the API beside the visits of their page and source: conversion", async () => {
      const before = await report(t.app);
      for (let i = 0; i < 4; i++) expect((await visit(t.app, "/courses/java?utm_source=Conversion-Test")).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await visit(t.app, "/courses/java", { referer: "https://www.bing.com/search?q=java" })).statusCode).toBe(200);
      await t.app.pageViews!.flush();
      const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
      const course = { form: "course", name: "Karthik R", email: "", phone: "", course: "Java" };
      // The browser sends the campaign it kept when the visit began (web/lib/visit-origin.ts).
      expect((await send(newVisitor({ ...course, page: "/courses/java", utmSource: "Conversion-Test", utmMedium: "email" }))).statusCode).toBe(201);
      expect((await send(newVisitor({ ...course, page: "/courses/java", referrerHost: "www.bing.com" }))).statusCode).toBe(201);
      expect((await send(newVisitor({ ...course, page: "/courses/java", referrerHost: "www.bing.com" }))).statusCode).toBe(201);

      const after = await report(t.app);
      const java = {
        visits: pageRow(after, "/courses/java").visits - pageRow(before, "/courses/java").visits,
        enquiries: pageRow(after, "/courses/java").enquiries - pageRow(before, "/courses/java").enquiries,
      };
      expect(java).toEqual({ visits: 10, enquiries: 3 });
      expect(conversionRate(java)).toBe("30%");
      expect(sourceRow(after, "conversion-test")).toEqual({ source: "conversion-test", visits: 4, enquiries: 1 });
      expect(conversionRate(sourceRow(after, "conversion-test"))).toBe("25%");
      expect(sourceRow(after, "bing").enquiries - sourceRow(before, "bing").enquiries).toBe(2);
      expect(after.total.enquiries - before.total.enquiries).toBe(3);
      expect(after.days.at(-1)!.enquiries - before.days.at(-1)!.enquiries).toBe(3);
      expect(conversionRate({ visits: 0, enquiries: 2 })).toBe("—");
      expect(conversionRate({ visits: 200, enquiries: 3 })).toBe("1.5%");
    });

    it("answers a bad period with a 400 and a message", async () => {
      const token = await signIn(t.app);
      for (const [query, message] of [
        ["days=0", "days must be a whole number from 1 to 366"],
        ["days=abc", "days must be a whole number from 1 to 366"],
        ["days=367", "days must be a whole number from 1 to 366"],
        ["from=2026-03-01", "Give both from and to"],
        ["from=2026-03-10&to=2026-03-01", "from must not be after to"],
        ["from=2026-02-30&to=2026-03-01", "from must be a date (yyyy-mm-dd)"],
        ["from=2024-01-01&to=2026-01-01", "The period may be at most 366 days"],
        ["days=7&from=2026-03-01&to=2026-03-02", "Give either days or from and to, not both"],
      ]) {
        const res = await t.app.inject({ method: "GET", url: `/api/analytics/visits?${query}`, headers: bearer(token) });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toBe(message);
      }
    });
  });

  describe.each(testDatabases)("page view bounds on $name (docs/decisions/058)", (database) => {
    // A driven clock: 09:30 in Chennai, the start of a clock hour.
    let clock = Date.parse("2026-03-12T04:00:00Z");
    const t = useTestApp(database, { ...ADMIN_ENV, BUILD_DIR: site.clientDir, PAGE_VIEWS_FLUSH_MS: "3600000" }, true, { now: () => clock });
    const thatDay = "from=2026-03-12&to=2026-03-12";
    const load = (url: string, remoteAddress: string, headers: Headers = {}) =>
      t.app.inject({ method: "GET", url, remoteAddress, headers: { "user-agent": BROWSER, ...headers } });

    it("200 made-up utm_source values early in the day leave google counted as google, and a busier campaign named", async () => {
      for (let i = 0; i < 200; i++) expect((await load(`/?utm_source=made-up-${i}`, randomAddress())).statusCode).toBe(200);
      clock += 60_000;
      expect((await load("/courses/python", randomAddress(), { referer: "https://www.google.co.in/" })).statusCode).toBe(200);
      expect((await load("/?utm_source=Google", randomAddress())).statusCode).toBe(200);
      expect((await load("/contact", randomAddress(), { referer: "https://l.instagram.com/" })).statusCode).toBe(200);
      // A real campaign seen after them: counted as other once, then named as one of the day's busiest.
      for (let i = 0; i < 3; i++) expect((await load("/courses/java?utm_source=diwali-offer", randomAddress())).statusCode).toBe(200);
      await t.app.pageViews!.flush();
      const r = await report(t.app, thatDay);
      expect(r.total.visits).toBe(206);
      expect(sourceRow(r, "google").visits).toBe(2);
      expect(sourceRow(r, "instagram").visits).toBe(1);
      expect(sourceRow(r, "diwali-offer").visits).toBe(2);
      expect(sourceRow(r, "other").visits).toBe(1);
      expect(r.sources.filter((s) => s.source.startsWith("made-up-")).reduce((n, s) => n + s.visits, 0)).toBe(200);
    }, 120_000);

    // 1,000 loads in the counter's own test (caps.test.ts); 200 through the server here, on a loaded machine.
    it("200 loads of one page from one address in an hour count as 30; other pages, addresses and the next hour still count", async () => {
      const before = pageRow(await report(t.app, thatDay), "/courses/aws").visits;
      const script = randomAddress();
      for (let i = 0; i < 200; i++) {
        clock += 15_000; // 200 loads in 50 minutes
        expect((await load("/courses/aws", script)).statusCode).toBe(200);
      }
      expect((await load("/courses/aws", randomAddress())).statusCode).toBe(200);
      clock += 3_600_000;
      expect((await load("/courses/aws", script)).statusCode).toBe(200);
      await t.app.pageViews!.flush();
      expect(pageRow(await report(t.app, thatDay), "/courses/aws").visits - before).toBe(MAX_LOADS_PER_ADDRESS_HOUR + 2);
    }, 120_000);

    it("counts a load on the app clock's Chennai day, and the overview's last days end on that day", async () => {
      clock = Date.parse("2026-03-13T18:45:00Z"); // 00:15 on 14 March in Chennai, still the 13th in UTC
      expect((await load("/contact?utm_source=app-clock", randomAddress())).statusCode).toBe(200);
      await t.app.pageViews!.flush();
      const r = await report(t.app, "days=1");
      expect(r.days).toEqual([{ day: "2026-03-14", visits: 1, enquiries: 0 }]);
      expect(r.sources).toEqual([{ source: "app-clock", visits: 1, enquiries: 0 }]);
    });
  });

  describe.each(testDatabases)("page view counts across a restart on $name", (database) => {
    it("saves the counts when the server stops; with PAGE_VIEWS=off nothing more is counted and the overview keeps them", async () => {
      const created = await database.create();
      const env = { ...ADMIN_ENV, BUILD_DIR: site.clientDir, PAGE_VIEWS_FLUSH_MS: "3600000" };
      let app: FastifyInstance | undefined;
      try {
        app = (await buildApp(testConfig(created.database, env))).app;
        await app.ready();
        for (let i = 0; i < 5; i++) expect((await visit(app, "/courses/python?utm_source=restart")).statusCode).toBe(200);
        expect(app.pageViews!.counter.unsaved).toBe(5);
        // No flush before the stop: closing the server saves them.
        await app.close();

        app = (await buildApp(testConfig(created.database, { ...env, PAGE_VIEWS: "off" }))).app;
        await app.ready();
        expect(app.pageViews).toBeUndefined();
        expect((await visit(app, "/courses/python?utm_source=restart")).statusCode).toBe(200);
        const r = await report(app);
        expect(r.counting).toBe(false);
        expect(r.sources).toEqual([{ source: "restart", visits: 5, enquiries: 0 }]);
        expect(r.pages).toEqual([{ page: "/courses/python", course: "Python", visits: 5, enquiries: 0 }]);
        await app.close();

        // Counting on again, saved every PAGE_VIEWS_FLUSH_MS without a stop.
        app = (await buildApp(testConfig(created.database, { ...env, PAGE_VIEWS_FLUSH_MS: "50" }))).app;
        await app.ready();
        expect((await visit(app, "/courses/python?utm_source=restart")).statusCode).toBe(200);
        const db = app.db;
        await until(
          async () => (await db.selectFrom("page_views").select("views").where("source", "=", "restart").executeTakeFirst())?.views === 6,
          10_000,
          "the periodic flush",
        );
      } finally {
        await app?.close();
        await created.drop();
      }
      // Three servers start in turn, each rendering the site: slow on a busy machine.
    }, 120_000);
  });
});
