import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type RouteObject, matchRoutes } from "react-router";

// Budgets of a page's first load. Measured on the build output: every script and
// stylesheet a page loads before anyone touches it.
// - JS (≤ 100 kB on the home page, docs/decisions/041; was 150, then 130): a public page
//   hydrates without React Router (docs/decisions/031), so React DOM (~66 kB) is
//   the floor; anything not on screen before a click or a scroll loads with
//   import() (docs/decisions/028-nothing-blocks-the-first-paint.md).
// - CSS (was 30 kB): the server writes the stylesheet into every page, so it is
//   paid on every page load.
export const BUDGET = { jsGzipBytes: 100 * 1024, cssGzipBytes: 16 * 1024 };

// The dashboard's own code that a counsellor's first screen, the inbox, loads on
// a cold start: its route modules and everything they import, less what every
// staff screen loads anyway (the entry and root route: React, React Router; and
// the login page's zod and form helpers). Before the dashboard became routes
// (docs/decisions/088) every section came in one file, 345 kB: 93 kB gzip
// (93,138 bytes), 94.0 kB (in 1024s, as here) with its five small form helpers by
// this measure; after, 36.5 kB. The budget is under half of either figure.
export const DASHBOARD_BUDGET = { path: "/dashboard/enquiries", jsGzipBytes: 45 * 1024 };

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

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

/** React Router's browser manifest (build/client/assets/manifest-*.js): each route's module and the files it imports. */
export function routerManifest(buildDir: string): { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> } {
  const file = fs.readdirSync(path.join(buildDir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest under ${buildDir}/assets`);
  const text = fs.readFileSync(path.join(buildDir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as ReturnType<typeof routerManifest>;
}

/** A route's module with every file it imports (the manifest's list, and each file's own static imports). */
function routeFiles(buildDir: string, route: ManifestRoute): Set<string> {
  const files = new Set<string>();
  for (const url of [route.module, ...(route.imports ?? [])]) for (const f of withStaticImports(buildDir, url)) files.add(f);
  return files;
}

/**
 * The JavaScript a staff page's route modules load beyond what every staff page
 * shares (see DASHBOARD_BUDGET): the routes that match `pathname`, as the
 * browser matches them, and their imports, from the build's route manifest.
 */
export function staffRouteWeight(buildDir: string, pathname: string) {
  const manifest = routerManifest(buildDir);
  const routes = Object.values(manifest.routes);
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes.filter((r) => r.parentId === parentId).map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: tree(r.id) }));
  const matched = matchRoutes(tree(undefined), pathname);
  // Matched by the site's 404 page, say: the address is not a staff screen of this build.
  if (!matched?.some((m) => m.route.id === "routes/dashboard")) throw new Error(`${pathname} is not a dashboard page of this build`);
  const shared = new Set<string>();
  for (const url of [manifest.entry.module, ...manifest.entry.imports]) for (const f of withStaticImports(buildDir, url)) shared.add(f);
  for (const id of ["root", "login"]) for (const f of routeFiles(buildDir, manifest.routes[id]!)) shared.add(f);
  const js = new Set<string>();
  for (const { route } of matched) for (const f of routeFiles(buildDir, manifest.routes[route.id!]!)) if (!shared.has(f)) js.add(f);
  const files = [...js].map((url) => ({ url, gzipBytes: gzipSize(path.join(buildDir, url)) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { routes: matched.map((m) => m.route.id!), files, jsGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
