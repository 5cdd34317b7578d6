// `npx tsx scripts/bench/main-thread.ts <page URL> [runs]`: how long a page keeps
// a slow phone's main thread busy while it starts. Loads the page in Chromium at
// 390×844 with the CPU slowed 4× (Chrome DevTools' throttling, as Lighthouse's
// mobile profile), each run in a fresh browser context (nothing cached), and
// watches the main thread for the first 10 s:
// - blocking time: each long task's time over 50 ms, from the first contentful
//   paint on, the way Lighthouse sums total blocking time; the long tasks and the
//   longest, as the page's own Long Tasks API reports them (wall-clock time);
// - the same sum over the main thread's CPU time per task, from a trace: on a
//   machine shared with other work a task's wall-clock time also holds the time
//   the thread waited for a core, its CPU time does not;
// - first contentful paint and when the page had hydrated.
// Prints each run and the median of the runs (5 by default). The network is not
// throttled: this measures the CPU's share only (docs/decisions/041). Several
// URLs (a page on two builds, each as label=URL) are measured in turns; --write
// puts the table in docs/benchmarks.md between its markers (--note "…" adds a
// line saying what was compared).
import fs from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tests/e2e/browser";

const WINDOW_MS = 10_000;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface Run {
  /** Sum of (duration − 50 ms) over the long tasks that started after the first contentful paint. */
  blockingMs: number;
  /** The same over each main-thread task's CPU time (trace; null when the trace missed the navigation). */
  cpuBlockingMs: number | null;
  /** The main thread's CPU time in its tasks over the window (trace). */
  cpuMs: number | null;
  longTasks: number;
  longestMs: number;
  fcpMs: number;
  hydratedMs: number | null;
}

/** Collects long tasks from the page's very start (before any of its scripts). */
function observe() {
  const mainThread: NonNullable<Window["mainThread"]> = (window.mainThread = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) mainThread.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; navigationId?: string } };
}

/** From a trace: the page's main thread (where its document was loaded), CPU time of its tasks in the window, and the CPU blocking sum after its first paint. */
function cpuFromTrace(trace: Buffer, url: string) {
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  const nav = traceEvents.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  // Now and then a trace misses the event: that run has no CPU figures.
  if (!nav) return { cpuMs: null, cpuBlockingMs: null };
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === nav.pid && e.args?.data?.navigationId === nav.args?.data?.navigationId);
  const end = nav.ts + WINDOW_MS * 1000;
  const tasks = traceEvents.filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  return {
    cpuMs: tasks.reduce((sum, e) => sum + cpu(e), 0),
    cpuBlockingMs: tasks.filter((e) => e.ts >= (fcp?.ts ?? nav.ts)).reduce((sum, e) => sum + Math.max(0, cpu(e) - LONG_TASK_MS), 0),
  };
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing"] });
    await page.goto(url, { waitUntil: "load" });
    // The page's first 10 s of its own time.
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, WINDOW_MS, { timeout: WINDOW_MS * 4, polling: 250 });
    const seen = await page.evaluate(
      ({ windowMs, longTaskMs }) => {
        const longTasks = window.mainThread?.longTasks ?? [];
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        const inWindow = longTasks.filter((t) => t.start < windowMs);
        return {
          blockingMs: inWindow.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - longTaskMs), 0),
          longTasks: inWindow.length,
          longestMs: inWindow.reduce((max, t) => Math.max(max, t.duration), 0),
          fcpMs: fcp,
          hydratedMs: performance.getEntriesByName("hydrated")[0]?.startTime ?? null,
        };
      },
      { windowMs: WINDOW_MS, longTaskMs: LONG_TASK_MS },
    );
    return { ...seen, ...cpuFromTrace(await browser.stopTracing(), page.url()) };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (n: number | null) => (n === null ? "–" : `${Math.round(n)} ms`);
const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
const withRange = (values: (number | null)[]) => {
  const seen = known(values);
  return seen.length ? `${ms(median(seen))} (${Math.round(Math.min(...seen))}–${Math.round(Math.max(...seen))})` : "–";
};

interface Summary {
  label: string;
  url: string;
  runs: Run[];
}

function row({ label, url, runs }: Summary) {
  const hydrated = known(runs.map((r) => r.hydratedMs));
  const cpu = known(runs.map((r) => r.cpuMs));
  return [
    new URL(url).pathname,
    label,
    withRange(runs.map((r) => r.blockingMs)),
    withRange(runs.map((r) => r.cpuBlockingMs)),
    ms(cpu.length ? median(cpu) : null),
    String(median(runs.map((r) => r.longTasks))),
    ms(median(runs.map((r) => r.longestMs))),
    ms(median(runs.map((r) => r.fcpMs))),
    ms(hydrated.length ? median(hydrated) : null),
  ];
}
const HEADER = ["page", "build", "blocking, median (range)", "blocking in CPU time", "main-thread CPU", "long tasks", "longest", "first paint", "hydrated"];

