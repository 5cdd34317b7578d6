// `npm run bench`: builds the site, starts the production server on SQLite (and on
// PostgreSQL when reachable) with realistic data and writes docs/benchmarks.md:
// Lighthouse, API throughput against nginx, the 10,000-placement pages in
// Chromium and crash safety of enquiries under SIGKILL (docs/decisions/011).
// `BENCH_ONLY=lighthouse npm run bench` runs only the Lighthouse part (SQLite) and
// rewrites only its lines of docs/benchmarks.md. BENCH_LIGHTHOUSE_RUNS (3) runs
// per page; the median run by performance score is reported, with the range.
// `BENCH_ONLY=ad-clicks npm run bench`: only the ad-click URL throughput and
// memory (scripts/bench/ad-clicks.ts), written between its markers.
// The main-thread section (scripts/bench/main-thread.ts --write) is kept as it is.
import fs from "node:fs";
import path from "node:path";
import { connect, migrate } from "#server/db/connect";
import { benchAdClicks, writeAdClickSection } from "./ad-clicks";
import { crashSafety } from "./crash-safety";
import { INBOX_LEADS, benchInbox } from "./inbox";
import { LIGHTHOUSE_PAGES, type LighthouseRow, lighthouse, writeLighthouseOnly } from "./lighthouse";
import { CONNECTIONS, type LoadResult, load, pairedWithNginx, startNginx } from "./load";
import { renderLarge } from "./render-large";
import { type DbReport, INBOX_END, INBOX_START, inboxSection, writeReport } from "./report";
import { seedEnquiries, seedPlacements, seedReviews, seedVideos, uploadPhotos } from "./seed";
import { startServer } from "./server";
import {
  BUILD_ROOT,
  CHROME,
  DURATION_S,
  type DbTarget,
  PG_ADMIN_URL,
  ROOT,
  fetchRetry,
  log,
  postgresTarget,
  serverEnv,
  sh,
  signIn,
  sqliteTarget,
} from "./setup";

const ONLY_LIGHTHOUSE = process.env.BENCH_ONLY === "lighthouse";
/** BENCH_ONLY=inbox: only the 100,000-lead inbox timings, on both databases. */
const ONLY_INBOX = process.env.BENCH_ONLY === "inbox";
const ONLY_AD_CLICKS = process.env.BENCH_ONLY === "ad-clicks";

