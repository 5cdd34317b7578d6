import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Budgets of a page's first load. Measured on the build output: every script and
// stylesheet the pre-rendered HTML references.
// - JS (issue 12: was 150 kB): React DOM and React Router's runtime alone are
//   ~107 kB, so page code has ~23 kB; anything not on screen before a click or a
//   scroll loads with import() (docs/decisions/028-nothing-blocks-the-first-paint.md).
// - CSS (was 30 kB): the server writes the stylesheet into every page, so it is
//   paid on every page load.
export const BUDGET = { jsGzipBytes: 130 * 1024, cssGzipBytes: 16 * 1024 };

export interface PageWeight {
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The scripts (module scripts, modulepreloads, imports of the inline entry) and stylesheets a page loads first. */
export function firstLoadAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) css.add(m[1]!);
  return { js: [...js], css: [...css] };
}

export function pageWeight(buildDir: string, pagePath: string): PageWeight {
  const file = path.join(buildDir, pagePath === "/" ? "" : pagePath, "index.html");
  const { js, css } = firstLoadAssets(fs.readFileSync(file, "utf8"));
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
