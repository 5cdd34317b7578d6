// docs/benchmarks.md: the whole report, and the inbox section BENCH_ONLY=inbox
// writes on its own between its markers.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { type AdClickResult, adClickSection, adClickTargets } from "./ad-clicks";
import type { CrashResult } from "./crash-safety";
import { f0, f1, kb, table } from "./format";
import { INBOX_LEADS, type InboxRow } from "./inbox";
import { type LighthouseRow, lighthouseSection, lighthouseTargets } from "./lighthouse";
import { type LoadResult, PAIRED_ROUNDS } from "./load";
import { MAIN_THREAD_END, MAIN_THREAD_START } from "./main-thread";
import type { RenderResult } from "./render-large";
import { CHROME, DURATION_S, log, median } from "./setup";

export const INBOX_START = "<!-- inbox-bench -->";
export const INBOX_END = "<!-- /inbox-bench -->";

export interface DbReport {
  name: string;
  seedMs: number;
  load: LoadResult[];
  /** GET /api/reviews and nginx at 50 connections, measured in turns (see pairedWithNginx). */
  paired?: { ours: LoadResult[]; nginx: LoadResult[] };
  render: RenderResult[];
  crash: CrashResult;
  reviewsBytes: number;
  inbox: InboxRow[];
  /** Ad-click URLs against the bare page (SQLite only). */
  adClicks?: AdClickResult;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium: spawnSync(CHROME, ["--version"], { encoding: "utf8" }).stdout.trim(),
    nginx: (spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr ?? "").trim(),
  };
}

