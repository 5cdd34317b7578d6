import { describe, expect, it } from "vitest";
import { createDashboardQueryClient } from "./query-client";

// The dashboard's query cache (query-client.ts): a write's invalidation cancels a
// first read still on its way, so an answer asked before the write never shows
// after it (docs/decisions/058); a failed read is not asked again by itself.

/** A read whose answer the test gives when it wants. */
function pendingRead<T>() {
  let answer!: (value: T) => void;
  const started: AbortSignal[] = [];
  const read = ({ signal }: { signal: AbortSignal }) => {
    started.push(signal);
    return new Promise<T>((resolve) => (answer = resolve));
  };
  return { read, started, answer: (value: T) => answer(value) };
}

describe("Dashboard query client", () => {
  it("an invalidation cancels a first read in flight and reads afresh", async () => {
    const client = createDashboardQueryClient();
    const reads = pendingRead<string>();
    const observer = client.getQueryCache().build(client, { queryKey: ["rows"], queryFn: reads.read });
    const first = observer.fetch();
    first.catch(() => {}); // cancelled: its answer is dropped
    const invalidated = client.invalidateQueries({ queryKey: ["rows"] }, { throwOnError: false });
    await Promise.resolve();
    expect(reads.started[0]!.aborted).toBe(true);
    // The plain client would have kept the first read; this one starts a second when something shows the rows.
    const second = client.fetchQuery({ queryKey: ["rows"], queryFn: reads.read });
    reads.answer("after the write");
    expect(await second).toBe("after the write");
    await invalidated;
    expect(client.getQueryData(["rows"])).toBe("after the write");
  });

  it("a failed read is not retried by itself", async () => {
    const client = createDashboardQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ["failing"],
        queryFn: () => {
          calls++;
          throw new Error("down");
        },
      }),
    ).rejects.toThrow("down");
    expect(calls).toBe(1);
  });
});
