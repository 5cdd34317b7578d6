// Types of test-report.mjs (plain JavaScript, so `npm test` runs without a compile step).
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on their retry. */
  flaky: string[];
}
export function vitestCounts(report: unknown): Counts;
export function playwrightCounts(report: unknown): Counts;
export function addCounts(...all: Counts[]): Counts;
export function summary(counts: Counts, failedSteps: string[]): { lines: string[]; ok: boolean };
