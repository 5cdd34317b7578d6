import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The shape a newcomer can rely on (docs/decisions/062 and 063): no source file
// grows past 400 lines (split it by responsibility), and nothing silences the
// type checker with a double cast (`as unknown as`) or reads an API answer as a
// type nothing checks (`api<T>()`): answers are typed by the API table; and an
// import that climbs two or more folders into another area uses its alias
// (`#contracts/…`, `#server/…`, `#web/…`: docs/decisions/069). Migrations
// are exempt from the cast rules: they describe tables as they were, not as the
// types say they are now. JSON read back (stored, queued, or another system's
// answer) is parsed by its zod schema, never cast (docs/decisions/092), and so is a
// site's document as read (docs/decisions/099). A comment
// gives its reason itself and cites a decision record (docs/decisions/NNN), never
// an issue number: an issue is closed and forgotten, the record stays beside the
// code (docs/architecture.md). Every production file opens with a comment saying
// what it is for: at the very top, or right after its imports (and re-exports),
// before its first statement.

const MAX_LINES = 400;

const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith(".d.ts") && fs.existsSync(file));

/** What a cast may wrap and still be a cast of parsed JSON: `(await res.json().catch(…))!`. */
function unwrap(node: ts.Expression): ts.Expression {
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isNonNullExpression(node)) return unwrap(node.expression);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ["catch", "then"].includes(node.expression.name.text))
    return unwrap(node.expression.expression);
  return node;
}

/** `JSON.parse(…)` or `x.json()`. */
const readsJson = (node: ts.Expression) =>
  ts.isCallExpression(node) &&
  ((ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "json") || node.expression.getText() === "JSON.parse");

