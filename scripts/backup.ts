import fs from "node:fs";
import { type Config, loadConfig } from "../server/config";
import { backupDir, backupSqlite, pruneBackups } from "../server/modules/backup";
import { onSqliteFile, runAsCommand } from "./backup-command";

// `npm run backup`: a consistent, timestamped copy of the SQLite database in
// BACKUP_DIR (default data/backups), safe while the server runs; the newest
// BACKUP_KEEP copies are kept (docs/decisions/038).

export { POSTGRES_ADVICE } from "./backup-command";

export function runBackup(config: Config, out: (line: string) => void, err: (line: string) => void, now = Date.now()): Promise<number> {
  return onSqliteFile(config, err, async (database) => {
    const dir = backupDir(config);
    const file = await backupSqlite(database, dir, now);
    out(`Backup written: ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
    const removed = pruneBackups(database, dir, config.BACKUP_KEEP);
    if (removed.length) out(`Older backups removed (BACKUP_KEEP=${config.BACKUP_KEEP}): ${removed.join(", ")}`);
  });
}

runAsCommand(import.meta.url, () => runBackup(loadConfig(), console.log, console.error));
