import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { listCourses } from "../modules/content";
import { buildApp } from "../app";
import { ADMIN, ADMIN_ENV, bearer, newStaff, signIn } from "../test/staff-api";
import { until } from "../test/fake-form-provider";
import { useTestApp } from "../test/app";
import { testConfig, testDatabases } from "../test/databases";
import { allowConnections, backends, backendsGone, databaseName, terminateConnections } from "../test/pg-admin";
import { newVisitor } from "../test/visitors";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./faults";

// Real database outages (docs/decisions/034). PostgreSQL: our connections
// terminated, then the database refusing connections, then a lock held far longer
// than any request may wait. SQLite: another writer holding the lock. The server
// keeps answering, tells the truth on /readyz, keeps every acknowledged enquiry on
// disk and stores each exactly once when the database is back.

const postgres = testDatabases.filter((d) => d.name === "postgres");

const jsonFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []);

const contact = (extra: Record<string, string> = {}) =>
  newVisitor({ form: "contact", name: "Meena Iyer", phone: "", email: "", message: "Please call me about evening batches", ...extra });

describe.each(postgres)("a PostgreSQL outage", (database) => {
  // A built site of one page: pages come from memory and need no database.
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-outage-build-"));
  fs.writeFileSync(path.join(buildDir, "index.html"), "<!doctype html><title>Home</title><h1>Chennai Tech Academy</h1>");
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  const t = useTestApp(
    database,
    {
      ...ADMIN_ENV,
      BUILD_DIR: buildDir,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000",
      SPOOL_DRAIN_MS: "50",
      DB_CONNECT_TIMEOUT_MS: "2000",
      DB_STATEMENT_TIMEOUT_MS: "4000",
      DB_LOCK_TIMEOUT_MS: "300",
    },
    true,
  );
  const name = () => databaseName((t.config.database as { url: string }).url);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload });
  const spooled = () => jsonFiles(t.config.spoolDir);
  const leadsOf = (email: string) => t.app.db.selectFrom("enquiries").selectAll().where("email", "=", email).execute();

  afterAll(async () => {
    await allowConnections(name(), true);
    fs.rmSync(t.config.spoolDir, { recursive: true, force: true });
  });

  it("runs every connection with the statement and lock time-outs", async () => {
    const { rows } = await sql<{
      statement_timeout: string;
      lock_timeout: string;
    }>`select current_setting('statement_timeout') as statement_timeout, current_setting('lock_timeout') as lock_timeout`.execute(t.app.db);
    expect(rows[0]).toEqual({ statement_timeout: "4s", lock_timeout: "300ms" });
  });

  it("keeps serving when PostgreSQL terminates our connections, and the next requests are stored", async () => {
    // Several pooled connections, idle when they are terminated.
    await Promise.all(Array.from({ length: 6 }, () => get("/readyz")));
    expect(await backends(name())).toBeGreaterThan(0);
    const ended = await terminateConnections(name());
    await until(() => backendsGone(ended), 10_000, "our backends to end");

    expect((await get("/healthz")).statusCode).toBe(200);
    expect((await get("/")).statusCode).toBe(200);
    await until(async () => (await get("/readyz")).statusCode === 200, 10_000, "the pool to reconnect");
    const enquiry = contact();
    const res = await send(enquiry);
    expect(res.statusCode, res.body).toBe(201);
    await until(async () => (await leadsOf(enquiry.email)).length === 1, 10_000, "the enquiry stored");
  });

  it("while PostgreSQL refuses connections: /readyz 503, pages served, enquiries kept on disk and stored exactly once when it is back", async () => {
    const token = await signIn(t.app);
    const counsellor = await newStaff(t.app, token, "counsellor");
    // A visitor known from before the outage, and one offered course.
    const known = contact();
    expect((await send(known)).statusCode).toBe(201);
    const course = (await listCourses(t.app.db))[0]!.course.name;
    const before = Number(
      (
        await t.app.db
          .selectFrom("enquiry_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

    await allowConnections(name(), false);
    await terminateConnections(name());

    // The process answers; readiness says the database is away; pages need no database.
    expect((await get("/healthz")).statusCode).toBe(200);
    const ready = await get("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", database: "postgres" });
    const page = await get("/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Chennai Tech Academy");
    // A staff call that needs the database: a plain 503, not a 500 and not a hang.
    const inbox = await get("/api/enquiries", bearer(token));
    expect(inbox.statusCode).toBe(503);
    expect(inbox.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(inbox.headers["retry-after"]).toBe("60");

    // Enquiries meanwhile: every one confirmed as usual, each one a file on disk first.
    const origin = { page: "/courses/python", referrerHost: "www.google.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "diwali" };
    const sent = [
      contact(origin),
      newVisitor({ form: "registration", name: "Priya Raman", mobile: "", email: "", course, ...origin }),
      { ...contact(), phone: known.phone, email: known.email, message: "Calling again" },
      newVisitor({ form: "corporate", firstName: "Karthik", lastName: "S", email: "", phone: "", company: "Acme", peopleCount: "12", ...origin }),
    ];
    const answers = [];
    for (const payload of sent) answers.push(await send(payload));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ success: true });
    }
    expect(spooled()).toHaveLength(sent.length);
    expect((await get("/readyz")).json()).toMatchObject({ spooled: sent.length });

    // Back: each kept enquiry is stored once, through the normal intake.
    await allowConnections(name(), true);
    await until(async () => spooled().length === 0 && (await get("/readyz")).statusCode === 200, 15_000, "the spool to drain");

    const [fresh] = await leadsOf(sent[0]!.email as string);
    expect(fresh).toMatchObject({
      source_page: "/courses/python",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_campaign: "diwali",
      owner_id: counsellor.id,
    });
    expect(await leadsOf(sent[1]!.email as string)).toEqual([expect.objectContaining({ form: "registration", course, owner_id: expect.any(String) })]);
    expect(await leadsOf(sent[3]!.email as string)).toEqual([expect.objectContaining({ form: "corporate", company: "Acme" })]);
    // The known visitor's second enquiry joined their lead (dedupe), on its timeline.
    const [lead, ...others] = await leadsOf(known.email);
    expect(others).toEqual([]);
    const submissions = await t.app.db
      .selectFrom("enquiry_activities")
      .select("text")
      .where("enquiry_id", "=", lead!.id)
      .where("kind", "=", "submission")
      .execute();
    expect(submissions).toHaveLength(2);
    const after = Number(
      (
        await t.app.db
          .selectFrom("enquiry_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(sent.length);
  });

  it("a lock held far longer than any request may wait: enquiries are kept, other calls answer 503, the lock's end brings them in", async () => {
    const token = await signIn(t.app);
    const locker = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    await locker.connect();
    const enquiry = contact();
    try {
      await locker.query("begin");
      await locker.query("lock table enquiries in access exclusive mode");
      // Answered while the lock is still held: bounded by lock_timeout, not by the lock.
      const res = await send(enquiry);
      expect(res.statusCode, res.body).toBe(201);
      expect(spooled()).toHaveLength(1);
      const inbox = await get("/api/enquiries", bearer(token));
      expect(inbox.statusCode).toBe(503);
      expect(inbox.json().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      // Readiness does not touch the locked table.
      expect((await get("/readyz")).statusCode).toBe(200);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    await until(async () => spooled().length === 0, 10_000, "the spool to drain");
    expect(await leadsOf(enquiry.email)).toHaveLength(1);
  });
});

describe("SQLite locked by another writer beyond the lock wait", () => {
  it("keeps the enquiry on disk, confirms it, answers other writes 503, and stores it once the lock ends, even after a restart", async () => {
    const created = await testDatabases[0]!.create();
    const config = testConfig(created.database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000", SPOOL_DRAIN_MS: "20", DB_LOCK_TIMEOUT_MS: "100" });
    const file = (created.database as { file: string }).file;
    const enquiry = contact({ page: "/contact" });
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
      const leads = await second.db.selectFrom("enquiries").selectAll().where("email", "=", enquiry.email).execute();
      expect(leads).toEqual([expect.objectContaining({ form: "contact", source_page: "/contact", status: "new" })]);
    } finally {
      await first?.close();
      await second?.close();
      fs.rmSync(config.spoolDir, { recursive: true, force: true });
      await created.drop();
    }
  });
});
