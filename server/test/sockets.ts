import http from "node:http";
import net from "node:net";
import type { FastifyInstance } from "fastify";

// Clients over real sockets for the tests of connection limits and time-outs:
// slow ones that send part of a request and keep the socket open, and plain
// requests from a chosen loopback address (127.0.0.2, 127.0.0.3, … are all
// loopback on Linux), each on a connection of its own.

/** A request's headers (with `headers` added) and the start of its 200-byte body, then nothing more: a stalled upload. */
export const stalledUpload = (headers: Record<string, string> = {}) =>
  [
    "POST /api/enquiries HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    "Content-Length: 200",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    '{"form":',
  ].join("\r\n");

/** The start of a request's head, never finished: a slow-headers client. */
export const SLOW_HEAD = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow";

export interface SlowClient {
  socket: net.Socket;
  /** Resolves once connected (the bytes are written then). */
  connected: Promise<void>;
  /** Resolves with the time the socket closed. */
  closed: Promise<number>;
  isClosed: () => boolean;
  /** Everything the server sent. */
  received: () => string;
}

/** Connects from `localAddress`, writes `send` and keeps the socket open. */
export function slowClient(port: number, send: string, localAddress = "127.0.0.1"): SlowClient {
  const socket = net.connect({ host: "127.0.0.1", port, localAddress });
  let received = "";
  let isClosed = false;
  socket.on("data", (d) => (received += d));
  socket.on("error", () => {});
  const connected = new Promise<void>((resolve) => socket.on("connect", resolve));
  const closed = new Promise<number>((resolve) =>
    socket.on("close", () => {
      isClosed = true;
      resolve(Date.now());
    }),
  );
  socket.on("connect", () => socket.write(send));
  return { socket, connected, closed, isClosed: () => isClosed, received: () => received };
}

/** A stalledUpload from `localAddress`. */
export const stalledRequest = (port: number, localAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  slowClient(port, stalledUpload(headers), localAddress);

/** A request from `localAddress` on a new connection (closed after the answer). */
export function requestFrom(
  port: number,
  path: string,
  localAddress: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, localAddress, agent: false, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A GET /healthz from `localAddress`: its status. */
export const healthFrom = (port: number, localAddress: string) => requestFrom(port, "/healthz", localAddress).then((r) => r.status);

/** Has an in-process test server listen on a free loopback port and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as net.AddressInfo).port;
}

/** How many connections the server holds open now. */
export const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) => app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))));
