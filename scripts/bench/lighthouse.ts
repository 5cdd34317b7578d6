// Lighthouse (mobile, default throttling) on each public page, several runs per
// page, and the report lines it writes. BENCH_LIGHTHOUSE_RUNS (3) runs per page;
// the median run by performance score is reported, with the range.
import fs from "node:fs";
import path from "node:path";
import { BUDGET, pageWeight } from "../budgets";
import { f0, kb, table } from "./format";
import { BUILD_ROOT, CHROME, ROOT, log, sh } from "./setup";

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
export const LIGHTHOUSE_PAGES = ["/", "/about", "/courses", "/courses/python", "/placements", "/corporate-training", "/student-feedback", "/blog", "/contact"];

export interface LighthouseRow {
  page: string;
  /** How the report names the row when the path alone does not say it (e.g. the same page before any records). */
  label?: string;
  performance: number;
  /** Lowest and highest performance score over the runs of this page. */
  performanceRange: [number, number];
  runs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  images: number;
  fonts: number;
}

/** Lighthouse's own occasional start-up faults (e.g. NO_NAVSTART) say nothing about the page: try again. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** LIGHTHOUSE_RUNS runs of one page: the median run by performance score, with the range. */
export function lighthouse(url: string, pagePath: string, label?: string): LighthouseRow {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, (_, i) => lighthouseOnce(url, pagePath, i + 1, label));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, label, performanceRange: [sorted[0]!.performance, sorted.at(-1)!.performance], runs: runs.length };
}

function lighthouseOnce(url: string, pagePath: string, run: number, label?: string): LighthouseRow {
  const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
  const out = path.join(ROOT, "lighthouse", `${name}${label ? "-before" : ""}-${run}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  let lhr:
    | {
        runtimeError?: { code: string };
        audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>;
        categories: Record<string, { score: number | null }>;
      }
    | undefined;
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS && !lhr; attempt++) {
    try {
      sh(
        process.execPath,
        [
          "node_modules/lighthouse/cli/index.js",
          `${url}${pagePath}`,
          "--quiet",
          "--output=json",
          `--output-path=${out}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking",
        ],
        { CHROME_PATH: CHROME },
      );
      const report = JSON.parse(fs.readFileSync(out, "utf8"));
      if (report.runtimeError) throw new Error(`Lighthouse ${report.runtimeError.code}`);
      lhr = report;
    } catch (err) {
      if (attempt === LIGHTHOUSE_ATTEMPTS) throw err;
      console.log(`  Lighthouse ${pagePath}: ${(err as Error).message.split("\n")[0]}; attempt ${attempt + 1} of ${LIGHTHOUSE_ATTEMPTS}`);
    }
  }
  if (!lhr) throw new Error(`Lighthouse gave no report for ${pagePath}`);
  const bytes = (type: string) =>
    ((lhr.audits["resource-summary"]?.details?.items ?? []) as { resourceType: string; transferSize: number }[]).find((i) => i.resourceType === type)
      ?.transferSize ?? 0;
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    page: pagePath,
    performance: score("performance"),
    performanceRange: [score("performance"), score("performance")],
    runs: 1,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    js: bytes("script"),
    css: bytes("stylesheet"),
    images: bytes("image"),
    fonts: bytes("font"),
  };
}

/** The target: all four Lighthouse categories at 100 on every measured page (docs/decisions/041). */
export function lighthouseTargets(lh: LighthouseRow[]) {
  return lh.map((r) => {
    const scores = { performance: r.performance, accessibility: r.accessibility, "best practices": r.bestPractices, SEO: r.seo };
    const short = Object.entries(scores).filter(([, v]) => v < 100);
    const range = r.runs > 1 ? ` (median of ${r.runs} runs, ${r.performanceRange[0]}–${r.performanceRange[1]})` : "";
    // The JavaScript a page loads before anyone touches it, gzip, as `npm test`'s budget counts it.
    const js = pageWeight(path.join(BUILD_ROOT, "client"), r.page).jsGzipBytes;
    const jsShort = js > BUDGET.jsGzipBytes;
    const missed = short.length > 0 || jsShort;
    const shortText = [...short.map(([k, v]) => `${k} ${100 - v}`), ...(jsShort ? [`JS ${kb(js - BUDGET.jsGzipBytes)}`] : [])].join(", ");
    return `- ${missed ? "❌ missed" : "✅ met"}: Lighthouse ${r.label ?? r.page}: performance ${r.performance}${range}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}; first-load JS ${kb(js)} gzip (targets 100, JS ≤ ${kb(BUDGET.jsGzipBytes)}${missed ? `; short: ${shortText}` : ""})`;
  });
}

export function lighthouseSection(lh: LighthouseRow[]) {
  const runs = lh[0]?.runs ?? 1;
  return [
    "## Lighthouse 12 (mobile, default throttling, SQLite server)",
    "",
    table(
      ["page", "perf.", "perf. range", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "JS", "CSS", "images", "fonts"],
      lh.map((r) => [
        r.label ?? r.page,
        r.performance,
        `${r.performanceRange[0]}–${r.performanceRange[1]}`,
        r.accessibility,
        r.bestPractices,
        r.seo,
        `${f0(r.fcp)} ms`,
        `${f0(r.lcp)} ms`,
        `${f0(r.tbt)} ms`,
        r.cls.toFixed(3),
        kb(r.js),
        kb(r.css),
        kb(r.images),
        kb(r.fonts),
      ]),
    ),
    "",
    `Each page ran ${runs} time${runs === 1 ? "" : "s"}; the row is the median run by performance score, the range the lowest and highest score. Lighthouse simulates a slow phone from the timings it observes, so a busy machine (other processes on the same cores) moves the figures, mostly TBT. Bytes are transferred (compressed) sizes; CSS is 0 because every page carries its styles inline (docs/decisions/028-nothing-blocks-the-first-paint.md).`,
    "",
  ];
}

/** BENCH_ONLY=lighthouse: replaces the Lighthouse targets and section of the existing report, keeps the rest. */
export function writeLighthouseOnly(lh: LighthouseRow[]) {
  const file = "docs/benchmarks.md";
  const old = fs.readFileSync(file, "utf8").split("\n");
  const out: string[] = [];
  let inSection = false;
  let targetsWritten = false;
  for (const line of old) {
    if (line.startsWith("## ")) inSection = line.startsWith("## Lighthouse");
    if (inSection) {
      if (line.startsWith("## Lighthouse")) out.push(...lighthouseSection(lh));
      continue;
    }
    if (/^- (✅ met|❌ missed): Lighthouse /.test(line)) {
      if (!targetsWritten) out.push(...lighthouseTargets(lh));
      targetsWritten = true;
      continue;
    }
    if (line.startsWith("Written by `npm run bench`")) {
      out.push(line.replace(/\. Run it again.*$/, "."), "");
      out.push(
        `The Lighthouse part (targets and section) was measured again on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`BENCH_ONLY=lighthouse npm run bench\`; everything else is from the run above. Run the whole bench to refresh every number; nothing here is edited by hand.`,
      );
      continue;
    }
    if (line.startsWith("The Lighthouse part (targets and section) was measured again")) continue;
    out.push(line);
  }
  fs.writeFileSync(file, out.join("\n").replace(/\n{3,}/g, "\n\n"));
  log("wrote the Lighthouse part of docs/benchmarks.md");
  console.log(["", ...lighthouseTargets(lh)].join("\n"));
}
