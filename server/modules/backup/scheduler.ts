import path from "node:path";
import type { FastifyInstance } from "fastify";
import { dayStartUtc } from "#contracts/institute-time";
import type { Config } from "#server/config";
import { PollingTask, runWhileUp } from "../common/polling-worker";
import { currentSlot } from "../leads";
import { backupSqlite, listBackups, pruneBackups } from "./sqlite-backup";

// Scheduled backups (docs/decisions/038): at each BACKUP_TIMES time (Chennai
// clock, like the staff digest) the server writes a backup into BACKUP_DIR and
// keeps the newest BACKUP_KEEP. Whether a time's backup exists is read from the
// files themselves, so a restart neither repeats nor forgets one.

const CHECK_EVERY_MS = 30_000;

export type BackupConfig = Pick<Config, "BACKUP_TIMES" | "BACKUP_KEEP" | "DATA_DIR" | "database"> & { BACKUP_DIR?: string };

/** Where backups go: BACKUP_DIR, else "backups" beside the other data. */
export const backupDir = (config: Pick<Config, "DATA_DIR"> & { BACKUP_DIR?: string }) => config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups");

/** The time (ms) a slot like "2026-11-24T02:30" (Chennai) began. */
const slotStart = (slot: string) => dayStartUtc(slot.slice(0, 10)).getTime() + (Number(slot.slice(11, 13)) * 60 + Number(slot.slice(14, 16))) * 60_000;

/**
 * Takes the backup of the current BACKUP_TIMES slot unless one was taken since
 * it began; answers the new file, or null when none was due.
 */
export async function backupIfDue(config: BackupConfig, now: number): Promise<{ file: string; removed: string[] } | null> {
  if (config.database.kind !== "sqlite") return null;
  const slot = currentSlot(config.BACKUP_TIMES, now);
  if (!slot) return null;
  const dir = backupDir(config);
  const newest = listBackups(config.database.file, dir)[0];
  if (newest && newest.at >= slotStart(slot)) return null;
  const file = await backupSqlite(config.database.file, dir, now);
  return { file, removed: pruneBackups(config.database.file, dir, config.BACKUP_KEEP) };
}

/** Checks twice a minute while the server is up; one backup at a time, and one in progress finishes before the database closes. */
export function registerBackups(app: FastifyInstance) {
  const { config } = app;
  if (config.BACKUP_TIMES === "off") return;
  if (config.database.kind !== "sqlite") {
    app.log.warn("backups: BACKUP_TIMES applies to the embedded SQLite database; back up PostgreSQL with pg_dump (see the README)");
    return;
  }
  const check = async () => {
    const done = await backupIfDue(config, app.now());
    if (done) app.log.info({ file: done.file, removed: done.removed }, "backups: scheduled backup written");
  };
  runWhileUp(app, new PollingTask({ everyMs: CHECK_EVERY_MS, log: app.log, failure: "backups: scheduled backup failed" }, check));
}
