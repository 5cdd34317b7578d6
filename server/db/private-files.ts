import fs from "node:fs";
import path from "node:path";

// The database, its write-ahead log, backups and the enquiry spool hold
// students' names, phone numbers and staff password hashes: on disk they are
// the server's user's alone (docs/decisions/058). Modes are set explicitly, not
// left to the process's umask: SQLite creates a database 0644 less the umask,
// which is world-readable under the usual 022.

/** Files with personal data: read and written by the server's user only. */
export const PRIVATE_FILE = 0o600;
/** Folders made for them: entered by the server's user only. */
export const PRIVATE_FOLDER = 0o700;

/**
 * Makes `dir` and any missing parents, each one it makes 0700. A folder that
 * already exists keeps the mode its owner gave it (a deployment may share
 * it with a backup user on purpose).
 */
export function makePrivateFolder(dir: string) {
  const first = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
  if (!first) return;
  // mkdir's mode is reduced by the umask: set it on every folder this call made.
  const top = path.dirname(path.resolve(first));
  for (let made = path.resolve(dir); made !== top; made = path.dirname(made)) fs.chmodSync(made, PRIVATE_FOLDER);
}

/** Creates `file` empty when missing and makes it 0600 either way (an earlier release's 0644 file is closed too). */
export function ensurePrivateFile(file: string) {
  const fd = fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_RDWR, PRIVATE_FILE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes `file` 0600 when it exists (a leftover write-ahead log, say). */
export function tightenIfPresent(file: string) {
  try {
    fs.chmodSync(file, PRIVATE_FILE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
}

/** SQLite's files beside a database: it makes them with the database file's own mode. */
export const SQLITE_SIDE_FILES = ["-wal", "-shm", "-journal"] as const;
