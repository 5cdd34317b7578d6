import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { PRIVATE_FILE, SQLITE_SIDE_FILES, ensurePrivateFile, makePrivateFolder } from "#server/db/private-files";

// Backups of the embedded SQLite database (docs/decisions/038). The file holds
// everything, images included, and is written in WAL mode: copying it while the
// server runs can catch half a write. `VACUUM INTO` instead writes a complete,
// consistent copy of one moment (a read transaction: the server keeps writing
// meanwhile), compacted, with no WAL of its own. A backup holds what the database
// holds: it is made 0600 in a folder made 0700 (docs/decisions/058).

/** academy-2026-11-24T02-30-00-000Z.db: the database's name and the UTC time, sortable as text. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
const stampOf = (at: number) => new Date(at).toISOString().replace(/[:.]/g, "-");
const timeOfStamp = (stamp: string) => Date.parse(stamp.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, "$1:$2:$3.$4Z"));
const baseName = (dbFile: string) => path.basename(dbFile).replace(/\.(db|sqlite3?)$/i, "");

export class BackupError extends Error {}

/**
 * Copies the database into `target` with VACUUM INTO and checks the copy, in a
 * worker thread: a backup of a large database takes a while and the server's
 * event loop must keep answering meanwhile.
 */
function vacuumInto(dbFile: string, target: string): Promise<void> {
  const code = `
    const { workerData, parentPort } = require("node:worker_threads");
    const SQLite = require(workerData.sqlite);
    const source = new SQLite(workerData.dbFile, { fileMustExist: true, timeout: 10000 });
    try {
      source.prepare("VACUUM INTO ?").run(workerData.target);
    } finally {
      source.close();
    }
    const copy = new SQLite(workerData.target, { readonly: true, fileMustExist: true });
    try {
      const result = copy.pragma("quick_check", { simple: true });
      if (result !== "ok") throw new Error("the copy failed its integrity check: " + result);
    } finally {
      copy.close();
    }
    parentPort.postMessage("done");
  `;
  return new Promise((resolve, reject) => {
    // The driver's own path: an eval'd worker would otherwise look for it from the working directory.
    const sqlite = createRequire(import.meta.url).resolve("better-sqlite3");
    const worker = new Worker(code, { eval: true, workerData: { dbFile, target, sqlite } });
    worker.once("message", () => resolve());
    worker.once("error", (err) => reject(new BackupError(`Backup failed: ${err.message}`)));
    worker.once("exit", (exitCode) => exitCode !== 0 && reject(new BackupError(`Backup failed (worker exit ${exitCode})`)));
  });
}

/**
 * Writes a consistent, timestamped copy of the database into `dir` and answers
 * its path. The copy is written under a temporary name and renamed when complete
 * and checked, so a half-written file is never taken for a backup.
 */
export async function backupSqlite(dbFile: string, dir: string, at = Date.now()): Promise<string> {
  if (!fs.existsSync(dbFile)) throw new BackupError(`There is no database at ${dbFile} to back up.`);
  makePrivateFolder(dir);
  const target = path.join(dir, `${baseName(dbFile)}-${stampOf(at)}.db`);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    // VACUUM INTO writes into an empty file that exists, keeping its mode; a file it made itself would be 0644.
    ensurePrivateFile(partial);
    await vacuumInto(dbFile, partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

export interface BackupFile {
  file: string;
  /** When it was taken (ms). */
  at: number;
}

/** The database's backups in `dir`, newest first. */
export function listBackups(dbFile: string, dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  const prefix = `${baseName(dbFile)}-`;
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".db") && STAMP.test(name.slice(prefix.length, -3)))
    .map((name) => ({ file: path.join(dir, name), at: timeOfStamp(name.slice(prefix.length, -3)) }))
    .sort((a, b) => b.at - a.at);
}

/** Deletes all but the newest `keep` backups; answers the files deleted. */
export function pruneBackups(dbFile: string, dir: string, keep: number): string[] {
  const old = listBackups(dbFile, dir).slice(keep);
  for (const { file } of old) fs.rmSync(file, { force: true });
  return old.map((b) => b.file);
}

/** Refuses a file that is not one of our databases, or a damaged one, before anything is changed. */
function checkBackupFile(file: string) {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`${file} is damaged (${String(check)}); choose another backup.`);
    const ours = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!ours) throw new BackupError(`${file} is not a backup of this site's database.`);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} is not a readable SQLite database (${(err as Error).message}).`);
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup in place of the database. Refused while anything (the server)
 * has the database open. The current database is first copied, consistently,
 * to `<name>-before-restore-<time>.db` beside it, so a restore can be undone.
 */
export async function restoreSqlite(dbFile: string, backupFile: string, at = Date.now()): Promise<{ safetyCopy: string | null }> {
  checkBackupFile(backupFile);
  let safetyCopy: string | null = null;
  if (fs.existsSync(dbFile)) {
    // An exclusive lock is only granted when no other connection, in any process, has the file open.
    const current = new SQLite(dbFile, { fileMustExist: true, timeout: 200 });
    try {
      current.pragma("locking_mode = EXCLUSIVE");
      try {
        current.exec("BEGIN EXCLUSIVE; COMMIT;");
      } catch {
        throw new BackupError(`The database ${dbFile} is in use. Stop the server first, then restore.`);
      }
      safetyCopy = path.join(path.dirname(dbFile), `${baseName(dbFile)}-before-restore-${stampOf(at)}.db`);
      ensurePrivateFile(safetyCopy);
      current.prepare("VACUUM INTO ?").run(safetyCopy);
    } finally {
      // Closing the last connection writes the WAL back and removes it.
      current.close();
    }
  } else {
    makePrivateFolder(path.dirname(path.resolve(dbFile)));
  }
  const incoming = `${dbFile}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  // A copy takes the backup's mode, and an older release's backup may be 0644.
  fs.chmodSync(incoming, PRIVATE_FILE);
  // The old database's write-ahead log must not be replayed onto the restored file.
  for (const suffix of SQLITE_SIDE_FILES) fs.rmSync(`${dbFile}${suffix}`, { force: true });
  fs.renameSync(incoming, dbFile);
  return { safetyCopy };
}
