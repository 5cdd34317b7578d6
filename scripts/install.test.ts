import { spawnSync } from "node:child_process";
import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// The README promises `npm ci` / `npm install` on Node 20.19 or newer. These
// tests keep the lockfile and the dependencies' own engine ranges true to that.

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));

interface LockedPackage {
  version: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe("installing the project", () => {
  it("claims Node 20.19 or newer", () => {
    expect(pkg.engines.node).toBe(">=20.19");
  });

  // Optional packages (platform binaries, wasm fallbacks) are skipped by npm where
  // they do not fit; every other package must run on each Node line we support.
  it.each(["20.19.0", "22.20.0", "24.12.0"])("every required dependency accepts Node %s", (node) => {
    const refusing = Object.entries(lock.packages as Record<string, LockedPackage>)
      .filter(([name, p]) => name && !p.optional && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(node, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("has a lockfile that `npm ci` accepts", () => {
    const r = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], { encoding: "utf8", timeout: 120_000 });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  }, 130_000);
});
