import fs from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";

// One server-wide limit on open connections (docs/decisions/057). Without it a
// flood of slow connections from many addresses used every file descriptor the
// process had: new connections then failed to be accepted (EMFILE) and nobody,
// not even a health check, was answered until the flood's requests timed out.

/** Where /proc cannot be read (not Linux): the usual soft limit, the cautious guess. */
export const FALLBACK_OPEN_FILES = 1024;
/** Descriptors kept for everything but visitors' sockets: the database, logs, spool, backups, outgoing calls. */
export const RESERVED_FILES = 128;
/** Bounds of the derived limit: at least a few visitors, and not more than memory should hold. */
const FEWEST = 16;
const MOST = 65_536;

/**
 * The open-files limit (RLIMIT_NOFILE, the soft one) the process runs with, as
 * /proc/self/limits states it ("unlimited": Infinity); null when it cannot be read.
 * Node raises the soft limit to the hard one as it starts, so this is after that.
 */
export function openFilesLimit(limitsText: () => string = () => fs.readFileSync("/proc/self/limits", "utf8")): number | null {
  let text: string;
  try {
    text = limitsText();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  if (soft === "unlimited") return Infinity;
  const files = Number(soft);
  return Number.isInteger(files) && files > 0 ? files : null;
}

/**
 * MAX_CONNECTIONS when not configured: half of what is left after the reserve,
 * because a connection being sent a file (an asset, a photo) holds that file open
 * too. 1024 open files give 448 connections; 20,000 give 9,936.
 */
export function connectionBudget(openFiles: number | null): number {
  const files = openFiles ?? FALLBACK_OPEN_FILES;
  return Math.max(FEWEST, Math.min(MOST, Math.floor((files - RESERVED_FILES) / 2)));
}

/** A warning per minute at most while the limit is being hit, with how many were closed. */
const WARN_EVERY_MS = 60_000;

/**
 * At most `max` open connections. At the limit a new connection closes the one
 * that has waited longest without a complete request (its head or body still
 * arriving, or idle between requests), so a new visitor is still served while
 * slow clients hold the rest; a connection whose request is complete and being
 * answered is never closed. Only when every connection is busy is the new one refused.
 */
export function limitOpenConnections(server: Server, max: number, log?: FastifyBaseLogger) {
  // Insertion order is waiting order: a connection moves to the end when it becomes idle again.
  const open = new Map<Socket, { request?: IncomingMessage }>();
  let closed = 0;
  let warnedAt = -Infinity;

  const oldestWaiting = () => {
    for (const [socket, state] of open) if (!state.request?.complete) return socket;
    return undefined;
  };

  server.on("connection", (socket: Socket) => {
    // Already refused by the per-address cap.
    if (socket.destroyed) return;
    if (open.size >= max) {
      const victim = oldestWaiting() ?? socket;
      open.delete(victim);
      victim.destroy();
      closed++;
      if (Date.now() - warnedAt >= WARN_EVERY_MS) {
        warnedAt = Date.now();
        log?.warn({ maxConnections: max, closed }, "connection limit reached: closing the connections that wait longest without a complete request");
        closed = 0;
      }
      if (victim === socket) return;
    }
    open.set(socket, {});
    socket.once("close", () => open.delete(socket));
  });

  server.on("request", (request: IncomingMessage, response) => {
    const socket = request.socket;
    const state = open.get(socket);
    if (!state) return;
    state.request = request;
    response.once("close", () => {
      if (state.request !== request || !open.has(socket)) return;
      state.request = undefined;
      open.delete(socket);
      open.set(socket, state);
    });
  });
}
