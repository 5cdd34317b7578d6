import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";

// Ad clicks: every Google or Facebook ad click lands on a page with a parameter
// of its own (gclid, fbclid, …). Such a URL must cost what the bare page costs
// (docs/decisions/032): its throughput against the bare page's, measured in
// turns because one background hiccup on a shared machine moves a single run by
// a third, and the server's memory before and after 100,000 distinct ones.

export const AD_CLICK_URLS = 100_000;
const PAGE = "/courses/python";
const CONNECTIONS = 50;
/**
 * Rounds of one bare and one ad-click run, back to back in alternating order;
 * the result is the median of the rounds' ratios, so load from other processes,
 * which comes and goes over seconds, falls on both sides of most pairs.
 */
const ROUNDS = 5;
/** What a browser sends: the server answers with its stored brotli copy. */
const HEADERS = { "accept-encoding": "br, gzip" };
export const AD_CLICK_RATIO_TARGET = 0.9;
/**
 * RSS moves by tens of MB with the garbage collector's timing, so each phase's
 * peak (sampled every 250 ms) is compared, not one reading: a cache or queue
 * per URL would lift the ad-click peak far beyond this over the bare one.
 */
export const AD_CLICK_GROWTH_TARGET_MB = 20;
const SAMPLE_MS = 250;

export interface AdClickResult {
  page: string;
  rounds: { bare: number; adClick: number; bareP99: number; adClickP99: number }[];
  ratio: number;
  errors: number;
  non2xx: number;
  /** Server RSS in MB: warm; peak and end of 100,000 bare requests (the control), then of 100,000 distinct ad-click URLs. */
  rss: { warm: number; barePeak: number; afterBare: number; adClickPeak: number; afterAdClicks: number };
  adClickSeconds: number;
  loadBefore: number;
  loadAfter: number;
}

let clicks = 0;
/** A gclid like Google's: long, URL-safe, never the same twice. */
const nextClick = () => `Cj0KCQiA${(clicks++).toString(36)}_${Math.random().toString(36).slice(2, 14)}-BwE`;

/** The server process's resident memory in MB (Linux). */
function rssMb(pid: number) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** Runs `work` while sampling the server's RSS; returns the highest reading. */
async function peakRss<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

/** Requests for the page, bare or each with a gclid of its own; both go through setupRequest so the load generator does the same work. */
function run(url: string, adClick: boolean, limit: { duration: number } | { amount: number }) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    headers: HEADERS,
    ...limit,
    requests: [{ method: "GET", path: PAGE, setupRequest: (req) => ({ ...req, path: adClick ? `${PAGE}?gclid=${nextClick()}` : PAGE }) }],
  });
}

export async function benchAdClicks(serverUrl: string, serverPid: number, durationS: number, log: (msg: string) => void): Promise<AdClickResult> {
  const loadBefore = os.loadavg()[0]!;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  let errors = 0;
  let non2xx = 0;
  const count = (r: autocannon.Result) => {
    errors += r.errors + r.timeouts;
    non2xx += r.non2xx;
    return r;
  };
  log(`ad clicks: ${PAGE} bare and with a unique gclid, in turns, ${ROUNDS} rounds of ${durationS} s each at ${CONNECTIONS} connections`);
  await run(serverUrl, true, { duration: 2 }); // warm-up: connections, JIT
  const rounds: AdClickResult["rounds"] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const [first, second] = i % 2 === 0 ? [false, true] : [true, false];
    const a = count(await run(serverUrl, first, { duration: durationS }));
    const b = count(await run(serverUrl, second, { duration: durationS }));
    const [bare, adClick] = first ? [b, a] : [a, b];
    rounds.push({ bare: bare.requests.average, adClick: adClick.requests.average, bareP99: bare.latency.p99, adClickP99: adClick.latency.p99 });
  }
  const ratio = median(rounds.map((r) => r.adClick / r.bare));

  log(
    `ad clicks: server memory over ${AD_CLICK_URLS.toLocaleString("en-US")} bare requests, then ${AD_CLICK_URLS.toLocaleString("en-US")} distinct ad-click URLs`,
  );
  const warm = rssMb(serverPid);
  const barePeak = await peakRss(serverPid, async () => count(await run(serverUrl, false, { amount: AD_CLICK_URLS })));
  const afterBare = rssMb(serverPid);
  const started = Date.now();
  const adClickPeak = await peakRss(serverPid, async () => count(await run(serverUrl, true, { amount: AD_CLICK_URLS })));
  const adClickSeconds = (Date.now() - started) / 1000;
  const afterAdClicks = rssMb(serverPid);
  return {
    page: PAGE,
    rounds,
    ratio,
    errors,
    non2xx,
    rss: { warm, barePeak, afterBare, adClickPeak, afterAdClicks },
    adClickSeconds,
    loadBefore,
    loadAfter: os.loadavg()[0]!,
  };
}

