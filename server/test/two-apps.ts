import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type BuildOptions, buildApp } from "../app";
import type { Config } from "../config";
import { type TestDatabase, testConfig } from "./databases";

// Two servers on one database, as an institute runs them behind one proxy
// (docs/deploy.md, "Several instances"). Each has its own connection pool, its own
// workers and its own memory; only the database is shared, so anything that
// counts, limits or must happen once is proven here, not on one server.

export interface TwoApps {
  /** The two servers: `apps[i % 2]` spreads requests over both. */
  apps: [FastifyInstance, FastifyInstance];
  config: Config;
}

/**
 * Builds two real servers on one fresh database of the given kind for the tests
 * of one describe block, and drops the database afterwards. The second is built
 * after the first has migrated, as a second server started later would be.
 */
export function useTwoApps(database: TestDatabase, env: Record<string, string> = {}, build: Pick<BuildOptions, "now" | "logger"> = {}): TwoApps {
  const ctx = {} as TwoApps;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await database.create({ migrated: true });
    drop = created.drop;
    ctx.config = testConfig(created.database, env);
    const first = (await buildApp(ctx.config, { serveWeb: false, ...build })).app;
    await first.ready();
    const second = (await buildApp(ctx.config, { serveWeb: false, ...build })).app;
    await second.ready();
    ctx.apps = [first, second];
  });
  afterAll(async () => {
    await Promise.all((ctx.apps ?? []).map((app) => app.close()));
    await drop();
  });
  return ctx;
}
