import { defineConfig } from "vitest/config";

export default defineConfig({
  // The path aliases are tsconfig.json's paths (see vite.config.ts).
  resolve: {
    tsconfigPaths: true,
    // `// @vitest-environment dashboard` (a docblock takes only a name): happy-dom with the
    // server's transform, for the dashboard's component tests (docs/decisions/093).
    alias: { "vitest-environment-dashboard": new URL("./web/test/dashboard/environment.ts", import.meta.url).pathname },
  },
  test: {
    include: ["server/**/*.test.ts", "deploy/**/*.test.ts", "contracts/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // A test that times the server (*.timing.test.ts) runs in a step of its own,
    // alone on the machine (TIMING=1, one worker): beside another test file it
    // would time that file's work too (docs/decisions/085).
    exclude: process.env.TIMING === "1" ? [] : ["**/*.timing.test.ts", "**/node_modules/**"],
    environment: "node",
    // A folder per run for what files share: the built site is built once, not per file.
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; two workers fit a 2-core machine.
    pool: "forks",
    maxWorkers: 2,
    // A worker keeps the modules it has loaded for its next file instead of loading
    // the whole server again (about 3 s a file on a loaded machine, half the CPU of
    // the run). Nothing a test asserts lives in module state: every file builds its
    // own app on its own database, and the few tests that fake timers, stub globals
    // or spy on console undo it in their own after hooks (docs/decisions/074).
    isolate: false,
  },
});
