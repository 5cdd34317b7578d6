import type { OwnerNumbersQuery } from "#contracts/owner-period";
import { call } from "#web/lib/api";

// The reports' calls (server/modules/reports), typed by the API table.

/** The owner's numbers for a period: batches, courses, sources, counsellors (docs/decisions/070, 072). */
export const fetchOwnerNumbers = (query: OwnerNumbersQuery, signal?: AbortSignal) =>
  call("GET /api/reports/owner", { query, auth: true, signal }).then((a) => a.data);
