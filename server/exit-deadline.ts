import { Worker } from "node:worker_threads";

/** How much later than the graceful deadline the last-resort kill comes. */
const KILL_GRACE_MS = 2_000;

/**
 * The shutdown deadline (docs/decisions/037). At `ms` the process exits with
 * code 1 from a timer of its own; should anything block the event loop so that
 * this timer cannot run (a synchronous write to a pipe nobody reads, a busy
 * loop), a worker thread, which has its own event loop, kills the process
 * KILL_GRACE_MS later. A supervisor's stop therefore always ends the process.
 */
export function armExitDeadline(ms: number, beforeExit: () => void = () => {}) {
  const timer = setTimeout(() => {
    beforeExit();
    process.exit(1);
  }, ms);
  timer.unref();
  const watchdog = new Worker(`setTimeout(() => process.kill(process.pid, "SIGKILL"), ${Math.ceil(ms + KILL_GRACE_MS)});`, { eval: true });
  // The worker must not keep a finished process alive.
  watchdog.unref();
  return {
    disarm() {
      clearTimeout(timer);
      void watchdog.terminate();
    },
  };
}
