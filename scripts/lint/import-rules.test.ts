import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import rules of eslint.config.js (docs/decisions/048), checked with the
// project's own configuration on small sources placed where a real file would be.

const eslint = new ESLint();

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import rules", () => {
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
});
