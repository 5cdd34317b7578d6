import { type Config, loadConfig } from "../server/config";
import { restoreSqlite } from "../server/modules/backup";
import { onSqliteFile, runAsCommand } from "./backup-command";

// `npm run restore <backup file>`: puts a backup in place of the SQLite
// database, with the server stopped; the current database is kept beside it as
// <name>-before-restore-<time>.db (docs/decisions/038).

export const RESTORE_USAGE = "Usage: npm run restore -- <backup file>   (stop the server first)";

export function runRestore(argv: string[], config: Config, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  return onSqliteFile(config, err, async (database) => {
    const [backup] = argv;
    if (argv.length !== 1 || !backup || backup.startsWith("-")) {
      err(RESTORE_USAGE);
      return 1;
    }
    const { safetyCopy } = await restoreSqlite(database, backup);
    out(`Restored ${backup} into ${database}.`);
    if (safetyCopy) out(`The database it replaced is kept as ${safetyCopy}.`);
    out("Start the server: it brings the restored database up to date (migrations) as it starts.");
  });
}

runAsCommand(import.meta.url, () => runRestore(process.argv.slice(2), loadConfig(), console.log, console.error));
