import { call } from "#web/lib/api";

// The reports' calls (server/modules/reports), typed by the API table.

/** The owner's numbers: batches, courses, sources, counsellors (docs/decisions/070). */
export const fetchOwnerNumbers = (signal?: AbortSignal) => call("GET /api/reports/owner", { auth: true, signal }).then((a) => a.data);
