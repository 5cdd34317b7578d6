import { defineConfig } from "vitest/config";

export default defineConfig({
  // The path aliases are tsconfig.json's paths (see vite.config.ts).
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "deploy/**/*.test.ts", "contracts/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; two workers fit a 2-core machine.
    pool: "forks",
    maxWorkers: 2,
  },
});
