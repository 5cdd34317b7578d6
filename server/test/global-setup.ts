import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PG_ADMIN_URL, templateDatabaseName } from "./shared-databases";

// Once per vitest run: a folder for what the run's files share across workers
// (the built site, server/test/built-site.ts; the migrated databases,
// server/test/databases.ts), removed when the run ends. Nothing is built here,
// so a run of files that need neither pays nothing for them.

declare module "vitest" {
  export interface ProvidedContext {
    sharedDir: string;
  }
}

export default function setup(project: TestProject) {
  fs.mkdirSync(".tmp", { recursive: true });
  const dir = path.resolve(".tmp", `test-run-${process.pid}-${crypto.randomBytes(3).toString("hex")}`);
  fs.mkdirSync(dir);
  project.provide("sharedDir", dir);
  return async () => {
    // The run's migrated PostgreSQL database, if a file made one (server/test/databases.ts).
    if (fs.existsSync(path.join(dir, "postgres-template"))) await dropDatabase(templateDatabaseName(dir));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
