// Values the browser tests leave on the page's window (set in page.evaluate or
// an init script, read back later), typed once here instead of cast in each test.
export {};

declare global {
  interface Window {
    /** Layout shift summed by a PerformanceObserver (demo-first.spec). */
    shifts?: number;
    /** Layout shift summed by a PerformanceObserver (first-paint.spec). */
    shifted?: number;
    /** Content-Security-Policy violations seen (shell.spec). */
    cspViolations?: string[];
    /** Which Intl constructors the page called (real-content-budget.spec). */
    intlCalls?: string[];
    /** A flag that survives only while the page is not reloaded (hydration.spec). */
    stayed?: boolean;
    /** Set by an injected payload if it ever runs (xss.spec). */
    __xss?: number;
    /** Long tasks on the main thread (scripts/bench). */
    mainThread?: { longTasks: { start: number; duration: number }[] };
  }
}
