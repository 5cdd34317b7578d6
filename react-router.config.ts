import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS, STAFF_PATHS } from "./contracts/public-paths";

// Public pages are pre-rendered to static HTML at build time and hydrated in the
// browser; the Fastify server (server/) serves them and the API. No SSR runtime.
export default {
  appDirectory: "web",
  // BUILD_ROOT lets parallel runs (several developers on one machine) build apart.
  buildDirectory: process.env.BUILD_ROOT ?? "build",
  ssr: false,
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
