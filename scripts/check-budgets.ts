// Fails when the home page's first load is over its JavaScript or CSS budget, or
// when any pre-rendered page would load something from another host.
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_PATHS, STAFF_PATHS } from "../contracts/public-paths";
import { BUDGET, foreignLoads, pageWeight } from "./budgets";

const buildDir = path.join(process.env.BUILD_ROOT ?? "build", "client");
let ok = true;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const home = pageWeight(buildDir, "/");
console.log(`Home first load: JS ${kb(home.jsGzipBytes)} gzip (budget ${kb(BUDGET.jsGzipBytes)}), CSS ${kb(home.cssGzipBytes)} gzip (budget ${kb(BUDGET.cssGzipBytes)})`);
if (home.jsGzipBytes > BUDGET.jsGzipBytes || home.cssGzipBytes > BUDGET.cssGzipBytes) ok = false;

for (const p of [...PUBLIC_PATHS, ...STAFF_PATHS]) {
  const html = fs.readFileSync(path.join(buildDir, p === "/" ? "" : p, "index.html"), "utf8");
  const foreign = foreignLoads(html);
  if (foreign.length) {
    ok = false;
    console.log(`${p} loads from another host: ${foreign.join(", ")}`);
  }
}
console.log(ok ? "Budgets: ok" : "Budgets: FAILED");
process.exit(ok ? 0 : 1);
