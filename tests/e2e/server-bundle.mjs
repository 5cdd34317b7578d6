// The server compiled once per end-to-end run (docs/decisions/075). Every server
// the run starts (the shared one and each spec's own) used to compile the
// TypeScript sources through tsx as it started: on a loaded 2-core machine that
// was most of the ~14 s each took to answer. esbuild bundles our code here in
// about a second; packages stay in node_modules, loaded as `npm start` loads them.
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The entries a test server runs: the production entry and the clocked one (docs/decisions/073). */
export const SERVER_ENTRIES = { main: "server/main.ts", "main-at-time": "server/test/main-at-time.ts" };

/**
 * A bundle puts every module in one file, so `import.meta.url` would name the
 * bundle, not the source: the seed reads its JSON files next to the source.
 * Each of our files keeps its own URL and folder.
 */
const keepSourceLocation = {
  name: "keep-source-location",
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, "utf8");
      if (!text.includes("import.meta.url") && !text.includes("import.meta.dirname")) return undefined;
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)));
      return { contents, loader: path.extname(args.path).slice(1) };
    });
  },
};

/**
 * Writes `<dir>/main.js` and `<dir>/main-at-time.js`. Code splitting keeps the
 * clocked entry's `await import("#server/serve")` a real dynamic import, so the
 * server's modules are still evaluated only after the shifted clock is in place.
 */
export async function bundleServer(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: SERVER_ENTRIES,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    plugins: [keepSourceLocation],
    logLevel: "warning",
  });
}
