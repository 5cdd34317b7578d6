import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The module has one front door (docs/decisions/089): code outside
// server/modules/placement-outcomes imports its index only, never one of its
// files, so what other modules may call is what index.ts exports.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const HOME = "server/modules/placement-outcomes/";

function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** Where a file's imports point, resolved from the repository's root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => {
    const spec = m[1]!;
    if (spec.startsWith("#server/")) return `server/${spec.slice("#server/".length)}`;
    if (spec.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    return spec;
  });
}

describe("the placement outcomes module's front door", () => {
  it("is the only way in from outside the module", () => {
    const files = [...sources("server"), ...sources("web"), ...sources("scripts")].filter((f) => !f.startsWith(HOME));
    const inside = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(HOME) && target !== `${HOME}index` && target !== HOME.slice(0, -1))
        .map((target) => `${file} → ${target}`),
    );
    expect(inside).toEqual([]);
    // The check reads the right files: the server is built from the index.
    expect(importsOf("server/app.ts")).toContain("server/modules/placement-outcomes");
  });
});