export function writeReport(reports: DbReport[], lh: LighthouseRow[], nginx: LoadResult[], skipped: string[]) {
  const m = machine();
  const targets: string[] = [];
  const verdict = (ok: boolean, text: string) => targets.push(`- ${ok ? "✅ met" : "❌ missed"}: ${text}`);

  targets.push(...lighthouseTargets(lh));
  for (const rep of reports) {
    if (rep.paired) {
      const ratio = median(rep.paired.ours.map((l) => l.rps)) / median(rep.paired.nginx.map((l) => l.rps));
      const p99 = median(rep.paired.ours.map((l) => l.p99));
      verdict(
        ratio >= 0.5,
        `${rep.name}: GET /api/reviews at 50 connections is ${(ratio * 100).toFixed(1)} % of nginx's requests per second, median of ${PAIRED_ROUNDS} rounds in turns (target ≥ 50 %${ratio >= 0.5 ? "" : `, ${(50 - ratio * 100).toFixed(1)} points short`})`,
      );
      verdict(
        p99 <= 50,
        `${rep.name}: GET /api/reviews p99 at 50 connections ${p99} ms, median of ${PAIRED_ROUNDS} rounds (target ≤ 50 ms${p99 <= 50 ? "" : `, ${p99 - 50} ms over`})`,
      );
    }
    for (const r of rep.render) {
      const paged = r.page.startsWith("/placements") ? r.rowsShown <= 24 && r.apiBytes < 100_000 : r.rowsShown <= 10;
      verdict(
        paged && r.firstRenderMs < 1000 && !Number.isNaN(r.firstRenderMs),
        `${rep.name}: ${r.page} with 10,000 placements: first render ${f0(r.firstRenderMs)} ms (target < 1,000 ms${r.firstRenderMs < 1000 ? "" : `, ${f0(r.firstRenderMs - 1000)} ms over`}), ${r.rowsShown} records on screen, ${kb(r.apiBytes)} of placement data fetched${paged ? "" : " (not paged on the wire)"}`,
      );
    }
    verdict(rep.crash.lost === 0, `${rep.name}: crash safety: ${rep.crash.acknowledged} acknowledged, ${rep.crash.lost} lost (target 0 lost)`);
    if (rep.adClicks) targets.push(...adClickTargets(rep.adClicks).map((line) => line.replace(/^- (✅ met|❌ missed): /, `- $1: ${rep.name}: `)));
  }

  const lines: string[] = [];
  lines.push("# Benchmarks", "");
  lines.push(
    `Written by \`npm run bench\` (scripts/bench/index.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Run it again to refresh every number; nothing here is edited by hand.`,
    "",
  );
  lines.push("## Machine", "");
  lines.push(
    table(
      ["CPU", "cores", "memory", "Node.js", "OS", "browser", "nginx"],
      [[m.cpu, m.cores, `${m.memoryGb.toFixed(1)} GB`, m.node, m.os, m.chromium, m.nginx.replace("nginx version: ", "")]],
    ),
    "",
  );
  lines.push(
    "The load generator (autocannon), the server and the database share these cores, so absolute figures are modest; the nginx ceiling is measured the same way in the same run.",
    "",
  );
  lines.push("## Targets", "", ...targets, "");
  if (skipped.length) lines.push(...skipped.map((s) => `- Not measured: ${s}`), "");

  lines.push("## Data", "");
  lines.push(
    "12 courses (content files); 200 placements (180 with photos, every photo sent through the real upload pipeline or reusing one of those paths), 100 reviews (80 with photos), 20 videos, 1,000 enquiries. The large set then grows this to 10,000 placements and 1,000 reviews.",
    "",
  );

  if (lh.length) lines.push(...lighthouseSection(lh));

  lines.push(`## API throughput and latency (autocannon, ${DURATION_S} s per row)`, "");
  for (const rep of reports) {
    lines.push(`### ${rep.name}`, "");
    const rows = rep.load.map((l) => {
      const ceiling = l.target === "GET /api/reviews" ? nginx.find((n) => n.connections === l.connections) : undefined;
      return [
        l.target,
        l.connections,
        f0(l.rps),
        `${l.p50} ms`,
        `${l.p99} ms`,
        l.errors,
        l.non2xx,
        kb(l.bytesPerReq),
        ceiling ? `${((l.rps / ceiling.rps) * 100).toFixed(1)} %` : "",
      ];
    });
    lines.push(table(["request", "connections", "req/s", "p50", "p99", "errors", "non-2xx", "bytes/req", "vs nginx"], rows), "");
    if (rep.paired) {
      lines.push(`GET /api/reviews and nginx (same bytes, static file) measured in turns at 50 connections; the target above uses the medians:`, "");
      const turns = rep.paired.ours.map((o, i) => {
        const n = rep.paired!.nginx[i]!;
        return [i + 1, f0(n.rps), f0(o.rps), `${((o.rps / n.rps) * 100).toFixed(1)} %`, `${o.p99} ms`];
      });
      lines.push(table(["round", "nginx req/s", "ours req/s", "ours / nginx", "ours p99"], turns), "");
    }
  }
  if (nginx.length) {
    lines.push(`### Ceiling: nginx serving the same ${kb(reports[0]?.reviewsBytes ?? 0)} of reviews JSON as a static file`, "");
    lines.push(
      table(
        ["connections", "req/s", "p50", "p99", "errors"],
        nginx.map((n) => [n.connections, f0(n.rps), `${n.p50} ms`, `${n.p99} ms`, n.errors]),
      ),
      "",
    );
  }

  lines.push("## 10,000 placements in Chromium (1366×768, no throttling)", "");
  lines.push(
    table(
      ["database", "page", "first render", "JS heap", "records on screen", "placement data fetched"],
      reports.flatMap((rep) => rep.render.map((r) => [rep.name, r.page, `${f0(r.firstRenderMs)} ms`, `${f1(r.heapMb)} MB`, r.rowsShown, kb(r.apiBytes)])),
    ),
    "",
    "First render: from navigation start (dashboard) or from scrolling the grid into view (public page, which loads its records only then) to the first placement record visible. JS heap: used heap after a forced garbage collection once the network is idle.",
    "",
  );

  lines.push(...inboxSection(reports.map((r) => ({ name: r.name, inbox: r.inbox }))));
  for (const rep of reports) if (rep.adClicks) lines.push(...adClickSection(rep.adClicks));

  lines.push("## Crash safety (500 concurrent enquiries, SIGKILL mid-way, restart)", "");
  lines.push(
    table(
      ["database", "sent", "acknowledged (201)", "failed (connection cut)", "found after restart", "acknowledged but lost"],
      reports.map((r) => [r.name, r.crash.sent, r.crash.acknowledged, r.crash.failed, r.crash.found, r.crash.lost]),
    ),
    "",
  );
  lines.push("Found can exceed acknowledged: an enquiry stored just before the kill whose answer never left the process.", "");
  lines.push(...keptMainThreadSection());

  fs.mkdirSync("docs", { recursive: true });
  fs.writeFileSync("docs/benchmarks.md", lines.join("\n"));
  log("wrote docs/benchmarks.md");
  console.log(["", ...targets].join("\n"));
}

/** The main-thread table is measured apart (scripts/bench/main-thread.ts --write): kept as it stands. */
function keptMainThreadSection() {
  const doc = fs.existsSync("docs/benchmarks.md") ? fs.readFileSync("docs/benchmarks.md", "utf8") : "";
  const at = doc.indexOf(MAIN_THREAD_START);
  const end = doc.indexOf(MAIN_THREAD_END);
  return at >= 0 && end > at ? [doc.slice(at, end + MAIN_THREAD_END.length), ""] : [];
}

/** The inbox table; also written on its own by BENCH_ONLY=inbox between its markers. */
export function inboxSection(rows: { name: string; inbox: InboxRow[] }[]) {
  return [
    INBOX_START,
    `## Admissions inbox with ${INBOX_LEADS.toLocaleString("en-IN")} leads (one request at a time, target p95 < 200 ms)`,
    "",
    table(
      ["database", "view", "p50", "p95", "requests", "matching leads"],
      rows.flatMap((r) => r.inbox.map((i) => [r.name, i.view, `${f1(i.p50)} ms`, `${f1(i.p95)} ms`, i.requests, i.total.toLocaleString("en-IN")])),
    ),
    "",
    `Measured against the production server over HTTP with an admin's session, after 20 warm-up requests, with the machine's load average at ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores. The due view is one indexed range on (due_at, id); the inbox orders by the index on (last_submitted_at, id) (docs/decisions/022). Search scans every lead (no full-text index yet).`,
    INBOX_END,
    "",
  ];
}
