import type { Generated } from "kysely";

// The jobs table (migration 030, docs/decisions/085): every piece of background
// work the one runner does. Times are ISO-8601 text, as everywhere (./types.ts).

/** One piece of background work (migration 030, docs/decisions/085). */
export interface JobsTable {
  /** Counts up: the order jobs were queued in, which a lane keeps. */
  id: Generated<number>;
  /** What runs it: "delivery", "whatsapp-webhook", "razorpay-webhook", "leadgen", "whatsapp-media", "poster". */
  kind: string;
  /** The work's own id (an event id, an outbox row, a video): unique per kind, so it is queued once. */
  key: string;
  /** Jobs of one lane run one after the other, in id order (one student's messages); null: no order. */
  lane: string | null;
  /** What the job needs, read back through its kind's schema; a webhook's raw body. */
  payload: string | null;
  /** queued | running | done | failed (given up) | dead (its payload could not be read) */
  status: string;
  /** Attempts begun, counted when taken (a crash mid-run still counts). */
  attempts: number;
  /** Not before this time (wall clock): its back-off. */
  run_at: string;
  /** The holder's token while running; only it may finish or fail the job. */
  lease_token: string | null;
  /** After this (wall clock) a running job's holder is presumed dead and another may take it. */
  lease_until: string | null;
  last_error: string | null;
  /** When it was queued, on the app's clock: the time the work records (a webhook's arrival). */
  queued_at: string;
  updated_at: string;
}
