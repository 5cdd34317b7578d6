import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS, STAFF_PATHS } from "./contracts/public-paths";

// Pages are pre-rendered at build time from the seed content (for the budgets and
// as a fallback) and the build keeps its server half: the Fastify server renders
// every page from the content staff saved and holds them in memory; when that
// content changes it switches to the new version and renders pages again, on
// request and in the background (docs/decisions/018-pages-rendered-from-saved-content.md, 039).
export default {
  appDirectory: "web",
  // BUILD_ROOT lets parallel runs (several developers on one machine) build apart.
  buildDirectory: process.env.BUILD_ROOT ?? "build",
  ssr: true,
  // The browser gets the whole route manifest up front: the server answers no
  // per-navigation manifest requests.
  routeDiscovery: { mode: "initial" },
  prerender: [...PUBLIC_PATHS, ...STAFF_PATHS],
  // React Router 8's behaviour, adopted now (each flag left unset prints a warning
  // on every build). The build output is the same with them, except one:
  // trailing-slash-aware data requests would pre-render every page at its
  // "/path/" address, so the current link in the navigation lost its highlight.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
