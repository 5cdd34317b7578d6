import type { IncomingMessage } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { randomAddress } from "../test/staff-api";
import { useTestApp } from "../test/app";
import { testDatabases } from "../test/databases";
import { SLOW_HEAD, type SlowClient, healthFrom, listenOnLoopback, openConnections, requestFrom, slowClient, stalledRequest } from "../test/sockets";
import { until } from "../test/until";
import { connectionBudget, openFilesLimit } from "./connection-budget";
import { TOO_MANY_IN_PROGRESS } from "./connection-limits";

// Connection limits over real sockets, against the real server in-process
// (docs/decisions/057). Every client connects from a loopback address of its own
// choosing; every wait is on an event or a condition with a deadline.

const TEST_TIMEOUT_MS = 60_000;
/** A visitor's page or health check during a flood: the promise made to visitors. */
const ANSWER_WITHIN_MS = 2_000;

/** Opens `count` slow connections spread over `addresses` and waits until all are connected. */
async function flood(port: number, count: number, addresses: string[], send = SLOW_HEAD): Promise<SlowClient[]> {
  const clients = Array.from({ length: count }, (_, i) => slowClient(port, send, addresses[i % addresses.length]));
  await Promise.all(clients.map((c) => c.connected));
  return clients;
}

const loopbacks = (from: number, count: number) => Array.from({ length: count }, (_, i) => `127.0.0.${from + i}`);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await work();
  return { value, ms: Date.now() - start };
}

