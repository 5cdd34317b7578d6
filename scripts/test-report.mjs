// How `npm test` (scripts/test.mjs) counts and reports: pure functions over the
// JSON reports of Vitest and Playwright, so the rules are tested on their own
// (scripts/test-report.test.ts).

/** Counts of one Vitest JSON report. */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    flaky: [],
  };
}

/**
 * Counts of one Playwright JSON report. A test that failed and then passed on
 * its retry counts as passed (it works) and is named in `flaky` (it is a bug to
 * fix), so a retry never hides it.
 */
export function playwrightCounts(report) {
  const s = report.stats ?? {};
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "flaky") flaky.push(`${[...titles, spec.title].filter(Boolean).join(" › ")} (${spec.file}:${spec.line})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, flaky };
}

/** Adds counts together. */
export function addCounts(...all) {
  return all.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped, flaky: [...sum.flaky, ...c.flaky] }),
    { passed: 0, failed: 0, skipped: 0, flaky: [] },
  );
}

/**
 * The closing lines and whether the run passed: it fails when any step failed or
 * any test failed. The last line is the plain "N passed, N failed, N skipped".
 */
export function summary(counts, failedSteps) {
  const lines = [];
  if (counts.flaky.length) {
    lines.push(`Flaky: ${counts.flaky.length} test(s) failed once and passed on the retry. Each is a bug to fix:`);
    for (const f of counts.flaky) lines.push(`  - ${f}`);
  }
  if (failedSteps.length) lines.push(`Failed steps: ${failedSteps.join("; ")}`);
  lines.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  return { lines, ok: failedSteps.length === 0 && counts.failed === 0 };
}
