import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Budgets of a page's first load. Measured on the build output: every script and
// stylesheet a page loads before anyone touches it.
// - JS (issue 12: ≤ 100 kB on the home page; was 150, then 130): a public page
//   hydrates without React Router (docs/decisions/031), so React DOM (~66 kB) is
//   the floor; anything not on screen before a click or a scroll loads with
//   import() (docs/decisions/028-nothing-blocks-the-first-paint.md).
// - CSS (was 30 kB): the server writes the stylesheet into every page, so it is
//   paid on every page load.
export const BUDGET = { jsGzipBytes: 100 * 1024, cssGzipBytes: 16 * 1024 };

export interface PageWeight {
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The scripts and stylesheets a page loads first. A public page names its entry
 * and the entry's imports in its starter script and its page in its data; the
 * entry loads the page's module with import(), and the browser the files that
 * module imports. Any other page: its module scripts, modulepreloads
 * and the imports of React Router's inline bootstrap.
 */
export function firstLoadAssets(html: string, buildDir: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const starter = /var a=(\{"entry":[^}]+\}),d=document/.exec(html);
  if (starter) {
    const { entry, imports } = JSON.parse(starter[1]!) as { entry: string; imports: string[] };
    for (const url of [entry, ...imports]) js.add(url);
    const page = /<script type="application\/json" id="page-data">\{"page":"([^"]+)"/.exec(html)?.[1];
    for (const url of pageModule(buildDir, fs.readFileSync(path.join(buildDir, entry), "utf8"), page ?? "")) js.add(url);
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) css.add(m[1]!);
  return { js: [...js], css: [...css] };
}

/**
 * The page module a public page's entry imports for its page (web/pages/registry.ts),
 * with every file it imports statically, as the browser loads them (the bundler
 * adds no preload list beside it: docs/decisions/078). Throws when the entry has
 * no module for the page: the page would not hydrate.
 */
function pageModule(buildDir: string, entry: string, page: string): string[] {
  // The minifier quotes a key only when it must ("corporate-training", but home).
  const key = page.replace(/-/g, "\\-");
  const found = new RegExp(`(?:"${key}"|[{,]${key}):\\(\\)=>[^,]*?import\\(\`\\./([^\`]+)\`\\)`).exec(entry);
  if (!found) throw new Error(`The client entry has no page module for ${page || "this page"}`);
  return [...withStaticImports(buildDir, `/assets/${found[1]}`)];
}

/** A built script and, recursively, every script it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function withStaticImports(buildDir: string, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const text = fs.readFileSync(path.join(buildDir, url), "utf8");
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
    withStaticImports(buildDir, path.posix.join(path.posix.dirname(url), m[1]!), seen);
  }
  return seen;
}

export function pageWeight(buildDir: string, pagePath: string): PageWeight {
  const file = path.join(buildDir, pagePath === "/" ? "" : pagePath, "index.html");
  const { js, css } = firstLoadAssets(fs.readFileSync(file, "utf8"), buildDir);
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(path.join(buildDir, url)), 0);
  return { js, css, jsGzipBytes: size(js), cssGzipBytes: size(css) };
}

/** URLs on another host that the page would load (scripts, styles, images, frames, fonts). */
export function foreignLoads(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<(script|img|iframe|source|link)\b[^>]*>/g)) {
    const tag = m[0];
    if (m[1] === "link" && !/rel="(stylesheet|preload|modulepreload|icon|manifest|apple-touch-icon)"/.test(tag)) continue;
    for (const a of tag.matchAll(/\b(?:src|href|srcset)="([^"]+)"/g)) {
      if (/^(https?:)?\/\//.test(a[1]!)) found.push(a[1]!);
    }
  }
  return found;
}
