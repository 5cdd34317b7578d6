// The shared count of the per-address request limits (migration 028,
// docs/decisions/083), kept apart from ./types.ts; ./types.ts re-exports it.

/** One limit's count for one client address in its current window. */
export interface RateLimitsTable {
  /** The limit's name, "|", and the client address as the limit reads it. */
  key: string;
  /** Requests counted in the window, this one included. */
  hits: number;
  /** When the window ends: the next request after it starts a new one. */
  expires_at: string;
}
