// The front door of the backup module (docs/decisions/090): SQLite backups: the
// scheduler and the backup, prune and restore the scripts run. Code outside the module
// imports this file only; what it exports is what other modules may use.

export { backupDir, registerBackups } from "./scheduler";
export { BackupError, backupSqlite, pruneBackups, restoreSqlite } from "./sqlite-backup";
