import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCounts, playwrightCounts, summary, vitestCounts } from "./test-report.mjs";

// A real Playwright run (no browser needed) of three tests: one passes, one fails
// on its first attempt only, one always fails. Its JSON report is what npm test reads.
function playwrightReport() {
  // Inside the project, so the spec finds @playwright/test in node_modules.
  fs.mkdirSync(".tmp", { recursive: true });
  const dir = fs.mkdtempSync(path.resolve(".tmp", "report-"));
  fs.writeFileSync(
    path.join(dir, "sample.spec.ts"),
    [
      'import { test, expect } from "@playwright/test";',
      'test("steady", () => expect(1).toBe(1));',
      'test("flaky once", ({}, info) => expect(info.retry).toBe(1));',
      'test("broken", () => expect(1).toBe(2));',
    ].join("\n"),
  );
  fs.writeFileSync(path.join(dir, "playwright.config.ts"), "export default { testDir: '.', retries: 1, workers: 1 };\n");
  const out = path.join(dir, "report.json");
  const cli = path.resolve("node_modules/@playwright/test/cli.js");
  const run = spawnSync(process.execPath, [cli, "test", "--config", path.join(dir, "playwright.config.ts"), "--reporter=json"], {
    cwd: dir,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(fs.existsSync(out), run.stderr).toBe(true);
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(dir, { recursive: true, force: true });
  return report;
}

describe("npm test's report", () => {
  it("counts a test that passed only on its retry as passed and names it as flaky; a real failure stays a failure", () => {
    const counts = playwrightCounts(playwrightReport());
    expect(counts).toMatchObject({ passed: 2, failed: 1, skipped: 0 });
    expect(counts.flaky).toHaveLength(1);
    expect(counts.flaky[0]).toMatch(/^flaky once \(sample\.spec\.ts:\d+\)$/);

    const { lines, ok } = summary(counts, []);
    expect(ok).toBe(false);
    expect(lines[0]).toMatch(/^Flaky: 1 test\(s\) failed once and passed on the retry/);
    expect(lines.at(-1)).toBe("2 passed, 1 failed, 0 skipped");
  }, 60_000);

  it("fails the run when a step failed even with no failed test, and reports both halves' counts", () => {
    const unit = vitestCounts({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 });
    const e2e = { passed: 5, failed: 0, skipped: 1, flaky: [] };
    const both = summary(addCounts(unit, e2e), ["Unit and API tests"]);
    expect(both.ok).toBe(false);
    expect(both.lines).toEqual(["Failed steps: Unit and API tests", "15 passed, 1 failed, 1 skipped"]);
    expect(summary(addCounts(e2e), ["Lint"]).ok).toBe(false);
    expect(summary(addCounts(e2e), []).ok).toBe(true);
  });
});
