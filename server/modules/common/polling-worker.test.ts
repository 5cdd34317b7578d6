import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PollingTask, runWhileUp } from "./polling-worker";

// The loop behind the periodic tasks: the enquiry spool, the staff digest, backups
// and reminders. The clock is driven (only the interval is faked, so promises and
// Fastify's own start-up run as usual); rounds end when the test says so.

const EVERY_MS = 1000;

/** A worker whose rounds wait until the test ends them, counting how many began. */
function controlledWorker(options: { atStart?: boolean; fail?: boolean } = {}) {
  const lines: { msg: string; err?: unknown }[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  const endings: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  const worker = new PollingTask({ everyMs: EVERY_MS, atStart: options.atStart, log: app.log, failure: "test worker: round failed" }, (stopping) => {
    signals.push(stopping);
    return new Promise<void>((resolve, reject) => endings.push(() => (options.fail ? reject(new Error("round broke")) : resolve())));
  });
  return {
    app,
    worker,
    lines,
    signals,
    started: () => endings.length,
    /** Ends the round in progress (the latest one begun). */
    endRound: () => endings[endings.length - 1]!(),
  };
}

/** Lets every promise that can settle now settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a polling worker", () => {
  it("runs a round at start and one per interval, never two at once", async () => {
    const w = controlledWorker();
    w.worker.start();
    expect(w.started()).toBe(1);
    // Three ticks while the first round is still going: none overlaps it.
    await vi.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(w.started()).toBe(1);
    // The ticks asked for work meanwhile: exactly one more round follows.
    w.endRound();
    await vi.waitFor(() => expect(w.started()).toBe(2));
    w.endRound();
    await settle();
    expect(w.started()).toBe(2);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(w.started()).toBe(3);
    w.endRound();
    await w.worker.stop();
  });

  it("waits for the first tick when told not to run at start", async () => {
    const w = controlledWorker({ atStart: false });
    w.worker.start();
    await settle();
    expect(w.started()).toBe(0);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(w.started()).toBe(1);
    w.endRound();
    await w.worker.stop();
  });

  it("answers a kick once a round that began after it has ended", async () => {
    const w = controlledWorker();
    w.worker.start();
    let done = false;
    // Work arrives while the first round runs; that round may have looked already.
    const triggered = w.worker.kick().then(() => (done = true));
    w.endRound();
    await vi.waitFor(() => expect(w.started()).toBe(2));
    expect(done).toBe(false);
    w.endRound();
    await triggered;
    expect(w.started()).toBe(2);
    await w.worker.stop();
  });

  it("does nothing before start or after stop, and stop waits for the round in hand", async () => {
    const w = controlledWorker();
    await w.worker.kick();
    expect(w.started()).toBe(0);
    w.worker.start();
    let stopped = false;
    const stopping = w.worker.stop().then(() => (stopped = true));
    // The round in hand is told to finish up, and the stop waits for it.
    expect(w.signals[0]!.aborted).toBe(true);
    await settle();
    expect(stopped).toBe(false);
    w.endRound();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * EVERY_MS);
    await w.worker.kick();
    w.worker.start();
    expect(w.started()).toBe(1);
  });

  it("logs a failed round and carries on with the next", async () => {
    const w = controlledWorker({ fail: true });
    w.worker.start();
    w.endRound();
    await vi.waitFor(() => expect(w.lines.some((l) => l.msg === "test worker: round failed")).toBe(true));
    const failed = w.lines.find((l) => l.msg === "test worker: round failed") as { err: { message: string } };
    expect(failed.err.message).toBe("round broke");
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(w.started()).toBe(2);
    w.endRound();
    await w.worker.stop();
  });

  it("runs while the server is up: from ready until close, which waits for the round in hand", async () => {
    const w = controlledWorker();
    runWhileUp(w.app, w.worker);
    await vi.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(w.started()).toBe(0);
    await w.app.ready();
    expect(w.started()).toBe(1);
    let closed = false;
    const closing = w.app.close().then(() => (closed = true));
    await vi.waitFor(() => expect(w.signals[0]!.aborted).toBe(true));
    expect(closed).toBe(false);
    w.endRound();
    await closing;
    await vi.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(w.started()).toBe(1);
  });
});