async function benchDatabase(target: DbTarget, withLighthouse: boolean, withNginx: boolean) {
  log(`${target.name}: starting the production server`);
  const server = await startServer(serverEnv(target));
  const lighthouseRows: LighthouseRow[] = [];
  const nginxRows: LoadResult[] = [];
  const loadRows: LoadResult[] = [];
  const seedStart = Date.now();
  try {
    // /placements before it has a record: its grid's empty state must not move the page either (docs/decisions/097).
    if (withLighthouse) lighthouseRows.push(lighthouse(server.url, "/placements", "/placements (no records yet)"));
    const token = await signIn(server.url);
    const photos = await uploadPhotos(server.url, token, 6);
    const conn = connect(target.database);
    await migrate(conn);
    await seedPlacements(conn.db, 0, 200 - photos.length, photos);
    await seedReviews(conn.db, 0, 100, photos);
    await seedVideos(conn.db, 20);
    await seedEnquiries(conn.db, 1000);
    // One more record through the API: the server renders its pages again from everything now stored
    // (the rows above went straight into the database, which the pages alone would not notice).
    await uploadPhotos(server.url, token, 1);
    const seedMs = Date.now() - seedStart;
    log(`${target.name}: seeded 200 placements, 100 reviews, 20 videos, 1,000 enquiries in ${seedMs} ms`);
    if (ONLY_INBOX) {
      log(`${target.name}: inbox with ${INBOX_LEADS.toLocaleString("en-IN")} leads`);
      const inbox = await benchInbox(server.url, token, conn.db);
      await conn.close();
      return { report: null, lighthouseRows, nginxRows, inbox };
    }

    if (withLighthouse) {
      for (const p of LIGHTHOUSE_PAGES) {
        log(`Lighthouse ${p}`);
        lighthouseRows.push(lighthouse(server.url, p));
      }
    }
    if (ONLY_LIGHTHOUSE) return { report: null, lighthouseRows, nginxRows };

    const reviewsFile = path.join(ROOT, "reviews.json");
    const body = Buffer.from(await (await fetchRetry(`${server.url}/api/reviews`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    fs.writeFileSync(reviewsFile, body);
    const reviewsBytes = body.length;
    const enquiry = JSON.stringify({
      form: "contact",
      name: "Bench Visitor",
      phone: "9876543210",
      email: "bench@example.in",
      message: "Is there a weekend batch?",
    });
    for (const c of CONNECTIONS) {
      log(`${target.name}: load at ${c} connections`);
      loadRows.push(await load("GET /api/reviews", `${server.url}/api/reviews`, c));
      loadRows.push(await load("GET /api/placements?page=1&limit=12", `${server.url}/api/placements?page=1&limit=12`, c));
      loadRows.push(
        await load("POST /api/enquiries", `${server.url}/api/enquiries`, c, { method: "POST", body: enquiry, headers: { "content-type": "application/json" } }),
      );
      loadRows.push(await load("GET /uploads/<photo>.webp", `${server.url}${photos[0]}`, c));
    }
    log(`${target.name}: GET /api/reviews and nginx in turns at 50 connections`);
    const paired = await pairedWithNginx(server.url, reviewsFile);
    const adClicks = withNginx ? await benchAdClicks(server.url, server.child.pid!, DURATION_S, log) : undefined;
    if (withNginx) {
      const nginx = await startNginx(reviewsFile);
      try {
        for (const c of CONNECTIONS) nginxRows.push(await load("nginx: reviews.json (static)", nginx.url, c));
      } finally {
        await nginx.stop();
      }
    }

    log(`${target.name}: large set (10,000 placements, 1,000 reviews)`);
    await seedPlacements(conn.db, 200, 10_000 - 200, photos);
    await seedReviews(conn.db, 100, 900, photos);
    log(`${target.name}: inbox with ${INBOX_LEADS.toLocaleString("en-IN")} leads`);
    const inbox = await benchInbox(server.url, token, conn.db);
    await conn.close();
    const render = await renderLarge(target.name, server.url, token);
    await server.stop();

    log(`${target.name}: crash safety`);
    const crash = await crashSafety(target);
    return {
      report: { name: target.name, seedMs, load: loadRows, paired, render, crash, reviewsBytes, inbox, adClicks } as DbReport,
      lighthouseRows,
      nginxRows,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  fs.mkdirSync(ROOT, { recursive: true });
  if (!fs.existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: install it (apt-get install chromium) or set CHROME_PATH.`);
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building the site");
    sh("npm", ["run", "--silent", "build"], { BUILD_ROOT });
  }
  const reports: DbReport[] = [];
  const skipped: string[] = [];
  const sqlite = await sqliteTarget();
  if (ONLY_AD_CLICKS) {
    log("SQLite: starting the production server");
    const server = await startServer(serverEnv(sqlite));
    try {
      const result = await benchAdClicks(server.url, server.child.pid!, DURATION_S, log);
      console.log(writeAdClickSection("docs/benchmarks.md", result));
    } finally {
      await server.stop();
    }
    log("done");
    return;
  }
  if (ONLY_INBOX) {
    const rows = [{ name: "SQLite", inbox: (await benchDatabase(sqlite, false, false)).inbox! }];
    const pgTarget = await postgresTarget();
    if (pgTarget) {
      try {
        rows.push({ name: "PostgreSQL", inbox: (await benchDatabase(pgTarget, false, false)).inbox! });
      } finally {
        await pgTarget.drop();
      }
    }
    const section = inboxSection(rows).join("\n");
    const doc = fs.existsSync("docs/benchmarks.md") ? fs.readFileSync("docs/benchmarks.md", "utf8") : "";
    const at = doc.indexOf(INBOX_START);
    const end = doc.indexOf(INBOX_END);
    const next = at >= 0 && end > at ? doc.slice(0, at) + section.trimEnd() + doc.slice(end + INBOX_END.length) : `${doc.trimEnd()}\n\n${section}`;
    fs.writeFileSync("docs/benchmarks.md", next);
    console.log(section);
    log("done");
    return;
  }
  const s = await benchDatabase(sqlite, true, true);
  const lh = s.lighthouseRows;
  if (ONLY_LIGHTHOUSE) {
    writeLighthouseOnly(lh);
    log("done");
    return;
  }
  if (s.report) reports.push(s.report);
  const nginx = s.nginxRows;

  const postgres = await postgresTarget();
  if (postgres) {
    try {
      const pgReport = (await benchDatabase(postgres, false, false)).report;
      if (pgReport) reports.push(pgReport);
    } finally {
      await postgres.drop();
    }
  } else skipped.push(`PostgreSQL (not reachable at ${PG_ADMIN_URL})`);

  writeReport(reports, lh, nginx, skipped);
  log("done");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
