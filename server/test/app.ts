import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type BuildOptions, buildApp } from "../app";
import type { Config } from "../config";
import { type TestDatabase, testConfig } from "./databases";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
}

/**
 * Builds the real server in-process on a fresh, empty database of the given kind
 * for the tests of one describe block, and drops the database afterwards.
 */
export function useTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  serveWeb = false,
  build: Pick<BuildOptions, "now" | "logger"> = {},
): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await database.create({ migrated: true });
    drop = created.drop;
    ctx.config = testConfig(created.database, env);
    ctx.app = (await buildApp(ctx.config, { serveWeb, ...build })).app;
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });
  return ctx;
}
