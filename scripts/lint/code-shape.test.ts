import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The shape a newcomer can rely on (docs/decisions/062 and 063): no source file
// grows past 400 lines (split it by responsibility), and nothing silences the
// type checker with a double cast (`as unknown as`) or reads an API answer as a
// type nothing checks (`api<T>()`): answers are typed by the API table; and an
// import that climbs two or more folders into another area uses its alias
// (`#contracts/…`, `#server/…`, `#web/…`: docs/decisions/069). Migrations
// are exempt from the cast rule: they describe tables as they were, not as the
// types say they are now. A comment gives its reason itself and cites a decision
// record (docs/decisions/NNN), never an issue number: an issue is closed and
// forgotten, the record stays beside the code (docs/architecture.md).

const MAX_LINES = 400;

const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith(".d.ts") && fs.existsSync(file));

/** The comment part of a line: from `//` (outside a string's start) or a block comment's line. */
function commentOf(line: string): string | undefined {
  const trimmed = line.trim();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*")) return trimmed;
  const at = line.search(/(^|[^:"'`])\/\//);
  return at >= 0 ? line.slice(at) : undefined;
}

/** "issue 5", "Issue 28 point 3", "issues #6": a comment that sends the reader to a tracker. */
export const citesIssue = (line: string) => /\bissues? ?#?\d+/i.test(commentOf(line) ?? "");

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("code shape", () => {
  it("finds the tracked sources", () => {
    expect(sources).toContain("server/app.ts");
    expect(sources).toContain("web/lib/api.ts");
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const long = sources.map((file) => ({ file, lines: lineCount(fs.readFileSync(file, "utf8")) })).filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("has no double cast outside migrations and no unchecked api<T>() read", () => {
    const found = sources
      .filter((file) => !file.startsWith("server/db/migrations/") && file !== "scripts/lint/code-shape.test.ts")
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (/\bas unknown as\b|\bapi<[^>]+>\(/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it("imports other areas through their aliases, never ../../", () => {
    const areas = new Set(["contracts", "server", "web", "tests", "scripts", "deploy"]);
    const climbing = /(?:from|import)\s*\(?\s*["']((?:\.\.\/){2,}[^"']*)["']/g;
    const found = sources
      .filter((file) => /\.tsx?$/.test(file) && file !== "scripts/lint/code-shape.test.ts")
      .flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(climbing)]
          // A file at the root (playwright.config.ts) has no alias.
          .filter((m) => areas.has(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)).split("/")[0]!))
          .map((m) => `${file}: ${m[1]}`),
      );
    expect(found).toEqual([]);
  });

  it("cites decision records in comments, never issue numbers", () => {
    expect(citesIssue("// Issue 5: the dashboard opens on the overview.")).toBe(true);
    expect(citesIssue(" * the pipeline (issue 11, docs/decisions/022)")).toBe(true);
    expect(citesIssue('  await click({ name: "Issue 2 certificates" });')).toBe(false);
    expect(citesIssue("// The pipeline (docs/decisions/022).")).toBe(false);
    const found = sources
      .filter((file) => file !== "scripts/lint/code-shape.test.ts")
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) => (citesIssue(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
