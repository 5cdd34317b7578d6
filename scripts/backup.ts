import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { type Config, loadConfig } from "../server/config";
import { backupDir } from "../server/modules/backup/scheduler";
import { BackupError, backupSqlite, pruneBackups } from "../server/modules/backup/sqlite-backup";

// `npm run backup`: a consistent, timestamped copy of the SQLite database in
// BACKUP_DIR (default data/backups), safe while the server runs; the newest
// BACKUP_KEEP copies are kept (docs/decisions/038).

export const POSTGRES_ADVICE = `DATABASE_URL points at PostgreSQL: back it up with PostgreSQL's own tools, e.g.
  pg_dump --format=custom --file=academy-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"
and restore with
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" academy-YYYYMMDD-HHMM.dump
(see the README, "Backups").`;

export async function runBackup(config: Config, out: (line: string) => void, err: (line: string) => void, now = Date.now()): Promise<number> {
  if (config.database.kind !== "sqlite") {
    err(POSTGRES_ADVICE);
    return 1;
  }
  try {
    const dir = backupDir(config);
    const file = await backupSqlite(config.database.file, dir, now);
    out(`Backup written: ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
    const removed = pruneBackups(config.database.file, dir, config.BACKUP_KEEP);
    if (removed.length) out(`Older backups removed (BACKUP_KEEP=${config.BACKUP_KEEP}): ${removed.join(", ")}`);
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
  runBackup(loadConfig(), console.log, console.error).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
