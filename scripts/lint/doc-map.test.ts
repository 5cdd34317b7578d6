import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The map a newcomer reads first must not send them to code that is gone: every
// path, exported symbol and setting that docs/architecture.md (or a decision
// record's "Where it lives") names in backticks must exist in the tree.

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && fs.existsSync(file));
// This file names made-up symbols on purpose; it is not a source of names.
const sources = tracked.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && file !== "scripts/lint/doc-map.test.ts");
const sourceText = sources.map((file) => fs.readFileSync(file, "utf8")).join("\n");

const PATH_EXTENSIONS = /\.(ts|tsx|mjs|js|json|md|css|conf|service)$/;

/** What a backticked token names, or undefined for words, commands, URLs and placeholders. */
export function classify(token: string): { kind: "path" | "symbol" | "setting"; name: string } | undefined {
  if (/[\s<>*?=]/.test(token) || token.startsWith("/") || token.startsWith("#")) return undefined;
  if (/^[\w.@+-]+(\/[\w.@+-]*)*$/.test(token) && (token.includes("/") || PATH_EXTENSIONS.test(token))) {
    return { kind: "path", name: token };
  }
  const call = /^([A-Za-z_$][\w$]*)(\(.*\))?$/.exec(token);
  if (call) {
    const name = call[1]!;
    if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name)) return { kind: "setting", name };
    // camelCase or PascalCase with at least two humps: an identifier, not a word.
    if (/^[a-z$_][\w$]*[A-Z]/.test(name) || /^[A-Z][a-z0-9]+[A-Z]/.test(name)) return { kind: "symbol", name };
  }
  return undefined;
}

/** Files the build or a run makes: named in the map, never in git. */
const GENERATED = /^(build|data|\.tmp|node_modules)\//;

function matchingFiles(name: string): string[] {
  const bare = name.replace(/\/$/, "");
  return tracked.filter((file) => file === bare || file.endsWith(`/${bare}`));
}

function pathExists(name: string): boolean {
  if (GENERATED.test(name)) return true;
  const bare = name.replace(/\/$/, "");
  return tracked.some((file) => file === bare || file.endsWith(`/${bare}`) || file.startsWith(`${bare}/`) || file.includes(`/${bare}/`));
}

function symbolExists(name: string): boolean {
  const word = name.replace(/\$/g, "\\$");
  const exported = new RegExp(
    `export\\s+(default\\s+)?(declare\\s+)?(abstract\\s+)?(async\\s+)?(function\\*?|const|let|class|interface|type|enum)\\s+${word}\\b|export\\s*(type\\s*)?\\{[^}]*\\b${word}\\b`,
  );
  // A library's symbol counts when our code uses it (imported by name).
  const imported = new RegExp(`import\\s*(type\\s*)?\\{[^}]*\\b${word}\\b[^}]*\\}\\s*from`);
  return exported.test(sourceText) || imported.test(sourceText);
}

const exists = { path: pathExists, symbol: symbolExists, setting: (name: string) => new RegExp(`\\b${name}\\b`).test(sourceText) };

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** The "Where it lives" paragraph of each decision record that has one. */
function whereItLives(): { file: string; text: string }[] {
  return tracked
    .filter((file) => /^docs\/decisions\/\d{3}-.*\.md$/.test(file))
    .flatMap((file) => {
      const found = /\*\*Where it lives\.?\*\*([\s\S]*?)(\n\s*\n|\n- \*\*|$)/i.exec(fs.readFileSync(file, "utf8"));
      return found ? [{ file, text: found[1]! }] : [];
    });
}

/** "`symbol` in `file`" or "`symbol` (`file`)": the symbol must be in that file. */
function misplaced(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z_$][\w$]*)(\([^`]*\))?`\*{0,2},?\s*(?:\(|in\s+)`([^`\s]+)`/g)].flatMap((m) => {
    const [symbol, file] = [m[1]!, m[3]!];
    if (classify(symbol)?.kind !== "symbol" || classify(file)?.kind !== "path") return [];
    const files = matchingFiles(file);
    const found = files.some(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile() && new RegExp(`\\b${symbol.replace(/\$/g, "\\$")}\\b`).test(fs.readFileSync(f, "utf8")),
    );
    return files.length && !found ? [`symbol \`${symbol}\` is not in \`${file}\``] : [];
  });
}

function missingIn(text: string): string[] {
  const gone = backticked(text).flatMap((token) => {
    const named = classify(token);
    return named && !exists[named.kind](named.name) ? [`${named.kind} \`${token}\``] : [];
  });
  return [...gone, ...misplaced(text)];
}

describe("the code map", () => {
  it("tells paths, symbols and settings apart from words and commands", () => {
    expect(classify("server/modules/leads/form-post.ts")).toEqual({ kind: "path", name: "server/modules/leads/form-post.ts" });
    expect(classify("live-pages.ts")).toEqual({ kind: "path", name: "live-pages.ts" });
    expect(classify("buildApp(config)")).toEqual({ kind: "symbol", name: "buildApp" });
    expect(classify("LivePages")).toEqual({ kind: "symbol", name: "LivePages" });
    expect(classify("CONTENT_POLL_MS")).toEqual({ kind: "setting", name: "CONTENT_POLL_MS" });
    for (const word of ["sent", "audit", "npm test", "/verify/<id>", "201", "app.inject", "*.data", "#site"]) expect(classify(word), word).toBeUndefined();
  });

  it("finds a name that is gone", () => {
    expect(missingIn("`receiveEnquiryThatNeverWas` in `server/modules/no-such-module/routes.ts`, set `NO_SUCH_SETTING_X`")).toEqual([
      "symbol `receiveEnquiryThatNeverWas`",
      "path `server/modules/no-such-module/routes.ts`",
      "setting `NO_SUCH_SETTING_X`",
    ]);
    expect(missingIn("**`buildApp`** is in `server/serve.ts`; `buildApp(config)` (`server/app.ts`)")).toEqual([]);
    expect(missingIn("`takeIntoLead` (`server/modules/leads/intake-routes.ts`)")).toEqual([
      "symbol `takeIntoLead` is not in `server/modules/leads/intake-routes.ts`",
    ]);
  });

  it("docs/architecture.md names only what exists", () => {
    expect(missingIn(fs.readFileSync("docs/architecture.md", "utf8"))).toEqual([]);
  });

  it("each decision record's 'Where it lives' names only what exists", () => {
    const missing = whereItLives().flatMap(({ file, text }) => missingIn(text).map((m) => `${file}: ${m}`));
    expect(missing).toEqual([]);
  });
});