describe.each(testDatabases)("a flood of slow connections from many addresses on $name", (database) => {
  const MAX = 20;
  // Time-outs far off: only the connection limit may close anything here.
  const t = useTestApp(database, { MAX_CONNECTIONS: String(MAX), HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "120000" });
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(t.app);
  });

  it(
    "closes the connections waiting longest for their request, and another visitor is answered within 2 s",
    async () => {
      const clients: SlowClient[] = [];
      try {
        // The server's whole allowance, held by slow heads from four addresses.
        const first = await flood(port, MAX, loopbacks(2, 4));
        clients.push(...first);
        await until("the server to hold the first wave", async () => (await openConnections(t.app)) === MAX, 15_000);
        // A second wave from four more addresses: each one closes one of the first, oldest first.
        const second = await flood(port, MAX, loopbacks(6, 4));
        clients.push(...second);
        await until("the first wave to be closed", () => first.every((c) => c.isClosed()), 10_000);
        // Closed unanswered by the limit, not by a time-out's 408.
        expect(first.map((c) => c.received())).toEqual(first.map(() => ""));
        expect(second.filter((c) => c.isClosed())).toHaveLength(0);
        expect(await openConnections(t.app)).toBeLessThanOrEqual(MAX);

        // While a third wave arrives from four more addresses, a visitor from another one is served.
        const third = flood(port, MAX, loopbacks(10, 4)).then((c) => clients.push(...c));
        const visitor = "127.0.0.20";
        const health = await timed(() => healthFrom(port, visitor));
        expect(health.value).toBe(200);
        expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
        const ready = await timed(() => requestFrom(port, "/readyz", visitor));
        expect(ready.value.status).toBe(200);
        expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
        const reviews = await timed(() => requestFrom(port, "/api/reviews", visitor));
        expect(reviews.value.status).toBe(200);
        expect(reviews.ms).toBeLessThan(ANSWER_WITHIN_MS);
        await third;
        expect(await openConnections(t.app)).toBeLessThanOrEqual(MAX);
      } finally {
        for (const c of clients) c.socket.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe.each(testDatabases.slice(0, 1))("the request head's own time-out on $name", (database) => {
  const t = useTestApp(database, { HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "60000" });
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(t.app);
  });

  it(
    "closes a connection whose head is still arriving after HEADERS_TIMEOUT_MS, with 408, while an upload keeps its longer time",
    async () => {
      const openedAt = Date.now();
      const slowHead = slowClient(port, SLOW_HEAD, "127.0.0.2");
      const silent = slowClient(port, "", "127.0.0.3");
      const upload = stalledRequest(port, "127.0.0.4");
      try {
        const closedAt = await slowHead.closed;
        // 1 s plus Node's check interval; far below the old 15 s and the request's 60 s (room for a loaded machine).
        expect(closedAt - openedAt).toBeLessThan(8_000);
        expect(slowHead.received()).toMatch(/^HTTP\/1\.1 408/);
        // A connection that sends nothing at all is held no longer.
        expect((await silent.closed) - openedAt).toBeLessThan(8_000);
        // The upload sent its head in time: its body has the whole request time-out.
        expect(upload.isClosed()).toBe(false);
      } finally {
        for (const c of [slowHead, silent, upload]) c.socket.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe.each(testDatabases.slice(0, 1))("the per-address cap behind one proxy (TRUST_PROXY=1) on $name", (database) => {
  const t = useTestApp(database, { TRUST_PROXY: "1", CONNECTIONS_PER_ADDRESS: "3" });
  let port = 0;
  let requestsSeen = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(t.app);
    t.app.server.on("request", (request: IncomingMessage) => {
      if (request.url === "/api/enquiries") requestsSeen++;
    });
  });
  const client = (address: string) => ({ "X-Forwarded-For": `${randomAddress()}, ${address}` });

  it(
    "holds per client, whatever the client forges, and never starves the proxy's other visitors",
    async () => {
      // Three uploads from one client through the proxy, each forging a new left-most address.
      const stalled = Array.from({ length: 3 }, () => stalledRequest(port, "127.0.0.1", client("198.51.100.7")));
      try {
        await until("three uploads to reach the server", () => requestsSeen === 3, 15_000);
        const fourth = await requestFrom(port, "/api/enquiries", "127.0.0.1", {
          method: "POST",
          headers: { ...client("198.51.100.7"), "content-type": "application/json" },
          body: "{}",
        });
        expect(fourth.status).toBe(429);
        expect(JSON.parse(fourth.body)).toMatchObject({ success: false, message: TOO_MANY_IN_PROGRESS });
        // Another visitor through the same proxy (its fifth connection) is served.
        expect((await requestFrom(port, "/healthz", "127.0.0.1", { headers: client("198.51.100.8") })).status).toBe(200);
        expect(stalled.filter((s) => s.isClosed())).toHaveLength(0);
      } finally {
        for (const s of stalled) s.socket.destroy();
      }
      // Once its requests have ended, the client is served again.
      await until(
        "the client to be served again",
        async () => (await requestFrom(port, "/healthz", "127.0.0.1", { headers: client("198.51.100.7") })).status === 200,
      );
    },
    TEST_TIMEOUT_MS,
  );
});

describe.each(testDatabases.slice(0, 1))("the per-address cap with TRUST_PROXY as an address on $name", (database) => {
  const t = useTestApp(database, { TRUST_PROXY: "127.0.0.1", CONNECTIONS_PER_ADDRESS: "3" });
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(t.app);
  });

  it(
    "caps the sockets of an address that is not the proxy, and not the proxy's",
    async () => {
      const clients: SlowClient[] = [];
      try {
        const direct = await flood(port, 3, ["127.0.0.2"]);
        clients.push(...direct);
        await until("three connections held", async () => (await openConnections(t.app)) === 3, 15_000);
        const extra = slowClient(port, SLOW_HEAD, "127.0.0.2");
        clients.push(extra);
        await extra.closed;
        expect(extra.received()).toBe("");
        // Four slow heads through the proxy: its visitors are not capped by its socket address.
        const viaProxy = await flood(port, 4, ["127.0.0.1"]);
        clients.push(...viaProxy);
        expect((await requestFrom(port, "/healthz", "127.0.0.1", { headers: { "X-Forwarded-For": "203.0.113.5" } })).status).toBe(200);
        expect(viaProxy.filter((c) => c.isClosed())).toHaveLength(0);
      } finally {
        for (const c of clients) c.socket.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe("the server-wide limit derived from the open-files limit", () => {
  const limits = (soft: string) =>
    `Limit                     Soft Limit           Hard Limit           Units\nMax processes             63448                63448                processes\nMax open files            ${soft}                1048576              files\n`;

  it("reads the soft open-files limit the process runs with", () => {
    expect(openFilesLimit(() => limits("20000"))).toBe(20_000);
    expect(openFilesLimit(() => limits("unlimited"))).toBe(Infinity);
    expect(
      openFilesLimit(() => {
        throw new Error("ENOENT: no /proc here");
      }),
    ).toBeNull();
    expect(openFilesLimit(() => "garbage")).toBeNull();
    // This machine is Linux: the real file is read.
    expect(openFilesLimit()).toBeGreaterThan(0);
  });

  it("keeps room for the database, logs and files being sent, within bounds", () => {
    expect(connectionBudget(20_000)).toBe(9_936);
    expect(connectionBudget(1024)).toBe(448);
    // Unreadable: the usual default soft limit.
    expect(connectionBudget(null)).toBe(448);
    expect(connectionBudget(100)).toBe(16);
    expect(connectionBudget(Infinity)).toBe(65_536);
  });
});
