// Words about batches the public pages show, without zod so no schema reaches a
// public page's JavaScript (docs/decisions/041, 067).

/** What the public pages say for a batch with no seats left. */
export const BATCH_FULL_TEXT = "Full — ask about the next batch";
