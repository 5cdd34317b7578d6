// Fails when any public page's first load is over its JavaScript or CSS budget
// (a student on a slow phone lands on any of them from search), when the
// dashboard's inbox loads more of the dashboard's code than its budget, or when
// any pre-rendered page would load something from another host.
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_PATHS, STAFF_PATHS } from "../contracts/public-paths";
import { BUDGET, DASHBOARD_BUDGET, foreignLoads, pageWeight, staffRouteWeight } from "./budgets";

const buildDir = path.join(process.env.BUILD_ROOT ?? "build", "client");
let ok = true;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

console.log(`First-load budgets: JS ${kb(BUDGET.jsGzipBytes)} gzip, CSS ${kb(BUDGET.cssGzipBytes)} gzip`);
for (const p of PUBLIC_PATHS) {
  const page = pageWeight(buildDir, p);
  const over = page.jsGzipBytes > BUDGET.jsGzipBytes || page.cssGzipBytes > BUDGET.cssGzipBytes;
  if (over) ok = false;
  console.log(`${over ? "OVER" : "  ok"}  ${p}: JS ${kb(page.jsGzipBytes)}, CSS ${kb(page.cssGzipBytes)}`);
}

for (const p of [...PUBLIC_PATHS, ...STAFF_PATHS]) {
  const html = fs.readFileSync(path.join(buildDir, p === "/" ? "" : p, "index.html"), "utf8");
  const foreign = foreignLoads(html);
  if (foreign.length) {
    ok = false;
    console.log(`${p} loads from another host: ${foreign.join(", ")}`);
  }
}
// The dashboard's first screen for a counsellor loads its own section, not every one (docs/decisions/088).
try {
  const dashboard = staffRouteWeight(buildDir, DASHBOARD_BUDGET.path);
  const over = dashboard.jsGzipBytes > DASHBOARD_BUDGET.jsGzipBytes;
  if (over) ok = false;
  console.log(
    `${over ? "OVER" : "  ok"}  ${DASHBOARD_BUDGET.path}: the dashboard's own JS ${kb(dashboard.jsGzipBytes)} (budget ${kb(DASHBOARD_BUDGET.jsGzipBytes)})`,
  );
  for (const f of dashboard.files) console.log(`        ${f.url} ${kb(f.gzipBytes)}`);
} catch (err) {
  ok = false;
  console.log(`FAIL  ${DASHBOARD_BUDGET.path}: ${(err as Error).message}`);
}

console.log(ok ? "Budgets: ok" : "Budgets: FAILED");
process.exit(ok ? 0 : 1);
