import { buildApp } from "./app";
import { loadConfig } from "./config";

// Reads the configuration, starts the server and shuts it down gracefully: on
// SIGTERM/SIGINT in-flight requests finish and the database closes cleanly.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const { app } = await buildApp(config, { logger: { level: config.LOG_LEVEL } });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ address, database: config.database.kind }, `Chennai Tech Academy is running at http://localhost:${config.PORT}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
