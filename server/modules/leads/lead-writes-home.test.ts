import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every write to the leads table has one home, the leads module (docs/decisions/081):
// a module that needs a lead changed (WhatsApp, batches, attendance, payments)
// calls a named write in server/modules/leads (lead-writes.ts and the intake),
// so the rules of a lead (its due time, its revision, one lead per person) are
// kept in one place. This reads the source of server/ and scripts/ and names
// every file outside it that inserts, updates or deletes enquiries rows.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const HOME = "server/modules/leads/";
/** Migrations describe the table as it was; tests and their support seed leads as a case needs. */
const EXEMPT = [/^server\/db\/migrations\//, /\.test\.tsx?$/, /^server\/test\//];
/** The benchmark's seeder fills an empty database with thousands of made-up leads in bulk, on purpose past the product. */
const EXEMPT_FILES = new Set(["scripts/bench/seed.ts"]);

/** A Kysely write on the table (an alias too), or one in raw SQL. `enquiry_activities` and the like are other tables. */
const WRITES = [
  /\b(?:updateTable|insertInto|deleteFrom|mergeInto|replaceInto)\(\s*["'`]enquiries\b/g,
  /\b(?:update|insert\s+into|delete\s+from)\s+["`]?enquiries\b/gi,
];

function leadWrites(text: string): string[] {
  return WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

describe("the leads table's writes", () => {
  it("are recognised however they are written", () => {
    expect(leadWrites(`await db.updateTable("enquiries").set({ x: 1 })`)).toHaveLength(1);
    expect(leadWrites(`trx.insertInto( 'enquiries' ).values(v)`)).toHaveLength(1);
    expect(leadWrites("db.deleteFrom(`enquiries as e`)")).toHaveLength(1);
    expect(leadWrites("await sql`UPDATE enquiries SET status = 'lost'`.execute(db)")).toHaveLength(1);
    expect(leadWrites('sql`insert into "enquiries" (id) values (1)`')).toHaveLength(1);
    expect(leadWrites("sql`delete from enquiries where id = ${id}`")).toHaveLength(1);
    expect(leadWrites(`db.selectFrom("enquiries"); db.updateTable("enquiry_activities"); db.insertInto("enquiry_submissions")`)).toEqual([]);
  });

  it("live in server/modules/leads only", () => {
    const sources = [...sourcesUnder("server"), ...sourcesUnder("scripts")];
    expect(sources).toContain("server/modules/whatsapp/inbound.ts");
    const outside = sources
      .filter((file) => !file.startsWith(HOME) && !EXEMPT.some((rule) => rule.test(file)) && !EXEMPT_FILES.has(file))
      .flatMap((file) => leadWrites(fs.readFileSync(path.join(ROOT, file), "utf8")).map((write) => `${file}: ${write}`));
    expect(outside, "write to enquiries outside server/modules/leads: add a named write to leads/lead-writes.ts and call it").toEqual([]);
    // The home itself still writes (the check reads the right files).
    expect(leadWrites(fs.readFileSync(path.join(ROOT, HOME, "lead-writes.ts"), "utf8")).length).toBeGreaterThan(0);
  });

  it("make a new lead through the one intake only, leads/take-into-lead.ts", () => {
    const callers = [...sourcesUnder("server"), ...sourcesUnder("scripts")]
      .filter((file) => !EXEMPT.some((rule) => rule.test(file)) && file !== `${HOME}lead-writes.ts`)
      .filter((file) => /\binsertEnquiry\(/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(callers).toEqual([`${HOME}take-into-lead.ts`]);
  });

  it("work out the due time in one place, leads/lead-writes.ts", () => {
    const callers = sourcesUnder("server")
      .filter((file) => !EXEMPT.some((rule) => rule.test(file)) && file !== `${HOME}due.ts`)
      .filter((file) => /\bdueAt\(/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(callers).toEqual([`${HOME}lead-writes.ts`]);
  });
});
