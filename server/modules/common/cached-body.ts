import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Default of PUBLIC_LIST_CACHE_MS (docs/decisions/006-public-list-cache.md): the
 * longest a process serves a cached public list without asking the database again,
 * so a write made by another process (or straight in the database) shows within it.
 */
export const PUBLIC_LIST_CACHE_MS = 5_000;

type Encoding = "br" | "gzip";

interface Entry {
  /** The JSON answer exactly as sent without content coding. */
  body: Buffer;
  /** Strong validator of `body`; each content coding gets its own (`"…-br"`). */
  etag: string;
  /** performance.now() after which the entry is no longer served. */
  expiresAt: number;
  /** Compressed copies, made once per body and encoding when first asked for. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Made once per body, off the main thread: the smallest output is worth the time.
const compress = (encoding: Encoding, body: Buffer) =>
  encoding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });

/**
 * The coding to answer with: the highest q-value among br and gzip, br on a tie;
 * `*` and `x-gzip` count as gzip (as @fastify/compress reads them); q=0 refuses.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | "identity" {
  const text = (Array.isArray(header) ? header.join(",") : (header ?? "")).toLowerCase();
  let best: Encoding | "identity" = "identity";
  let bestQ = 0;
  for (const part of text.split(",")) {
    const [rawName = "", ...params] = part.split(";").map((s) => s.trim());
    const name = rawName === "*" || rawName === "x-gzip" ? "gzip" : rawName;
    if (name !== "br" && name !== "gzip") continue;
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/, ""));
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && name === "br")) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

/** If-None-Match holds `etag` (weak comparison, as RFC 9110 asks for GET) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

export interface CachedBody {
  /** Answers GET with the cached JSON: 304 to a matching If-None-Match, else the (compressed) bytes. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Drops the cached body; call after every write that changes what `load` returns. */
  invalidate(): void;
}

/**
 * An in-process cache of one JSON answer that is the same for every visitor (a
 * public list): serialised once, kept as bytes with a strong ETag and compressed
 * copies. It is dropped by `invalidate()` and expires after `ttlMs` so writes made
 * elsewhere show within that time. Concurrent misses share one `load()`; a failed
 * load is not kept (the next request tries again).
 */
export function cachedBody(options: { ttlMs: number; load: () => Promise<unknown> }): CachedBody {
  let entry: Entry | undefined;
  let flight: Promise<Entry> | undefined;
  // Bumped by invalidate(): a load that started before a write never stores its result.
  let generation = 0;

  function refresh(): Promise<Entry> {
    const started = generation;
    const startedAt = performance.now();
    const current: Promise<Entry> = options
      .load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
        // Counted from before the query, so no answer is older than ttlMs.
        const expiresAt = startedAt + options.ttlMs;
        // The same bytes as before (nothing changed): keep their compressed copies.
        const next: Entry = entry?.etag === etag ? { ...entry, expiresAt } : { body, etag, expiresAt, encoded: {} };
        if (started === generation) entry = next;
        return next;
      })
      .finally(() => {
        if (flight === current) flight = undefined;
      });
    flight = current;
    return current;
  }

  async function get(): Promise<Entry> {
    if (entry && performance.now() < entry.expiresAt) return entry;
    return flight ?? refresh();
  }

  async function encoded(e: Entry, encoding: Encoding): Promise<Buffer> {
    const pending = (e.encoded[encoding] ??= compress(encoding, e.body));
    try {
      return await pending;
    } catch (err) {
      if (e.encoded[encoding] === pending) delete e.encoded[encoding];
      throw err;
    }
  }

  return {
    async send(request, reply) {
      const e = await get();
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      const etag = encoding === "identity" ? e.etag : `${e.etag.slice(0, -1)}-${encoding}"`;
      // Browsers revalidate every time; the answer to that is a 304 without a body.
      reply.header("ETag", etag).header("Vary", "Accept-Encoding").header("Cache-Control", "no-cache");
      if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
      reply.type("application/json; charset=utf-8");
      if (encoding === "identity") return reply.send(e.body);
      // Content-Encoding set: @fastify/compress leaves the bytes alone.
      const bytes = await encoded(e, encoding);
      return reply.header("Content-Encoding", encoding).send(bytes);
    },
    invalidate() {
      generation++;
      entry = undefined;
      flight = undefined;
    },
  };
}