export const AD_CLICK_START = "<!-- ad-click-bench -->";
export const AD_CLICK_END = "<!-- /ad-click-bench -->";

const f0 = (n: number) => Math.round(n).toLocaleString("en-US");
const f1 = (n: number) => n.toFixed(1);

/** The verdict lines, for the section and for the report's targets. */
export function adClickTargets(r: AdClickResult) {
  const growth = r.rss.adClickPeak - r.rss.barePeak;
  const ratioMet = r.ratio >= AD_CLICK_RATIO_TARGET && r.errors === 0 && r.non2xx === 0;
  const memoryMet = growth <= AD_CLICK_GROWTH_TARGET_MB;
  return [
    `- ${ratioMet ? "✅ met" : "❌ missed"}: GET ${r.page}?gclid=<unique each time> at ${CONNECTIONS} connections is ${(r.ratio * 100).toFixed(1)} % of ${r.page}'s requests per second, median ratio of ${ROUNDS} rounds in turns (target ≥ ${AD_CLICK_RATIO_TARGET * 100} %; ${r.errors} errors, ${r.non2xx} non-2xx)`,
    `- ${memoryMet ? "✅ met" : "❌ missed"}: server memory (RSS) peaked at ${f1(r.rss.adClickPeak)} MB over ${f0(AD_CLICK_URLS)} distinct ad-click URLs, ${growth >= 0 ? "+" : ""}${f1(growth)} MB against the ${f1(r.rss.barePeak)} MB peak over as many bare requests just before, and ended at ${f1(r.rss.afterAdClicks)} MB (target flat: ≤ +${AD_CLICK_GROWTH_TARGET_MB} MB)`,
  ];
}

/** The section written between its markers into docs/benchmarks.md. */
export function adClickSection(r: AdClickResult) {
  const table = (head: string[], rows: (string | number)[][]) =>
    [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
  return [
    AD_CLICK_START,
    `## Ad-click URLs (query strings) on ${r.page}`,
    "",
    ...adClickTargets(r),
    "",
    table(
      ["round", "bare req/s", "with unique gclid req/s", "ratio", "bare p99", "gclid p99"],
      r.rounds.map((x, i) => [i + 1, f0(x.bare), f0(x.adClick), `${((x.adClick / x.bare) * 100).toFixed(1)} %`, `${x.bareP99} ms`, `${x.adClickP99} ms`]),
    ),
    "",
    table(
      ["server RSS (MB)", "before", "peak during", "after"],
      [
        [`${f0(AD_CLICK_URLS)} bare requests`, f1(r.rss.warm), f1(r.rss.barePeak), f1(r.rss.afterBare)],
        [`then ${f0(AD_CLICK_URLS)} distinct ad-click URLs`, f1(r.rss.afterBare), f1(r.rss.adClickPeak), f1(r.rss.afterAdClicks)],
      ],
    ),
    "",
    `Production server on SQLite, autocannon at ${CONNECTIONS} connections with \`Accept-Encoding: br, gzip\` as a browser sends; the ${f0(AD_CLICK_URLS)} ad-click URLs took ${f1(r.adClickSeconds)} s. Load average ${f1(r.loadBefore)} before and ${f1(r.loadAfter)} after, on ${os.cpus().length} cores shared by the load generator, the server and whatever else ran. Written by \`BENCH_ONLY=ad-clicks npm run bench\` (and the full run).`,
    AD_CLICK_END,
    "",
  ];
}

/** Puts the section into the report in place of its previous copy, or at the end. */
export function writeAdClickSection(file: string, r: AdClickResult) {
  const section = adClickSection(r).join("\n");
  const doc = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const at = doc.indexOf(AD_CLICK_START);
  const end = doc.indexOf(AD_CLICK_END);
  const next = at >= 0 && end > at ? doc.slice(0, at) + section.trimEnd() + doc.slice(end + AD_CLICK_END.length) : `${doc.trimEnd()}\n\n${section}`;
  fs.writeFileSync(file, next);
  return section;
}
