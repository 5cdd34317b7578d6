import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * Time limits for receiving a request. Fastify leaves the whole-request time-out
 * off, so a client that sends headers and then stalls its body held a socket for
 * ever; thousands of those took the site offline. Node closes such a request with
 * 408 once `requestTimeout` has passed, checking every `connectionsCheckingInterval`.
 * The head (request line and headers) has a shorter limit of its own: a browser
 * sends it in one go, only a slow-headers attack takes seconds (docs/decisions/057).
 */
export function requestTimeouts(requestTimeoutMs: number, headersTimeoutMs: number) {
  // Node refuses a head limit longer than the whole request's.
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    // Sockets with no bytes either way (a client that stopped reading its answer)
    // close too; later than requestTimeout, so a stalled request first hears 408.
    connectionTimeout: requestTimeoutMs * 2,
    http: {
      headersTimeout,
      // Node checks every 30 s by default: a stalled request could live 30 s past its limit.
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * At most `max` open connections per client address (0: no cap). Time-outs alone
 * still let one address hold thousands of sockets for their whole time-out; this
 * keeps one address from starving everyone else. Counted on the socket's own
 * address, so connections from our own proxies (`fromProxy`) are not counted here:
 * every visitor behind a proxy shares its address, and capping it would starve
 * them all. Their clients are capped per request by capRequestsPerClient.
 */
export function capConnectionsPerAddress(server: Server, max: number, fromProxy: (address: string) => boolean) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    if (fromProxy(address)) return;
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

export const TOO_MANY_IN_PROGRESS = "Too many requests in progress from your address. Wait for them to finish and try again.";

/**
 * At most `max` requests in progress per client address, the address every limit
 * reads (`request.ip`, past our proxies: docs/decisions/057). Behind a proxy each
 * request in progress is a connection from the proxy, so this is the connection
 * cap per visitor there; without one, capConnectionsPerAddress holds first.
 */
export function capRequestsPerClient(app: FastifyInstance, max: number) {
  if (max <= 0) return;
  const inProgress = new Map<string, number>();
  app.addHook("onRequest", async (request, reply) => {
    const client = request.ip;
    const count = (inProgress.get(client) ?? 0) + 1;
    if (count > max) return reply.status(429).send({ success: false, message: TOO_MANY_IN_PROGRESS });
    inProgress.set(client, count);
    // A response's close comes once, whether it was sent or the client went away.
    reply.raw.once("close", () => {
      const left = (inProgress.get(client) ?? 1) - 1;
      if (left > 0) inProgress.set(client, left);
      else inProgress.delete(client);
    });
  });
}
