import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { type Plugin, defineConfig, runnerImport } from "vite";

/**
 * `virtual:seed-snapshot`: the seed as one content snapshot, made by the seeder
 * (server/modules/content/seed.ts), for the pages the build pre-renders
 * (web/lib/seed-snapshot.server.ts, docs/decisions/049). Data only, and in the
 * server half of the build only: the browser never carries the seed.
 */
function seedSnapshotModule(): Plugin {
  const id = "virtual:seed-snapshot";
  let root = process.cwd();
  return {
    name: "seed-snapshot",
    configResolved: (config) => void (root = config.root),
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (this.environment?.name === "client") this.error("The seed snapshot is for the server half of the build only");
      const seeder = path.join(root, "server/modules/content/seed.ts");
      const { module } = await runnerImport<typeof import("./server/modules/content/seed")>(seeder, {
        configFile: false,
        root,
        logLevel: "warn",
        resolve: { tsconfigPaths: true },
      });
      return `export default ${JSON.stringify(await module.seedSnapshot())};`;
    },
  };
}

// Fewer, larger script files on every public page. On a slow mobile network each
// file costs a round trip before the page can paint (Lighthouse counted 22–24 on
// the course and contact pages, most under 1 kB), so the browser build puts
// React in one file, React Router in another (a public page never loads it,
// docs/decisions/031), and the small zod-free modules that many pages share (layout helpers, site facts, texts) in another. zod-based modules
// stay out of both: pages load zod only when a form is first used, and the toast
// library (sonner) when the first toast or modal needs it. The
// modal component stays out of `shared` too: modals load when first opened; so
// does the carousel's code (the videos' and the testimonials' strips, below the
// first screen, load it as they near it: docs/decisions/087), and so does the dashboard's uploader, which two of its sections share
// (docs/decisions/088) and no public page uses.
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const SHARED_APP =
  /[\\/](web[\\/](components|lib|hooks)[\\/](?!(modal|use-still-carousel|embla-driver)\.tsx$|api-upload\.ts$)[^\\/]+|web[\\/]content[\\/]pages\.ts|contracts[\\/](courses|limits|public-paths|site-view|enquiry-forms|date-format|youtube-id|blog|api)\.ts)$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), seedSnapshotModule()],
  // The path aliases (#contracts/…, #server/…, #web/…) are tsconfig.json's paths,
  // read by every tool here: tsc, tsx, Vite, Vitest and Playwright.
  resolve: { tsconfigPaths: true },
  // PUBLIC_API_URL (build time) points the web app at an API on another origin.
  envPrefix: ["VITE_", "PUBLIC_"],
  // Browser build only (the pre-render build is removed after use).
  environments: {
    client: {
      build: {
        // No preload list beside a dynamic import: the bundler's helper would add a
        // <link rel="modulepreload"> per file the imported module needs, all in the
        // task that evaluates the entry, which made it a long task on a slow phone
        // (a public page's own module pulls in 10–15 small files). The browser
        // fetches those files itself when it reads the module (docs/decisions/078).
        modulePreload: { resolveDependencies: () => [] },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: REACT, priority: 3 },
                { name: "router", test: ROUTER, priority: 2 },
                { name: "shared", test: SHARED_APP, priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
    // The server half bundles every page in one file, where a form's on-first-use
    // import of its rules (split out for the browser above) cannot be split:
    // Rolldown says so; that is expected there, and only there. Its dynamic
    // imports (a page's module, web/pages/registry.ts) stay in that one file.
    ssr: {
      build: {
        rolldownOptions: { checks: { ineffectiveDynamicImport: false }, output: { codeSplitting: false } },
      },
    },
  },
  server: {
    // `npm run dev` serves the web app; the API runs in `npm run serve` on :3000.
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
});
