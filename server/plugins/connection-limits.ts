import type { Server } from "node:http";

/**
 * Time limits for receiving a request. Fastify leaves the whole-request time-out
 * off, so a client that sends headers and then stalls its body held a socket for
 * ever; thousands of those took the site offline. Node closes such a request with
 * 408 once `requestTimeout` has passed, checking every `connectionsCheckingInterval`.
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    // Sockets with no bytes either way (a client that stopped reading its answer)
    // close too; later than requestTimeout, so a stalled request first hears 408.
    connectionTimeout: requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(15_000, requestTimeoutMs),
      // Node checks every 30 s by default: a stalled request could live 30 s past its limit.
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

/**
 * At most `max` open connections per client address (0: no cap). Time-outs alone
 * still let one address hold thousands of sockets for their whole time-out; this
 * keeps one address from starving everyone else. Counted on the socket's own
 * address: behind a proxy every visitor shares the proxy's, so the cap is off by
 * default there (see config).
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
