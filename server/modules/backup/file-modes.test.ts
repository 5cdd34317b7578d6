import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquirySchema } from "#contracts/enquiry";
import { runBackup } from "#scripts/backup";
import { runRestore } from "#scripts/restore";
import { buildApp } from "#server/app";
import { testConfig } from "#server/test/databases";
import { ADMIN_ENV, randomAddress } from "#server/test/staff-api";
import { EnquirySpool } from "../leads";
import { backupIfDue } from "./scheduler";

// docs/decisions/058: what the server keeps on disk (the SQLite database, its
// write-ahead log, backups, the enquiry spool) is the server's user's alone:
// files 0600, the folders it makes 0700, whatever the umask. Checked on a data
// folder that does not exist yet, under the usual umask of 022, for every file
// and folder the server and the backup commands made in it.

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

/** Every file and folder under `root` (root included) with its mode, as "path 0600". */
function modesUnder(root: string): string[] {
  const out = [`${path.basename(root)}/ ${modeOf(root).toString(8)}`];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(path.dirname(root), full);
    out.push(`${name}${entry.isDirectory() ? "/" : ""} ${modeOf(full).toString(8)}`);
  }
  return out.sort();
}

describe("files the server makes on disk (SQLite)", () => {
  let base: string;
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o022);
    base = fs.mkdtempSync(path.join(os.tmpdir(), "cta-modes-"));
  });
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("the database, its WAL, backups and spooled enquiries are 0600 and their folders 0700", async () => {
    const data = path.join(base, "srv", "data");
    const file = path.join(data, "academy.db");
    const config = testConfig({ kind: "sqlite", file }, { ...ADMIN_ENV, DATA_DIR: data, SPOOL_DIR: path.join(data, "spool"), BACKUP_TIMES: "off" });
    const { app } = await buildApp(config);
    try {
      await app.ready();
      const sent = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress: randomAddress(),
        payload: { form: "contact", name: "Priya N", phone: "9840012345", email: "priya@example.com", message: "Is there a weekend Java batch?" },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      // While the server runs, SQLite's own -wal and -shm files sit beside the database.
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(fs.existsSync(`${file}-shm`)).toBe(true);
      // An enquiry kept on disk while the database is away (decision 034).
      await new EnquirySpool(config.spoolDir).keep({
        id: crypto.randomUUID(),
        receivedAt: Date.now(),
        input: enquirySchema.parse({ form: "contact", name: "Arun K", phone: "9840012346", email: "arun@example.com", message: "Call me" }),
      });
      // `npm run backup`, and a scheduled backup, while the server runs.
      const lines: string[] = [];
      expect(
        await runBackup(
          config,
          (l) => lines.push(l),
          (l) => lines.push(l),
        ),
      ).toBe(0);
      expect(await backupIfDue({ ...config, BACKUP_TIMES: "00:00", BACKUP_KEEP: 5 }, Date.now() + 86_400_000)).not.toBeNull();

      const modes = modesUnder(path.join(base, "srv"));
      const backups = fs.readdirSync(path.join(data, "backups"));
      expect(backups).toHaveLength(2);
      const spooled = fs.readdirSync(path.join(data, "spool"));
      expect(modes).toEqual(
        [
          "srv/ 700",
          "srv/data/ 700",
          "srv/data/academy.db 600",
          "srv/data/academy.db-wal 600",
          "srv/data/academy.db-shm 600",
          "srv/data/backups/ 700",
          ...backups.map((b) => `srv/data/backups/${b} 600`),
          "srv/data/spool/ 700",
          ...spooled.map((s) => `srv/data/spool/${s} 600`),
        ].sort(),
      );
    } finally {
      await app.close();
    }

    // `npm run restore` (server stopped): the restored database and the copy it keeps of the one it replaced.
    const backup = fs.readdirSync(path.join(data, "backups"))[0]!;
    const out: string[] = [];
    expect(
      await runRestore(
        [path.join(data, "backups", backup)],
        config,
        (l) => out.push(l),
        (l) => out.push(l),
      ),
    ).toBe(0);
    for (const name of fs.readdirSync(data)) {
      const full = path.join(data, name);
      expect(`${name} ${modeOf(full).toString(8)}`).toBe(`${name} ${fs.statSync(full).isDirectory() ? "700" : "600"}`);
    }
    expect(fs.readdirSync(data).some((n) => n.includes("before-restore"))).toBe(true);
  });

  it("an existing database and WAL left 0644 by an earlier release are made 0600 at start", async () => {
    const data = path.join(base, "old");
    const file = path.join(data, "academy.db");
    const config = testConfig({ kind: "sqlite", file }, ADMIN_ENV);
    let { app } = await buildApp(config);
    await app.ready();
    await app.close();
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(`${file}-wal`, "");
    fs.chmodSync(`${file}-wal`, 0o644);
    ({ app } = await buildApp(config));
    try {
      await app.ready();
      expect(modeOf(file).toString(8)).toBe("600");
      expect(modeOf(`${file}-wal`).toString(8)).toBe("600");
    } finally {
      await app.close();
    }
  });
});
