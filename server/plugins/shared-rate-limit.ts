import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/types";
import { nowIso } from "#server/modules/common/clock";

// The store of every per-address request limit (@fastify/rate-limit): counted in
// the database, so servers sharing it count the same requests and a visitor
// spread over several gets the limit once, not once per server. While the
// database cannot answer, each server counts in its own memory, so an outage
// never refuses an enquiry (docs/decisions/034, docs/decisions/083).

/** Expired rows are deleted at most this often per server; a request reuses its own row anyway. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** After the database failed a count, it is asked again no sooner than this (real time): one wait per outage, not one per request. */
const RETRY_DATABASE_AFTER_MS = 10_000;
/** Addresses the memory count keeps; past it the oldest windows are forgotten. */
const MEMORY_KEYS = 10_000;

export interface Hits {
  /** Requests in the window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** A fixed-window count in this process's memory: the count while the database is away. */
class MemoryCounts {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  hit(key: string, windowMs: number, at: number): Hits {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= at) {
      // Deleted and set again: the map stays in order of the windows' start.
      this.windows.delete(key);
      window = { hits: 0, endsAt: at + windowMs };
    }
    window.hits += 1;
    this.windows.set(key, window);
    if (this.windows.size > MEMORY_KEYS) this.windows.delete(this.windows.keys().next().value!);
    return { current: window.hits, ttl: window.endsAt - at };
  }
}

/** The counts of all limits of one server: the database's, this process's memory when it fails. */
export class SharedCounts {
  private readonly memory = new MemoryCounts();
  private lastPrune = -Infinity;
  /** performance.now() before which the database is not asked (it just failed). */
  private databaseAwayUntil = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts one request under `key`: one statement, atomic on SQLite and
   * PostgreSQL alike, so parallel requests on any number of servers each get
   * their own number. A window that has ended starts over at 1.
   */
  async hit(key: string, windowMs: number): Promise<Hits> {
    const at = this.now();
    // Counted in memory too, so an outage goes on from what this server saw.
    const inMemory = this.memory.hit(key, windowMs, at);
    if (performance.now() < this.databaseAwayUntil) return inMemory;
    const nowText = nowIso(at);
    try {
      const row = await this.db
        .insertInto("rate_limits")
        .values({ key, hits: 1, expires_at: nowIso(at + windowMs) })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => {
            const ended = eb("rate_limits.expires_at", "<=", nowText);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb("rate_limits.hits", "+", 1))
                .end(),
              expires_at: eb.case().when(ended).then(eb.ref("excluded.expires_at")).else(eb.ref("rate_limits.expires_at")).end(),
            };
          }),
        )
        .returning(["hits", "expires_at"])
        .executeTakeFirstOrThrow();
      this.prune(at);
      return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.expires_at) - at) };
    } catch (err) {
      this.databaseAwayUntil = performance.now() + RETRY_DATABASE_AFTER_MS;
      this.log.warn({ err }, "rate limits: the database did not count this request; this server counts in its own memory for now");
      return inMemory;
    }
  }

  /** Rows whose window has ended help no limit: deleted now and then, without holding up the request. */
  private prune(at: number) {
    if (at - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = at;
    this.db
      .deleteFrom("rate_limits")
      .where("expires_at", "<", nowIso(at))
      .execute()
      .catch((err: unknown) => this.log.warn({ err }, "rate limits: old counts not pruned; the next prune tries again"));
  }
}

/** What @fastify/rate-limit hands a store: a limit's options, with the route for a route's own limit. */
interface LimitOptions {
  /** The limit's name: every hook made with one name shares one count per address (and across servers). */
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The limit's name in the database: its groupId, else the route it guards (each route its own count, as in memory). */
function limitName(options: LimitOptions): string | undefined {
  if (options.groupId) return options.groupId;
  const { method, url } = options.routeInfo ?? {};
  return method && url ? `${String(method)} ${url}` : undefined;
}

/**
 * The `store` option of @fastify/rate-limit: a class, as the plugin wants it.
 * Every limit is a child made from a route's `config.rateLimit` (named by the
 * route) or from `app.rateLimit({ groupId, … })` (named by its groupId).
 */
export function sharedRateLimitStore(counts: SharedCounts) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly name: string | undefined;

    constructor(options: object) {
      this.name = limitName(options as LimitOptions);
    }

    incr(key: string, done: (err: Error | null, hits?: Hits) => void, timeWindow: number) {
      if (!this.name) return done(new Error("rate limit without a name: give app.rateLimit a groupId"));
      counts.hit(`${this.name}|${key}`, timeWindow).then((hits) => done(null, hits), done);
    }

    child(options: object) {
      if (!limitName(options as LimitOptions)) throw new Error("Every shared rate limit needs a name: give app.rateLimit({ … }) a groupId.");
      return new SharedRateLimitStore(options);
    }
  };
}
