import { z } from "./zod";

// Optimistic concurrency (docs/decisions/035): every record two people can edit
// carries a revision that rises with each save. A change names the revision it
// was made on; when someone saved in between, the server refuses it with 409 and
// this message, which the dashboard shows as it is.

export const STALE_EDIT_MESSAGE = "Someone else saved this first: reload to see their change.";

const REVISION_MESSAGE = "revision must be the whole number the record was loaded with";

/** The revision a change was made on: optional (API clients that leave it out get the record as it is when the change is made). */
export const revisionField = z.coerce
  .number({ error: REVISION_MESSAGE })
  .int(REVISION_MESSAGE)
  .positive(REVISION_MESSAGE)
  .max(2_000_000_000, REVISION_MESSAGE)
  .optional();

/** A change sent as its fields with the revision beside them. */
export const revisionSchema = z.object({ revision: revisionField });

/** A change sent as `{ data, revision }`: the record (checked by its own schema) and the revision it was made on. */
export const revisedRecordSchema = z.object({ data: z.unknown(), revision: revisionField });
