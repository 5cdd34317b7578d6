import http from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for the external form provider, for tests only (third parties are
// faked by small local servers, never called for real). It records every
// POST and answers 200, or 503 to the next n after `failNext(n)`, or one status to
// every request after `always(status)`.

export interface FakeProvider {
  url: string;
  /** Every request received, accepted or not. */
  requests: URLSearchParams[];
  /** Bodies answered with 200: what the provider "stored". */
  accepted: URLSearchParams[];
  /** Answer the next n requests with 503. */
  failNext(n: number): void;
  /** Answer every request with this status until changed (null: back to normal). */
  always(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: URLSearchParams[] = [];
  const accepted: URLSearchParams[] = [];
  let failing = 0;
  let forced: number | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const okType = req.method === "POST" && (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
      requests.push(body);
      let status = okType ? 200 : 415;
      if (forced !== null) status = forced;
      else if (failing > 0) {
        failing--;
        status = 503;
      }
      if (status === 200) accepted.push(body);
      res.writeHead(status, { "content-type": "text/html" }).end(status === 200 ? "<p>Your response has been recorded.</p>" : "unavailable");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/forms/d/e/test/formResponse`,
    requests,
    accepted,
    failNext: (n) => void (failing = n),
    always: (status) => void (forced = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` holds (or fails the test after `ms`): no fixed sleeps. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = "condition") {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