export const MAIN_THREAD_START = "<!-- main-thread-bench -->";
export const MAIN_THREAD_END = "<!-- /main-thread-bench -->";

/** Writes the table between its markers in docs/benchmarks.md (npm run bench carries it over when it rewrites the file). */
function writeSection(summaries: Summary[], command: string, load: [number, number], note: string) {
  const file = "docs/benchmarks.md";
  const table = [HEADER, HEADER.map(() => "---"), ...summaries.map(row)].map((cells) => `| ${cells.join(" | ")} |`);
  const section = [
    MAIN_THREAD_START,
    `## Main thread on a slow phone (CPU ${CPU_SLOWDOWN}× slower, 390×844, first ${WINDOW_MS / 1000} s)`,
    "",
    ...table,
    "",
    ...(note ? [note, ""] : []),
    `${summaries[0]!.runs.length} runs per page, each in a fresh browser context, the pages taking turns run by run; medians, and the range of the blocking times. Blocking: each task's time over ${LONG_TASK_MS} ms, from the first contentful paint to the end of the window (Lighthouse's total blocking time stops earlier, at "time to interactive"): as the page's Long Tasks API saw it (wall-clock), and over each main-thread task's CPU time from a trace, which leaves out the time the thread waited for a core. The network is not throttled. Load average ${load[0].toFixed(1)} before and ${load[1].toFixed(1)} after, on ${os.cpus().length} cores shared with whatever else ran: the wall-clock figures rise and spread with it. Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`${command}\` (scripts/bench/main-thread.ts; docs/decisions/041).`,
    MAIN_THREAD_END,
  ].join("\n");
  const doc = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const at = doc.indexOf(MAIN_THREAD_START);
  const end = doc.indexOf(MAIN_THREAD_END);
  const next = at >= 0 && end > at ? doc.slice(0, at) + section + doc.slice(end + MAIN_THREAD_END.length) : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
  console.log(`wrote its section in ${file}`);
}

async function main() {
  const args = process.argv.slice(2);
  const write = args.includes("--write");
  // --note "…": a line written above the explanation (what the builds or the data were).
  const noteAt = args.indexOf("--note");
  const note = noteAt >= 0 ? (args[noteAt + 1] ?? "") : "";
  const rest = args.filter((a, i) => a !== "--write" && (noteAt < 0 || (i !== noteAt && i !== noteAt + 1)));
  const runs = rest.length > 1 && /^\d+$/.test(rest.at(-1)!) ? Number(rest.pop()) : 5;
  // Each page as `URL` or `label=URL` (the label names the build in the written table).
  const pages = rest.map((a) => {
    const m = /^([^=\s]+)=(https?:\/\/.+)$/.exec(a);
    return m ? { label: m[1]!, url: m[2]! } : { label: "", url: a };
  });
  if (pages.length === 0 || !pages.every((p) => /^https?:\/\//.test(p.url)) || runs < 1) {
    console.error('Usage: npx tsx scripts/bench/main-thread.ts [--write] [--note "…"] [label=]<page URL> [more…] [runs]');
    process.exit(2);
  }
  const loadBefore = os.loadavg()[0]!;
  console.log(`${runs} runs per page, CPU ${CPU_SLOWDOWN}× slower, 390×844, first ${WINDOW_MS / 1000} s`);
  // Several pages (the same page on two builds, say) take turns, run by run, so
  // the load of other processes on the machine, which comes and goes, falls on each alike.
  const summaries: Summary[] = pages.map((p) => ({ ...p, runs: [] }));
  for (let i = 1; i <= runs; i++) {
    for (const s of summaries) {
      const r = await measure(s.url);
      s.runs.push(r);
      console.log(
        `  ${s.label || s.url} run ${i}: blocking ${ms(r.blockingMs)} (CPU ${ms(r.cpuBlockingMs)}, main thread ${ms(r.cpuMs)}), ${r.longTasks} long tasks (longest ${ms(r.longestMs)}), first paint ${ms(r.fcpMs)}, hydrated ${ms(r.hydratedMs)}`,
      );
    }
  }
  for (const s of summaries) {
    const [, , blocking, cpuBlocking, cpu, longTasks, longest, fcp, hydrated] = row(s);
    console.log(
      `${s.label ? `${s.label} ` : ""}${s.url}, median of ${s.runs.length}: blocking ${blocking}, in CPU time ${cpuBlocking}, main-thread CPU ${cpu}, ${longTasks} long tasks, longest ${longest}, first paint ${fcp}, hydrated ${hydrated}`,
    );
  }
  const command = `npx tsx scripts/bench/main-thread.ts ${rest.join(" ")}${runs !== 5 ? ` ${runs}` : ""}`;
  if (write) writeSection(summaries, command, [loadBefore, os.loadavg()[0]!], note);
}

// Run as a command; npm run bench imports only the markers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
