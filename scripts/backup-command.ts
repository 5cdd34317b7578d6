import { pathToFileURL } from "node:url";
import type { Config } from "../server/config";
import { BackupError } from "../server/modules/backup";

// What `npm run backup` and `npm run restore` share: both work on the SQLite file
// only (PostgreSQL has its own tools), both report a refusal as one line and an
// exit code, and both run as commands or from their tests.

export const POSTGRES_ADVICE = `DATABASE_URL points at PostgreSQL: back it up with PostgreSQL's own tools, e.g.
  pg_dump --format=custom --file=academy-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"
and restore with
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" academy-YYYYMMDD-HHMM.dump
(see the README, "Backups").`;

/** Runs a task on the SQLite database file: its exit code (0 when it gives none); 1 with a line on `err` for PostgreSQL or a refused backup/restore. */
export async function onSqliteFile(config: Config, err: (line: string) => void, task: (file: string) => Promise<number | void>): Promise<number> {
  if (config.database.kind !== "sqlite") {
    err(POSTGRES_ADVICE);
    return 1;
  }
  try {
    return (await task(config.database.file)) ?? 0;
  } catch (e) {
    if (e instanceof BackupError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}

/** Runs `main` when the module is the script node was started with, exiting with its code (1 on an unexpected error). */
export function runAsCommand(moduleUrl: string, main: () => Promise<number>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  main().then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
