import { call } from "#web/lib/api";
import { upload } from "#web/lib/api-upload";
import type { PageQuery } from "../queries/keys";
import type { RecordKind } from "./record-kind";

// The record screens' calls (placements, reviews): one page of the list (read
// by usePagedQuery under keys.paged(kind.list); a write refreshes it,
// record-section.tsx), the multipart writes with the photo and upload
// progress, and delete.

/** The public lists, paged and searched (no staff token: anyone may read them). */
export const readPlacements = (query: PageQuery, signal: AbortSignal) => call("GET /api/placements", { query, signal });
export const readReviews = (query: PageQuery, signal: AbortSignal) => call("GET /api/reviews", { query, signal });

/** Adds a record, or saves `id`'s edit; the photo goes last in the body. */
export const saveRecord = (kind: Pick<RecordKind, "add" | "update">, id: string | null, body: FormData, onProgress: (fraction: number) => void) =>
  id === null ? upload(kind.add, { body, auth: true, onProgress }) : upload(kind.update, { params: { id }, body, auth: true, onProgress });

export const removeRecord = (kind: Pick<RecordKind, "remove">, id: string) => call(kind.remove, { params: { id }, auth: true });
