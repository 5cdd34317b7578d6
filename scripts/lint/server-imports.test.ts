import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The server's import rules (docs/decisions/062), checked over the real import
// graph: server modules depend on each other in one direction only (no circle,
// type imports included: a type is a dependency too), `common/` imports no
// feature module, and no production file imports the test support
// (`server/test/`: fakes of third parties, fixture servers, API test kits).
// The TypeScript compiler's own pre-processor lists each file's imports: it
// reads import/export declarations and import() calls without type-checking,
// so the whole tree takes well under a second.

const MODULES = "server/modules/";
const TEST_SUPPORT = "server/test/";
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Production code: what the server and the browser run. Tests, test support (server/test/, web/test/: the dashboard's component-test harness), scripts and e2e are not. */
const WEB_TEST_SUPPORT = "web/test/";
const isProduction = (file: string) =>
  /^(server|contracts|web)\//.test(file) && !isTest(file) && !file.startsWith(TEST_SUPPORT) && !file.startsWith(WEB_TEST_SUPPORT);

export type ImportGraph = Map<string, string[]>;

/** The path aliases of tsconfig.json (`#server/…` is `server/…`). */
const ALIAS = /^#(contracts|server|web|tests|scripts|deploy)\//;

/** Each tracked TypeScript file with the repository paths of the files it imports (relative and aliased imports; packages are left out). */
export function importGraph(files: string[], read: (file: string) => string): ImportGraph {
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const joined = ALIAS.test(spec) ? spec.slice(1) : path.posix.join(path.posix.dirname(from), spec);
    const base = path.posix.normalize(joined).replace(/\.js$/, "");
    // A plain-JavaScript module (tests/e2e/server-bundle.mjs) is known by its declaration file.
    const declared = base.replace(/\.mjs$/, ".d.mts");
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, declared].find((f) => known.has(f));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(read(file), true, true);
      const targets = importedFiles.flatMap(({ fileName }) =>
        fileName.startsWith(".") || ALIAS.test(fileName) ? [resolve(file, fileName) ?? `${fileName} (unresolved)`] : [],
      );
      return [file, targets];
    }),
  );
}

/** The module (`server/modules/<name>/…`) a file belongs to, if any. */
export const moduleOf = (file: string) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split("/")[0] : undefined);

/** Module → the modules its production files import. */
export function moduleEdges(graph: ImportGraph): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from || !isProduction(file)) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Every group of modules that import each other round a circle (Tarjan's strongly connected components), each sorted. */
export function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The imports of one module by another that close a circle, as "file → target", so the message says what to move. */
function circleImports(graph: ImportGraph, group: string[]): string[] {
  const members = new Set(group);
  return [...graph].flatMap(([file, targets]) =>
    isProduction(file) && members.has(moduleOf(file) ?? "")
      ? targets.filter((t) => members.has(moduleOf(t) ?? "") && moduleOf(t) !== moduleOf(file)).map((t) => `${file} → ${t}`)
      : [],
  );
}

/** Files of `common/` that import a feature module. */
export const commonReachingOut = (graph: ImportGraph) =>
  [...graph].flatMap(([file, targets]) =>
    moduleOf(file) === "common" && isProduction(file) ? targets.filter((t) => moduleOf(t) && moduleOf(t) !== "common").map((t) => `${file} → ${t}`) : [],
  );

/** Production files that import the test support. */
export const productionUsingTestSupport = (graph: ImportGraph) =>
  [...graph].flatMap(([file, targets]) => (isProduction(file) ? targets.filter((t) => t.startsWith(TEST_SUPPORT)).map((t) => `${file} → ${t}`) : []));

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => (/\.tsx?$/.test(file) || file.endsWith(".d.mts")) && !file.endsWith(".d.ts") && fs.existsSync(file));

describe("server import rules", () => {
  const graph = importGraph(tracked, (file) => fs.readFileSync(file, "utf8"));

  it("finds a circle, a common module reaching out and production code using a fake (on a made-up tree)", () => {
    const files: Record<string, string> = {
      "server/modules/a/x.ts": 'import { y } from "../b/y";\nexport const x = y;\n',
      "server/modules/b/y.ts": 'import type { Z } from "../c/z";\nexport const y: Z = 1;\n',
      "server/modules/c/z.ts": 'export type { X } from "../a/x";\nexport type Z = number;\n',
      "server/modules/d/w.ts": 'import { x } from "#server/modules/a/x";\nexport const w = () => import("../../test/fake");\n',
      "server/modules/common/u.ts": 'import { w } from "../d/w";\nexport const u = w;\n',
      "server/modules/d/w.test.ts": 'import { fake } from "../../test/fake";\nimport { u } from "../common/u";\n',
      "server/test/fake.ts": 'import { x } from "../modules/a/x";\nexport const fake = x;\n',
    };
    const made = importGraph(Object.keys(files), (file) => files[file]!);
    expect(circles(moduleEdges(made))).toEqual([["a", "b", "c"]]);
    expect(commonReachingOut(made)).toEqual(["server/modules/common/u.ts → server/modules/d/w.ts"]);
    expect(productionUsingTestSupport(made)).toEqual(["server/modules/d/w.ts → server/test/fake.ts"]);
  });

  it("reads every import of the server's files (nothing it cannot resolve)", () => {
    const server = [...graph].filter(([file]) => file.startsWith("server/"));
    expect(server.flatMap(([file, targets]) => targets.filter((t) => t.endsWith("(unresolved)")).map((t) => `${file}: ${t}`))).toEqual([]);
    // A module every lead goes through is in the graph with its imports.
    expect(moduleEdges(graph).get("outbox")).toContain("leads");
  });

  it("server modules import each other in one direction only", () => {
    expect(circles(moduleEdges(graph)).map((group) => ({ group, imports: circleImports(graph, group) }))).toEqual([]);
  });

  it("common/ imports no feature module", () => {
    expect(commonReachingOut(graph)).toEqual([]);
  });

  it("production code never imports the test support (server/test/)", () => {
    expect(productionUsingTestSupport(graph)).toEqual([]);
  });
});