/** Every `as`/`<T>` cast of parsed JSON, and every `x.json<T>()`, in a file: `file:line: text`. */
export function jsonCasts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const note = (node: ts.Node) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().replace(/\s+/g, " ").slice(0, 120)}`);
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && readsJson(unwrap(node.expression))) note(node);
    else if (ts.isCallExpression(node) && node.typeArguments && readsJson(node)) note(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What answers a site's document (docs/decisions/099): its readers, or a request to its route. */
const DOCUMENT_READERS = new Set(["getDocument", "allDocuments", "readDocument", "readDocuments", "documentForEditor", "loadDocument"]);
const DOCUMENT_ROUTE = /\/api\/content\/documents\b/;

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;

/** `getDocument(db, "site")`, `loadDocument(key)`, `get("/api/content/documents/site")`. */
const readsDocumentHere = (call: ts.CallExpression) =>
  DOCUMENT_READERS.has(calleeName(call) ?? "") ||
  (call.arguments[0] !== undefined && ts.isStringLiteralLike(call.arguments[0]) && DOCUMENT_ROUTE.test(call.arguments[0].text));

/** The declaration in scope that binds `name` where `at` is: a variable, a destructured name or a parameter. */
function declarationOf(at: ts.Node, name: string): ts.VariableDeclaration | ts.BindingElement | ts.ParameterDeclaration | undefined {
  const binds = (binding: ts.BindingName): ts.Identifier | undefined =>
    ts.isIdentifier(binding)
      ? binding.text === name
        ? binding
        : undefined
      : binding.elements.map((e) => (ts.isOmittedExpression(e) ? undefined : binds(e.name))).find(Boolean);
  for (let scope: ts.Node | undefined = at.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope))
      for (const parameter of scope.parameters) {
        const found = binds(parameter.name);
        if (found) return found.parent as ts.ParameterDeclaration | ts.BindingElement;
      }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope))
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const found = binds(declaration.name);
          if (found) return found.parent as ts.VariableDeclaration | ts.BindingElement;
        }
      }
  }
  return undefined;
}

/** What a declared name holds: its initializer, the matching element of `await Promise.all([…])`, or what `.then(…)` hands its callback. */
function sourceOf(declaration: ts.VariableDeclaration | ts.BindingElement | ts.ParameterDeclaration): ts.Expression | undefined {
  if (ts.isVariableDeclaration(declaration)) return declaration.initializer;
  if (ts.isParameter(declaration)) {
    const fn = declaration.parent;
    const call = fn.parent;
    return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === "then"
      ? call.expression.expression
      : undefined;
  }
  const pattern = declaration.parent;
  const owner = pattern.parent;
  const whole = ts.isBindingElement(owner) || ts.isVariableDeclaration(owner) || ts.isParameter(owner) ? sourceOf(owner) : undefined;
  if (!whole || !ts.isArrayBindingPattern(pattern)) return whole;
  const all = unwrap(whole);
  const list = ts.isCallExpression(all) && all.expression.getText() === "Promise.all" ? all.arguments[0] : undefined;
  return list && ts.isArrayLiteralExpression(list) ? list.elements[pattern.elements.indexOf(declaration)] : whole;
}

/** Whether a value is (part of) what a document reader answered: through reads of its fields, `??`, and the names it was put in. */
function readsDocument(node: ts.Expression, depth = 0): boolean {
  if (depth > 12) return false;
  const next = (e: ts.Expression | undefined) => e !== undefined && readsDocument(e, depth + 1);
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return next(node.expression);
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return next(node.expression);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) return next(node.left);
  if (ts.isCallExpression(node))
    return (
      readsDocumentHere(node) ||
      (ts.isPropertyAccessExpression(node.expression) && ["then", "catch", "json"].includes(node.expression.name.text) && next(node.expression.expression))
    );
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node, node.text);
    return declaration !== undefined && next(sourceOf(declaration));
  }
  return false;
}

/** Every `as`/`<T>` cast of a site's document as read (`getDocument(…).data as SiteFacts`, `docs.site as SiteFacts`): `file:line: text`. */
export function documentCasts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (cast && !(ts.isTypeReferenceNode(node.type) && node.type.getText() === "const") && readsDocument(node.expression))
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().replace(/\s+/g, " ").slice(0, 120)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A public page's own data, written into the same HTML by the same build's server:
 * not stored, queued or another system's, and a schema would put zod on every public
 * page (docs/decisions/092).
 */
const JSON_CAST_EXEMPT = ["web/pages/hydrate-public.tsx"];

/** The comment part of a line: from `//` (outside a string's start) or a block comment's line. */
function commentOf(line: string): string | undefined {
  const trimmed = line.trim();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*")) return trimmed;
  const at = line.search(/(^|[^:"'`])\/\//);
  return at >= 0 ? line.slice(at) : undefined;
}

/** "issue 5", "Issue 28 point 3", "issues #6": a comment that sends the reader to a tracker. */
export const citesIssue = (line: string) => /\bissues? ?#?\d+/i.test(commentOf(line) ?? "");

/** Production code: not tests, not declarations, not the test support. */
const production = sources.filter(
  (file) => /^(server|web|contracts|scripts)\//.test(file) && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(file) && !file.startsWith("server/test/"),
);

const IMPORT_OR_REEXPORT = /^import\b|^export\s+(type\s+)?(\*|\{[^}]*\}?\s*$|\{[^}]*\}\s*(from\b|;))/;
const STATEMENT_END = /;\s*$|\bfrom\s+["'][^"']+["'];?\s*$|^import\s+["'][^"']+["'];?\s*$/;
const isComment = (line: string | undefined) => /^\s*(\/\/|\/\*)/.test(line ?? "");

/** Whether the file's first statement other than imports and re-exports comes after a comment (or the file starts with one). */
export function opensWithComment(text: string): boolean {
  const lines = text.split("\n");
  let i = lines[0]?.startsWith("#!") ? 1 : 0;
  const skipBlank = () => {
    while (i < lines.length && lines[i]!.trim() === "") i++;
  };
  skipBlank();
  if (isComment(lines[i])) return true;
  while (i < lines.length && IMPORT_OR_REEXPORT.test(lines[i]!)) {
    while (i < lines.length && !STATEMENT_END.test(lines[i]!)) i++;
    i++;
    skipBlank();
  }
  return isComment(lines[i]);
}

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

  it("casts no parsed JSON in server, web and contracts: it is parsed by its schema", () => {
    const found = sources
      .filter((file) => /^(server|web|contracts)\/.*\.tsx?$/.test(file) && !file.startsWith("server/db/migrations/") && !JSON_CAST_EXEMPT.includes(file))
      .map((file) => ({ file, text: fs.readFileSync(file, "utf8") }))
      // Only files that read JSON at all are parsed (the parse costs time).
      .filter(({ text }) => /JSON\.parse|\.json\s*[<(]/.test(text))
      .flatMap(({ file, text }) => jsonCasts(file, text));
    expect(found).toEqual([]);
  });

  it("casts no site document as read in server, web and contracts: it is read by its key's schema", () => {
    const found = sources
      .filter((file) => /^(server|web|contracts)\/.*\.tsx?$/.test(file) && !file.startsWith("server/db/migrations/"))
      .map((file) => ({ file, text: fs.readFileSync(file, "utf8") }))
      // Only files that read a document at all are parsed.
      .filter(({ text }) => /Documents?\b|\/api\/content\/documents/.test(text))
      .flatMap(({ file, text }) => documentCasts(file, text));
    expect(found).toEqual([]);
  });

  it("counts each way of casting a site document as read", () => {
    const text = [
      "const a = (await getDocument(db, 'site'))?.data as SiteFacts;",
      "const site = await getDocument(app.db, 'site');",
      "const b = (site?.data as SiteFacts | undefined)?.name;",
      "const c = sampleFacts(site.data as never);",
      "const [docs, courses] = await Promise.all([allDocuments(db), listCourses(db)]);",
      "const d = docs.site as SiteFacts;",
      "const e = (docs.trainers as Trainers | undefined) ?? [];",
      "const f = <Trainers>docs.trainers;",
      "const g = loadDocument(key).then(({ data: d }) => ({ ...d, data: d.data as T }));",
      "const h = (await get('/api/content/documents/site', token)).json().data.data as SiteFacts;",
      "const fine = courses[0] as Course;",
      "const typed = (await readDocument(db, 'site')).name;",
    ].join("\n");
    expect(documentCasts("x.ts", text).map((line) => line.split(":")[1])).toEqual(["1", "3", "4", "6", "7", "8", "9", "10"]);
  });

  it("counts each way of casting parsed JSON", () => {
    const text = [
      "const a = JSON.parse(s) as A;",
      "const b = (await res.json()) as B;",
      "const c = res.json() as C;",
      "const d = (await res.json().catch(() => null)) as D;",
      "const e = <E>JSON.parse(s);",
      "const f = res.json<F>();",
      "const g = (JSON.parse(s) as { x?: number }).x;",
      "const ok: unknown = JSON.parse(s);",
      "const fine = schema.parse(await res.json());",
    ].join("\n");
    expect(jsonCasts("x.ts", text).map((line) => line.split(":")[1])).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
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

  it("opens every production file with a comment saying what it is for", () => {
    expect(opensWithComment('// The intake.\nimport { z } from "zod";\nexport const a = 1;\n')).toBe(true);
    expect(opensWithComment('import {\n  a,\n  b,\n} from "x";\nexport { c } from "y";\n\n// Why this file is here.\nexport const d = 1;\n')).toBe(true);
    expect(opensWithComment('import { z } from "zod";\n\nexport const a = 1;\n')).toBe(false);
    expect(opensWithComment("export const a = 1; // a trailing remark is not a header\n")).toBe(false);
    expect(production).toContain("server/app.ts");
    expect(production).not.toContain("server/test/app.ts");
    expect(production.filter((file) => !opensWithComment(fs.readFileSync(file, "utf8")))).toEqual([]);
  });
});
