import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

// Once per vitest run: a folder for what the run's files share across workers
// (the built site, server/test/built-site.ts), removed when the run ends. Nothing
// is built here, so a run of files that need no build pays nothing for it.

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
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
