import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/faults";
import { useTestApp } from "../../test/app";
import { testConfig, testDatabases } from "../../test/databases";
import { newVisitor } from "../../test/visitors";
import { ADMIN, ADMIN_ENV } from "../common/testing";
import { newSubmission, storeEnquiry } from "../outbox/plugin";
import { until } from "../outbox/fake-provider";
import { HELD_FOLDER } from "./spool";

// The enquiry spool (docs/decisions/034): an enquiry the database cannot take now
// is kept on disk, confirmed only once it is there, and stored exactly once later.

const contact = () => newVisitor({ form: "contact" as const, name: "Lakshmi N", phone: "", email: "", message: "Is there a weekend Tally batch?", page: "/contact" });
const FAST = { ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000", SPOOL_DRAIN_MS: "20" };

const jsonFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []);
const leadsOf = (app: FastifyInstance, email: string) => app.db.selectFrom("enquiries").selectAll().where("email", "=", email).execute();
const submissionsOf = (app: FastifyInstance, enquiryId: string) =>
  app.db.selectFrom("enquiry_activities").select("at").where("enquiry_id", "=", enquiryId).where("kind", "=", "submission").execute();

describe("SQLite locked by another writer beyond the lock wait", () => {
  it("keeps the enquiry on disk, confirms it, answers other writes 503, and stores it once the lock ends, even after a restart", async () => {
    const created = await testDatabases[0]!.create();
    const config = testConfig(created.database, { ...ADMIN_ENV, ...FAST, DB_LOCK_TIMEOUT_MS: "100" });
    const file = (created.database as { file: string }).file;
    const enquiry = contact();
    let first: FastifyInstance | undefined;
    let second: FastifyInstance | undefined;
    try {
      first = (await buildApp(config, { serveWeb: false })).app;
      await first.ready();
      // Another process holds the write lock (a long transaction, a backup tool…).
      const locker = new SQLite(file);
      locker.exec("BEGIN IMMEDIATE");
      try {
        const res = await first.inject({ method: "POST", url: "/api/enquiries", payload: enquiry });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({ success: true, message: "Message sent successfully!" });
        const kept = jsonFiles(config.spoolDir);
        expect(kept).toHaveLength(1);
        // Personal data on disk: the server's user only.
        expect(fs.statSync(path.join(config.spoolDir, kept[0]!)).mode & 0o777).toBe(0o600);
        // A write that cannot be kept (a staff sign-in stores a session): a plain 503.
        const signin = await first.inject({ method: "POST", url: "/api/auth/signin", payload: ADMIN });
        expect(signin.statusCode).toBe(503);
        expect(signin.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
        // The server stops before the lock ends: the enquiry stays on disk.
        await first.close();
        first = undefined;
        expect(jsonFiles(config.spoolDir)).toHaveLength(1);
      } finally {
        locker.exec("ROLLBACK");
        locker.close();
      }

      // Started again: the kept enquiry is stored, with its source, and the file goes.
      second = (await buildApp(config, { serveWeb: false })).app;
      await second.ready();
      await until(async () => jsonFiles(config.spoolDir).length === 0, 10_000, "the spool to drain");
      const leads = await leadsOf(second, enquiry.email);
      expect(leads).toEqual([expect.objectContaining({ form: "contact", source_page: "/contact", status: "new" })]);
    } finally {
      await first?.close();
      await second?.close();
      fs.rmSync(config.spoolDir, { recursive: true, force: true });
      await created.drop();
    }
  });
});

describe.each(testDatabases)("storing kept enquiries exactly once on $name", (database) => {
  const t = useTestApp(database, FAST);
  afterAll(() => fs.rmSync(t.config.spoolDir, { recursive: true, force: true }));

  it("a file left after its enquiry was committed (the server stopped in between) adds nothing", async () => {
    const input = contact();
    const submission = newSubmission();
    // The drain committed this submission, then stopped before removing its file.
    const { id } = await storeEnquiry(t.app, input, submission);
    await t.app.enquirySpool.keep({ ...submission, input });
    await until(async () => jsonFiles(t.config.spoolDir).length === 0, 10_000, "the file to go");
    expect(await leadsOf(t.app, input.email)).toHaveLength(1);
    expect(await submissionsOf(t.app, id)).toHaveLength(1);
  });

  it("two servers sharing the folder and the database store each kept enquiry once, at the time it arrived", async () => {
    // A second server on the same database and the same spool folder.
    const other = (await buildApp({ ...t.config }, { serveWeb: false })).app;
    await other.ready();
    try {
      const arrivedAt = Date.now() - 60_000;
      const inputs = Array.from({ length: 8 }, contact);
      for (const [i, input] of inputs.entries()) await t.app.enquirySpool.keep({ ...newSubmission(arrivedAt + i), input });
      await until(async () => jsonFiles(t.config.spoolDir).length === 0, 15_000, "the spool to drain");
      for (const [i, input] of inputs.entries()) {
        const leads = await leadsOf(t.app, input.email);
        expect(leads).toHaveLength(1);
        expect(leads[0]!.created_at).toBe(new Date(arrivedAt + i).toISOString());
        expect(await submissionsOf(t.app, leads[0]!.id)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it("a kept file that cannot be read back is moved aside for a person, never deleted", async () => {
    fs.mkdirSync(t.config.spoolDir, { recursive: true });
    const name = `${String(Date.now()).padStart(13, "0")}-${newSubmission().id}.json`;
    fs.writeFileSync(path.join(t.config.spoolDir, name), '{"id":"not a kept enquiry"');
    await until(() => fs.existsSync(path.join(t.config.spoolDir, HELD_FOLDER, name)), 10_000, "the file held");
    expect(jsonFiles(t.config.spoolDir)).toEqual([]);
  });
});
