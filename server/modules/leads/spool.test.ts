import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { newSubmission } from "./intake";
import { until } from "#server/test/fake-form-provider";
import { HELD_FOLDER } from "./spool";

// The enquiry spool (docs/decisions/034): an enquiry the database cannot take now
// is kept on disk, confirmed only once it is there, and stored exactly once later.

const contact = () =>
  newVisitor({ form: "contact" as const, name: "Lakshmi N", phone: "", email: "", message: "Is there a weekend Tally batch?", page: "/contact" });
const FAST = { ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000", SPOOL_DRAIN_MS: "20" };

const jsonFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []);
const leadsOf = (app: FastifyInstance, email: string) => app.db.selectFrom("enquiries").selectAll().where("email", "=", email).execute();
const submissionsOf = (app: FastifyInstance, enquiryId: string) =>
  app.db.selectFrom("enquiry_activities").select("at").where("enquiry_id", "=", enquiryId).where("kind", "=", "submission").execute();

describe.each(testDatabases)("storing kept enquiries exactly once on $name", (database) => {
  const t = useTestApp(database, FAST);
  afterAll(() => fs.rmSync(t.config.spoolDir, { recursive: true, force: true }));

  it("a file left after its enquiry was committed (the server stopped in between) adds nothing", async () => {
    const input = contact();
    const submission = newSubmission(Date.now());
    // The drain committed this submission, then stopped before removing its file.
    const { id } = await t.app.enquiries.store(input, submission);
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
    const name = `${String(Date.now()).padStart(13, "0")}-${newSubmission(Date.now()).id}.json`;
    fs.writeFileSync(path.join(t.config.spoolDir, name), '{"id":"not a kept enquiry"');
    await until(() => fs.existsSync(path.join(t.config.spoolDir, HELD_FOLDER, name)), 10_000, "the file held");
    expect(jsonFiles(t.config.spoolDir)).toEqual([]);
  });
});
