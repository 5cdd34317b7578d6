import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";

// What the payment services work with, named (docs/decisions/062): the database,
// the configuration (Razorpay's settings), a logger and the clock, which tests
// drive. Routes build it once from the app; the services never see the app.

export interface PaymentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The time in ms: Date.now, or a test's driven clock. */
  now: () => number;
}
