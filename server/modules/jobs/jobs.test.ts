import { describe, expect, it } from "vitest";
import { z } from "#contracts/zod";
import type { Db } from "#server/db/types";
import { testDatabases } from "#server/test/databases";
import { unique } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { enqueueJob } from "./repository";
import { FinalJobError, type JobHandler, JobRunner } from "./runner";

// The one runner of background work (docs/decisions/085), on both databases with
// two servers' connections to one database: each test's runners are real runners
// on those connections, with a clock the test drives for leases and back-off.

const LEASE_MS = 1_000;

/** A promise the test resolves when it chooses. */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(testDatabases)("the jobs runner on $name", (database) => {
  const t = useTwoApps(database);
  const clock = { now: Date.parse("2026-12-01T10:00:00.000Z") };
  /** A runner of this server's connection; polls only when kicked (its poll is an hour). */
  const runner = (i: 0 | 1) => {
    const r = new JobRunner(t.apps[i].db, t.apps[i].log, { pollMs: 3_600_000, now: () => clock.now });
    r.start();
    return r;
  };
  /** A kind whose payload is the job's key (text). */
  const handler = (run: JobHandler<string>["run"], extra: Partial<JobHandler<string>> = {}): JobHandler<string> => ({
    payload: z.string(),
    run,
    retry: { baseMs: 1_000, maxMs: 60_000 },
    leaseMs: LEASE_MS,
    ...extra,
  });
  const jobOf = (db: Db, kind: string, key: string) =>
    db.selectFrom("jobs").selectAll().where("kind", "=", kind).where("key", "=", key).executeTakeFirstOrThrow();
  const queue = (kind: string, key: string, lane: string | null = null, payload = key) =>
    enqueueJob(t.apps[0].db, { kind, key, lane, payload }, clock.now, clock.now);

  it("queues one job per kind and key, however often it is asked", async () => {
    const kind = unique("once-");
    expect(await queue(kind, "a")).toBe(true);
    expect(await queue(kind, "a")).toBe(false);
    expect(await queue(kind, "b")).toBe(true);
    const rows = await t.apps[1].db.selectFrom("jobs").select(["key", "status"]).where("kind", "=", kind).orderBy("id").execute();
    expect(rows).toEqual([
      { key: "a", status: "queued" },
      { key: "b", status: "queued" },
    ]);
  });

  it("lets another runner take over an expired lease, and refuses the late holder's outcome", { timeout: 60_000 }, async () => {
    const [a, b] = [runner(0), runner(1)];
    const kind = unique("lease-");
    const started: string[] = [];
    const recorded: string[] = [];
    const gates = { a: gate(), b: gate() };
    for (const [name, r] of [["a", a] as const, ["b", b] as const])
      r.register(
        kind,
        handler(async () => {
          started.push(name);
          await gates[name].promise;
          return { write: async () => void recorded.push(name) };
        }),
      );
    try {
      await queue(kind, "slow");
      const aDone = a.kick();
      await until("runner a to start the job", () => started.includes("a"));
      // Not yet expired: the other runner leaves it alone.
      clock.now += LEASE_MS - 1;
      await b.kick();
      expect(started).toEqual(["a"]);
      // Expired while a is still at it: b takes it over.
      clock.now += 2;
      const bDone = b.kick();
      await until("runner b to take the job over", () => started.includes("b"));
      const held = await jobOf(t.apps[0].db, kind, "slow");
      // a's work ends first: its "done" (and what it would write with it) is refused, b keeps the job.
      gates.a.resolve();
      await aDone;
      expect(recorded).toEqual([]);
      expect(await jobOf(t.apps[0].db, kind, "slow")).toMatchObject({ status: "running", lease_token: held.lease_token });
      gates.b.resolve();
      await bDone;
      expect(recorded).toEqual(["b"]);
      const job = await jobOf(t.apps[0].db, kind, "slow");
      expect([job.status, Number(job.attempts), job.lease_token]).toEqual(["done", 2, null]);
    } finally {
      gates.a.resolve();
      gates.b.resolve();
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("backs off after a failure, gives up after maxAttempts, and at once on a final error", async () => {
    const r = runner(0);
    const kind = unique("retry-");
    const tries: number[] = [];
    r.register(
      kind,
      handler(
        async (payload, job) => {
          tries.push(job.attempts);
          if (payload === "final") throw new FinalJobError("No later attempt can change this");
          throw new Error(`Attempt ${job.attempts} failed`);
        },
        { retry: { baseMs: 1_000, maxMs: 1_500, maxAttempts: 3 } },
      ),
    );
    try {
      await queue(kind, "flaky");
      const start = clock.now;
      await r.kick();
      let job = await jobOf(t.apps[0].db, kind, "flaky");
      expect([job.status, Number(job.attempts), job.last_error, job.run_at]).toEqual(["queued", 1, "Attempt 1 failed", new Date(start + 1_000).toISOString()]);
      // Not due yet: nothing runs.
      clock.now = start + 999;
      await r.kick();
      expect(tries).toEqual([1]);
      clock.now = start + 1_000;
      await r.kick();
      job = await jobOf(t.apps[0].db, kind, "flaky");
      // Doubled, capped at maxMs.
      expect([job.status, Number(job.attempts), job.run_at]).toEqual(["queued", 2, new Date(clock.now + 1_500).toISOString()]);
      clock.now += 1_500;
      await r.kick();
      job = await jobOf(t.apps[0].db, kind, "flaky");
      expect([job.status, Number(job.attempts), job.last_error]).toEqual(["failed", 3, "Attempt 3 failed"]);
      clock.now += 3_600_000;
      await r.kick();
      expect(tries).toEqual([1, 2, 3]);

      await queue(kind, "final", null, "final");
      await r.kick();
      job = await jobOf(t.apps[0].db, kind, "final");
      expect([job.status, Number(job.attempts), job.last_error]).toEqual(["failed", 1, "No later attempt can change this"]);
    } finally {
      await r.stop();
    }
  });

  it("sets aside a job whose payload cannot be read, without running it", async () => {
    const r = runner(1);
    const kind = unique("dead-");
    const ran: unknown[] = [];
    r.register(kind, {
      payload: z.object({ n: z.number() }),
      run: async (p) => void ran.push(p),
      retry: { baseMs: 1_000, maxMs: 60_000 },
      leaseMs: LEASE_MS,
    });
    try {
      await queue(kind, "bad", null, "not an object");
      await r.kick();
      const job = await jobOf(t.apps[0].db, kind, "bad");
      expect(job.status).toBe("dead");
      expect(job.last_error).toMatch(/^Its stored payload could not be read: payload: /);
      expect(ran).toEqual([]);
    } finally {
      await r.stop();
    }
  });

  it("keeps order within a lane while other lanes go on", async () => {
    const r = runner(0);
    const kind = unique("lane-");
    const order: string[] = [];
    const { promise: held, resolve: release } = gate();
    let failFirst = true;
    r.register(
      kind,
      handler(async (key) => {
        order.push(`start ${key}`);
        if (key === "x1") {
          await held;
          if (failFirst) {
            failFirst = false;
            throw new Error("x1 failed once");
          }
        }
        order.push(`end ${key}`);
      }),
    );
    try {
      for (const [key, lane] of [
        ["x1", "lead:x"],
        ["x2", "lead:x"],
        ["y1", "lead:y"],
        ["x3", "lead:x"],
        ["free", null],
      ] as const)
        await queue(kind, key, lane);
      const first = r.kick();
      await until("x1 to start and the other lanes to finish", () => order.includes("start x1") && order.includes("end y1") && order.includes("end free"));
      // x1 is running: x2 and x3 wait, though they are due.
      expect(order).not.toContain("start x2");
      release();
      await first;
      // x1 failed and waits for its retry: its lane still waits with it.
      expect(order).not.toContain("start x2");
      clock.now += 1_000;
      await r.kick();
      const lane = order.filter((o) => /x\d/.test(o));
      expect(lane).toEqual(["start x1", "start x1", "end x1", "start x2", "end x2", "start x3", "end x3"]);
    } finally {
      release();
      await r.stop();
    }
  });

  it("runs no more of a kind at once than its limit, and other kinds beside it", async () => {
    const r = runner(0);
    const [slow, quick] = [unique("slow-"), unique("quick-")];
    let inFlight = 0;
    let most = 0;
    const { promise: held, resolve: release } = gate();
    const ran: string[] = [];
    r.register(
      slow,
      handler(
        async () => {
          most = Math.max(most, ++inFlight);
          await held;
          inFlight--;
        },
        { concurrency: 2 },
      ),
    );
    r.register(
      quick,
      handler(async (key) => void ran.push(key)),
    );
    try {
      for (let i = 0; i < 6; i++) await queue(slow, `s${i}`);
      for (let i = 0; i < 3; i++) await queue(quick, `q${i}`);
      const done = r.kick();
      await until("the other kind's jobs to run beside the slow ones", () => ran.length === 3);
      expect(inFlight).toBe(2);
      release();
      await done;
      expect(most).toBe(2);
      const left = await t.apps[0].db.selectFrom("jobs").select("status").where("kind", "=", slow).where("status", "!=", "done").execute();
      expect(left).toEqual([]);
    } finally {
      release();
      await r.stop();
    }
  });

  it("two runners on one database never run one job twice, and each job runs once", { timeout: 60_000 }, async () => {
    const runners = [runner(0), runner(1)];
    const kind = unique("pair-");
    const running = new Set<string>();
    const runs: string[] = [];
    const overlaps: string[] = [];
    runners.forEach((r) =>
      r.register(
        kind,
        handler(
          async (key) => {
            if (running.has(key)) overlaps.push(key);
            running.add(key);
            runs.push(key);
            await new Promise((resolve) => setImmediate(resolve));
            running.delete(key);
          },
          { leaseMs: 600_000 },
        ),
      ),
    );
    try {
      const keys = Array.from({ length: 60 }, (_, i) => `job-${i}`);
      for (const key of keys) await queue(kind, key, null);
      await Promise.all([runners[0]!.kick(), runners[1]!.kick(), runners[0]!.kick(), runners[1]!.kick()]);
      expect(overlaps).toEqual([]);
      expect(runs.sort()).toEqual(keys.sort());
      const done = await t.apps[1].db.selectFrom("jobs").select(["status", "attempts"]).where("kind", "=", kind).execute();
      expect(done.every((j) => j.status === "done" && Number(j.attempts) === 1)).toBe(true);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
  });
});
