import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import rules of eslint.config.js (docs/decisions/048 and 090), checked with the
// project's own configuration on small sources placed where a real file would be.

const eslint = new ESLint();

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import rules", () => {
  // ESLint's first lint loads the configuration, parser and plugins (seconds on a
  // loaded 2-core machine): that start belongs to the setup, not to the first rule.
  beforeAll(() => problems("web/pages/warm-up.tsx", "export {};\n"));

  it("keep React Router out of public pages, components and public features", async () => {
    for (const file of ["web/pages/probe.tsx", "web/components/probe.tsx", "web/features/home/probe.tsx"]) {
      const found = await problems(file, 'import { Link } from "react-router";\nexport const a = Link;\n');
      expect(found, file).toEqual([expect.stringMatching(/^no-restricted-imports: 'react-router' import is restricted/)]);
    }
  });

  it("let the staff screens, routes and the document use the router", async () => {
    for (const file of ["web/features/dashboard/probe.tsx", "web/features/auth/probe.tsx", "web/routes/probe.tsx", "web/root-probe.tsx"]) {
      expect(await problems(file, 'import { Link } from "react-router";\nexport const a = Link;\n'), file).toEqual([]);
    }
  });

  it("keep route modules out of pages, but not their generated types", async () => {
    expect(await problems("web/pages/probe.tsx", 'import { loader } from "../routes/about";\nexport const a = loader;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*route modules/),
    ]);
    expect(await problems("web/pages/probe.tsx", 'import type { Route } from "../routes/+types/about";\nexport type A = Route.ComponentProps;\n')).toEqual([]);
  });

  it("keep server code out of the web app; its tests may take only the seed as fixtures", async () => {
    // The #server/… alias and a relative path alike.
    for (const server of ["#server", "../../server"]) {
      const seed = `import { seedCourses } from "${server}/modules/content/seed";\nexport const a = seedCourses;\n`;
      const repository = `import { listCourses } from "${server}/modules/content/repository";\nexport const a = listCourses;\n`;
      expect(await problems("web/lib/probe.ts", seed), server).toEqual([expect.stringMatching(/^no-restricted-imports: .*must not import server/)]);
      expect(await problems("web/lib/probe.test.ts", seed), server).toEqual([]);
      expect(await problems("web/lib/probe.test.ts", repository), server).toEqual([expect.stringMatching(/^no-restricted-imports: .*only the seed/)]);
    }
    // A public feature's test keeps the router rule too.
    expect(await problems("web/features/home/probe.test.ts", 'import { Link } from "react-router";\nexport const a = Link;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'react-router' import is restricted/),
    ]);
  });

  it("keep features apart, static and dynamic imports alike, inside a feature's subfolders too", async () => {
    const crossing = expect.stringMatching(/^local\/features-apart: features\/\w+ imports features\/contact/);
    expect(
      await problems("web/features/about/probe.tsx", 'import { ContactBlock } from "../contact/contact-block";\nexport const a = ContactBlock;\n'),
    ).toEqual([crossing]);
    expect(await problems("web/features/dashboard/content/probe.ts", 'export const a = () => import("../../contact/contact-block");\n')).toEqual([crossing]);
    expect(await problems("web/features/dashboard/content/probe.ts", 'export { ContactBlock } from "#web/features/contact/contact-block";\n')).toEqual([
      crossing,
    ]);
    // Its own files, from any depth, are fine.
    expect(await problems("web/features/dashboard/content/probe.ts", 'export { Button } from "../kit/button";\n')).toEqual([]);
  });

  it("let code outside a server module import only its front door (index.ts)", async () => {
    const reachIn = (target: string) =>
      expect.stringMatching(new RegExp(`^local/module-doors: ${target} is inside the \\w[\\w-]* module: import its front door`));
    // Another module, static, re-exported, dynamic, aliased or relative, a test too: each reach-in fails.
    expect(await problems("server/modules/whatsapp/probe.ts", 'import { addActivity } from "../leads/timeline";\nexport const a = addActivity;\n')).toEqual([
      reachIn("server/modules/leads/timeline"),
    ]);
    expect(await problems("server/modules/whatsapp/probe.ts", 'export { addActivity } from "#server/modules/leads/timeline";\n')).toEqual([
      reachIn("server/modules/leads/timeline"),
    ]);
    expect(await problems("server/modules/whatsapp/probe.ts", 'export const a = () => import("../leads/timeline.ts");\n')).toEqual([
      reachIn("server/modules/leads/timeline"),
    ]);
    expect(await problems("server/modules/whatsapp/probe.test.ts", 'import { readMail } from "../mail/read-mail";\nexport const a = readMail;\n')).toEqual([
      reachIn("server/modules/mail/read-mail"),
    ]);
    // Outside the modules: the app, the test kits, the database code and the scripts.
    for (const [file, spec] of [
      ["server/probe.ts", "./modules/leads/timeline"],
      ["server/test/probe.ts", "../modules/leads/timeline"],
      ["server/db/probe.ts", "#server/modules/leads/timeline"],
      ["scripts/probe.ts", "../server/modules/leads/timeline"],
    ]) {
      expect(await problems(file!, `import { addActivity } from "${spec}";\nexport const a = addActivity;\n`), file).toEqual([
        reachIn("server/modules/leads/timeline"),
      ]);
      const door = spec!.replace(/\/timeline$/, "");
      expect(await problems(file!, `import { addActivity } from "${door}";\nexport const a = addActivity;\n`), file).toEqual([]);
      expect(await problems(file!, `import { addActivity } from "${door}/index";\nexport const a = addActivity;\n`), file).toEqual([]);
    }
    // The module's own files and tests, from any depth, and the shared kernel (common/) are open.
    expect(await problems("server/modules/leads/probe.test.ts", 'import { addActivity } from "./timeline";\nexport const a = addActivity;\n')).toEqual([]);
    expect(await problems("server/modules/content/seed-data/probe.ts", 'import { seedCourses } from "../seed";\nexport const a = seedCourses;\n')).toEqual([]);
    expect(await problems("server/modules/whatsapp/probe.ts", 'import { nowIso } from "../common/clock";\nexport const a = nowIso;\n')).toEqual([]);
    // The listed exceptions only: the e2e tests may read the seed, not the content repository.
    expect(await problems("tests/e2e/probe.ts", 'import { seedCourses } from "#server/modules/content/seed";\nexport const a = seedCourses;\n')).toEqual([]);
    expect(await problems("tests/e2e/probe.ts", 'import { listCourses } from "#server/modules/content/repository";\nexport const a = listCourses;\n')).toEqual([
      reachIn("server/modules/content/repository"),
    ]);
  });

  it("keep migrations frozen: packages, node: modules and other migration files only", async () => {
    const live = (spec: string) =>
      `local/frozen-migrations: A migration imports only packages, node: modules and other migration files, not ${spec}: copy the value it needs into the migration, frozen as it is today (docs/decisions/090).`;
    const migration = "server/db/migrations/099-probe.ts";
    for (const spec of ["#server/modules/leads", "#contracts/curriculum", "../types", "../../config"]) {
      expect(await problems(migration, `import { x } from "${spec}";\nexport const a = x;\n`), spec).toEqual([live(spec)]);
    }
    expect(await problems(migration, 'export const a = () => import("#server/config");\n')).toEqual([live("#server/config")]);
    const frozen =
      'import crypto from "node:crypto";\nimport { sql } from "kysely";\nimport type { MigrationDialect } from "./index";\nimport { SEED_COURSES_AT_007 } from "./007-course-modules.data";\nexport const a = [crypto, sql, SEED_COURSES_AT_007] as const;\nexport type B = MigrationDialect;\n';
    expect(await problems(migration, frozen)).toEqual([]);
    // A migration's test may use the test kits and today's code.
    expect(
      await problems("server/db/migrations/099-probe.test.ts", 'import { testDatabases } from "#server/test/databases";\nexport const a = testDatabases;\n'),
    ).toEqual([]);
  });
});
