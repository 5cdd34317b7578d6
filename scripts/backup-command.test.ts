import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { POSTGRES_ADVICE } from "./backup-command";
import { runBackup } from "./backup";
import { RESTORE_USAGE, runRestore } from "./restore";

// What an operator sees when `npm run backup` / `npm run restore` cannot do the
// job: one clear line and a failing exit code, never a stack trace.

function capture() {
  const lines: string[] = [];
  return { lines, out: (l: string) => lines.push(`out: ${l}`), err: (l: string) => lines.push(`err: ${l}`) };
}

describe("backup and restore commands", () => {
  it("on PostgreSQL, point to pg_dump and pg_restore and fail", async () => {
    const config = loadConfig({ ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:5432/none" });
    for (const run of [
      (c: ReturnType<typeof capture>) => runBackup(config, c.out, c.err),
      (c: ReturnType<typeof capture>) => runRestore(["x.db"], config, c.out, c.err),
    ]) {
      const c = capture();
      expect(await run(c)).toBe(1);
      expect(c.lines).toEqual([`err: ${POSTGRES_ADVICE}`]);
    }
  });

  it("restore without exactly one backup file says how to use it and fails, touching nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-restore-"));
    const config = loadConfig({ ...process.env, DATABASE_URL: `file:${path.join(dir, "academy.db")}` });
    for (const argv of [[], ["a.db", "b.db"], ["--force"]]) {
      const c = capture();
      expect(await runRestore(argv, config, c.out, c.err)).toBe(1);
      expect(c.lines).toEqual([`err: ${RESTORE_USAGE}`]);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a backup of a database file that is not there is refused with a message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-backup-"));
    const config = loadConfig({ ...process.env, DATABASE_URL: `file:${path.join(dir, "missing.db")}`, BACKUP_DIR: path.join(dir, "backups") });
    const c = capture();
    expect(await runBackup(config, c.out, c.err)).toBe(1);
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]).toMatch(/^err: /);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
