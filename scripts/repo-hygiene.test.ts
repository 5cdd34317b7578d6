import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The product brief and the design notes this project started from are not in the
// repository, so a reference to them (or to their numbered sections) leads nowhere.
// Code and docs point at our own records in docs/decisions/ or say why in place.
const OUTSIDE_DOCS = ["SPEC", "DECISIONS", "ARCHITECTURE", "TOOLCHAIN"].map((name) => `${name}.md`);
// Their numbered sections and decisions: a section sign, or D and a number.
const SECTION_REFERENCE = /\u00a7|\bD(?:[1-9]|1[0-9])\b/;

const trackedFiles = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mjs", "*.js", "*.md", ".env.example"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => file && fs.existsSync(file));

describe("repository hygiene", () => {
  it("finds the tracked source and docs", () => {
    expect(trackedFiles).toContain("README.md");
    expect(trackedFiles).toContain("server/app.ts");
  });

  it("cites no document that is not in the repository", () => {
    const found: string[] = [];
    for (const file of trackedFiles) {
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (OUTSIDE_DOCS.some((doc) => line.includes(doc)) || SECTION_REFERENCE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("points only at decision records that exist", () => {
    const records = new Set(fs.readdirSync("docs/decisions").map((name) => name.slice(0, 3)));
    const dangling: string[] = [];
    for (const file of trackedFiles) {
      for (const [reference, number] of fs.readFileSync(file, "utf8").matchAll(/docs\/decisions\/(\d{3})/g)) {
        if (!records.has(number!)) dangling.push(`${file}: ${reference}`);
      }
    }
    expect(dangling).toEqual([]);
  });
});
