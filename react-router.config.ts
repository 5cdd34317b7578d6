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
} satisfies Config;
