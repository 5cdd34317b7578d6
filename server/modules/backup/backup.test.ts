import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBackup } from "#scripts/backup";
import { runRestore } from "#scripts/restore";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { type TestDatabase, testConfig, testDatabases } from "#server/test/databases";
import { ADMIN_ENV, randomAddress } from "#server/test/staff-api";
import { backupIfDue } from "./scheduler";
import { backupSqlite, listBackups, restoreSqlite } from "./sqlite-backup";

// docs/decisions/038: `npm run backup` copies the SQLite database consistently
// while the server runs, `npm run restore` puts a copy back (keeping the one it
// replaces), scheduled backups keep the newest BACKUP_KEEP; PostgreSQL is backed
// up with pg_dump. The proof: a backup taken during a burst of enquiries holds
// every enquiry acknowledged before it started, and restores to a database the
// server opens and migrates.

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };

/** A phone number no other enquiry in this file has: a known number would join its earlier lead. */
let phones = 6_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const newPhone = () => String(++phones);

/** Visitors sending contact enquiries as fast as the server takes them; `acked` lists the names answered 201, in order. */
function burst(app: FastifyInstance, visitors = 6) {
  const acked: string[] = [];
  let stopped = false;
  let n = 0;
  const visitor = async (v: number) => {
    while (!stopped) {
      const name = `Burst ${v}-${++n}`;
      const res = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress: randomAddress(),
        payload: { form: "contact", name, phone: newPhone(), email: `b${v}-${n}-${phones}@example.com`, message: "Please call me about the weekend batch." },
      });
      if (res.statusCode === 201) acked.push(name);
    }
  };
  const running = Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v)));
  return {
    acked,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function until(condition: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const enquiryNames = async (app: FastifyInstance) => new Set((await app.db.selectFrom("enquiries").select("name").execute()).map((r) => r.name));

const sqliteDatabase = testDatabases.find((d) => d.name === "sqlite")!;

describe("SQLite backup and restore", () => {
  let config: Config;
  let dir: string;
  let drop: () => Promise<void>;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const created = await sqliteDatabase.create();
    drop = created.drop;
    config = testConfig(created.database, ENV);
    dir = path.dirname((created.database as { file: string }).file);
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });
  const cliEnv = () => ({
    ...process.env,
    DATABASE_URL: `file:${(config.database as { file: string }).file}`,
    BACKUP_DIR: path.join(dir, "backups"),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
  });

  it("a backup taken during a burst of enquiries restores to a database that opens, migrates and holds every enquiry acknowledged before it started", async () => {
    app = (await buildApp(config, { serveWeb: false })).app;
    const visitors = burst(app);
    await until(() => visitors.acked.length >= 40);

    // `npm run backup` in its own process, as an operator or cron would run it, while enquiries keep arriving.
    const before = [...visitors.acked];
    const backup = await run(tsx, ["scripts/backup.ts"], { env: cliEnv() });
    const during = visitors.acked.length - before.length;
    await visitors.stop();
    expect(during, "enquiries kept being acknowledged while the backup ran").toBeGreaterThan(0);
    const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1];
    expect(file, backup.stdout + backup.stderr).toBeDefined();
    expect(path.basename(file!)).toMatch(/^test-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/);
    // No half-written file left behind, and the copy has no write-ahead log of its own.
    expect(fs.readdirSync(path.join(dir, "backups"))).toEqual([path.basename(file!)]);

    // An enquiry after the backup: it must be in the live database, not in the restored one.
    const late = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      remoteAddress: randomAddress(),
      payload: { form: "contact", name: "After The Backup", phone: newPhone(), email: "late@example.com", message: "Hello" },
    });
    expect(late.statusCode).toBe(201);

    // Restoring while the server has the database open is refused, and changes nothing.
    const refused = await run(tsx, ["scripts/restore.ts", file!], { env: cliEnv() }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("is in use. Stop the server first") });
    expect((await enquiryNames(app)).has("After The Backup")).toBe(true);

    // Stop the server; `npm run restore <file>`.
    await app.close();
    app = undefined;
    const restored = await run(tsx, ["scripts/restore.ts", file!], { env: cliEnv() });
    const safety = /kept as (\S+)\.$/m.exec(restored.stdout)?.[1];
    expect(safety, restored.stdout).toBeDefined();

    // The server opens and migrates it; every enquiry acknowledged before the backup started is there.
    app = (await buildApp(config, { serveWeb: false })).app;
    const names = await enquiryNames(app);
    expect(before.filter((name) => !names.has(name))).toEqual([]);
    expect(names.has("After The Backup")).toBe(false);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const migrations = await app.db
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .execute();
    expect(migrations.length).toBeGreaterThan(0);

    // The database it replaced is kept whole, the late enquiry in it.
    const kept = new SQLite(safety!, { readonly: true });
    try {
      expect(kept.prepare("select count(*) as n from enquiries where name = ?").get("After The Backup")).toEqual({ n: 1 });
    } finally {
      kept.close();
    }
    await app.close();
    app = undefined;
  }, 120_000);

  it("copies one moment, write-ahead log included: taken in the middle of a burst, the copy holds everything acknowledged before", async () => {
    app = (await buildApp(config, { serveWeb: false })).app;
    const visitors = burst(app);
    // Acknowledged enquiries sit in the write-ahead log until SQLite folds it into the file:
    // a plain file copy taken now would miss the latest of them.
    await until(() => visitors.acked.length >= 30);
    const before = [...visitors.acked];
    const file = await backupSqlite((config.database as { file: string }).file, path.join(dir, "moment"));
    await visitors.stop();
    const copy = new SQLite(file, { readonly: true });
    try {
      const names = new Set((copy.prepare("select name from enquiries").all() as { name: string }[]).map((r) => r.name));
      expect(before.filter((name) => !names.has(name))).toEqual([]);
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      copy.close();
    }
    await app.close();
    app = undefined;
  }, 60_000);

  it("refuses to restore a file that is not this site's database, or a damaged one, and changes nothing", async () => {
    const db = (config.database as { file: string }).file;
    const sizeBefore = fs.statSync(db).size;
    const notADb = path.join(dir, "notes.txt");
    fs.writeFileSync(notADb, "not a database");
    await expect(restoreSqlite(db, notADb)).rejects.toThrow(/not a readable SQLite database/);
    const otherDb = path.join(dir, "other.db");
    new SQLite(otherDb).exec("create table things (x)");
    await expect(restoreSqlite(db, otherDb)).rejects.toThrow(/not a backup of this site's database/);
    await expect(restoreSqlite(db, path.join(dir, "missing.db"))).rejects.toThrow(/No such file/);
    expect(fs.statSync(db).size).toBe(sizeBefore);
  });

  it("takes scheduled backups at BACKUP_TIMES (Chennai time), once per time, keeping the newest BACKUP_KEEP", async () => {
    const scheduled = { ...config, BACKUP_TIMES: "02:30", BACKUP_KEEP: 2, BACKUP_DIR: path.join(dir, "scheduled") };
    // 02:30 in Chennai is 21:00 UTC the day before.
    const at = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00.000Z`);
    expect(await backupIfDue(scheduled, at("2026-11-23", "20:59"))).toBeNull(); // 02:29 on the 24th: not yet
    expect(await backupIfDue(scheduled, at("2026-11-23", "21:01"))).not.toBeNull(); // 02:31
    expect(await backupIfDue(scheduled, at("2026-11-23", "23:00"))).toBeNull(); // later that morning: taken already
    expect((await backupIfDue(scheduled, at("2026-11-24", "21:05")))?.removed).toEqual([]); // 02:35 on the 25th
    const third = await backupIfDue(scheduled, at("2026-11-25", "21:05")); // the 26th: the oldest goes
    expect(third?.removed).toHaveLength(1);
    const kept = listBackups((config.database as { file: string }).file, scheduled.BACKUP_DIR);
    expect(kept.map((b) => new Date(b.at).toISOString())).toEqual(["2026-11-25T21:05:00.000Z", "2026-11-24T21:05:00.000Z"]);
    // Off: nothing, ever.
    expect(await backupIfDue({ ...scheduled, BACKUP_TIMES: "off" }, at("2026-11-25", "21:05"))).toBeNull();
  });
});

describe("npm run restore", () => {
  it("explains itself without exactly one file", async () => {
    const config = testConfig({ kind: "sqlite", file: "/nonexistent/academy.db" });
    for (const argv of [[], ["a.db", "b.db"], ["--help"]]) {
      const err: string[] = [];
      expect(
        await runRestore(
          argv,
          config,
          () => {},
          (l) => err.push(l),
        ),
      ).toBe(1);
      expect(err.join("\n")).toContain("Usage: npm run restore -- <backup file>");
    }
  });
});

describe("npm run backup on PostgreSQL", () => {
  it("says to use pg_dump and pg_restore instead", async () => {
    const config = testConfig({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/none" });
    const err: string[] = [];
    expect(
      await runBackup(
        config,
        () => {},
        (l) => err.push(l),
      ),
    ).toBe(1);
    expect(err.join("\n")).toMatch(/pg_dump --format=custom/);
    expect(err.join("\n")).toMatch(/pg_restore --clean --if-exists --no-owner/);
  });
});

for (const database of testDatabases.filter((d): d is TestDatabase => d.name === "postgres")) {
  describe("PostgreSQL backup with pg_dump, as the README says", () => {
    it("a dump taken during a burst restores with pg_restore to a database that opens, migrates and holds every enquiry acknowledged before it started", async () => {
      const source = await database.create();
      const target = await database.create();
      const sourceApp = (await buildApp(testConfig(source.database, ENV), { serveWeb: false })).app;
      const file = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "cta-pgdump-")), "academy.dump");
      try {
        const visitors = burst(sourceApp);
        await until(() => visitors.acked.length >= 40);
        const before = [...visitors.acked];
        await run("pg_dump", ["--format=custom", `--file=${file}`, (source.database as { url: string }).url]);
        await visitors.stop();
        await run("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${(target.database as { url: string }).url}`, file]);

        const restoredApp = (await buildApp(testConfig(target.database, ENV), { serveWeb: false })).app;
        try {
          const names = await enquiryNames(restoredApp);
          expect(before.filter((name) => !names.has(name))).toEqual([]);
          expect((await restoredApp.inject({ method: "GET", url: "/healthz" })).json()).toMatchObject({ status: "ok", database: "postgres" });
        } finally {
          await restoredApp.close();
        }
      } finally {
        await sourceApp.close();
        await source.drop();
        await target.drop();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    }, 120_000);
  });
}
