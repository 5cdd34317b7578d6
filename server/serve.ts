import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "./app";
import { loadConfig } from "./config";
import { databaseStartProblem } from "./db/start-errors";
import { armExitDeadline } from "./exit-deadline";
import { LogOutput } from "./log-output";

/** At most this long for the log lines of the shutdown to reach the reader. */
const FINAL_LOG_FLUSH_MS = 1_000;

// Reads the configuration, starts the server and shuts it down gracefully: on
// SIGTERM/SIGINT in-flight requests finish and the database closes cleanly,
// within SHUTDOWN_TIMEOUT_MS whatever state stdout is in (docs/decisions/037).
// `main.ts` runs it as it is; the end-to-end tests' clocked server
// (server/test/main-at-time.ts, docs/decisions/073) is the only other caller.
export async function serve(options: Pick<BuildOptions, "now"> = {}): Promise<FastifyInstance> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logOutput = new LogOutput(1);
  let built;
  try {
    built = await buildApp(config, { ...options, logger: { level: config.LOG_LEVEL, stream: logOutput } });
  } catch (err) {
    // A database that is missing or refuses us: what to run, not a stack trace.
    const problem = databaseStartProblem(config.database, err);
    if (!problem) throw err;
    console.error(problem);
    process.exit(1);
  }
  const { app } = built;
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ address, database: config.database.kind }, `Chennai Tech Academy is running at http://localhost:${config.PORT}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const startedAt = Date.now();
    const deadline = armExitDeadline(config.SHUTDOWN_TIMEOUT_MS);
    app.log.info({ signal }, "shutting down");
    await app.close();
    // The last lines are worth a moment, never the deadline.
    const left = config.SHUTDOWN_TIMEOUT_MS - (Date.now() - startedAt);
    await logOutput.flush(Math.max(0, Math.min(FINAL_LOG_FLUSH_MS, left - 100)));
    deadline.disarm();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return app;
}
