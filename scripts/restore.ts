import { pathToFileURL } from "node:url";
import { type Config, loadConfig } from "../server/config";
import { BackupError, restoreSqlite } from "../server/modules/backup/sqlite-backup";
import { POSTGRES_ADVICE } from "./backup";

// `npm run restore <backup file>`: puts a backup in place of the SQLite
// database, with the server stopped; the current database is kept beside it as
// <name>-before-restore-<time>.db (docs/decisions/038).

export const RESTORE_USAGE = "Usage: npm run restore -- <backup file>   (stop the server first)";

export async function runRestore(argv: string[], config: Config, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  if (config.database.kind !== "sqlite") {
    err(POSTGRES_ADVICE);
    return 1;
  }
  if (argv.length !== 1 || argv[0]!.startsWith("-")) {
    err(RESTORE_USAGE);
    return 1;
  }
  try {
    const { safetyCopy } = await restoreSqlite(config.database.file, argv[0]!);
    out(`Restored ${argv[0]} into ${config.database.file}.`);
    if (safetyCopy) out(`The database it replaced is kept as ${safetyCopy}.`);
    out("Start the server: it brings the restored database up to date (migrations) as it starts.");
    return 0;
  } catch (e) {
    if (e instanceof BackupError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runRestore(process.argv.slice(2), loadConfig(), console.log, console.error).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
