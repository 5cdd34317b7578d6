import type { BodyOf } from "#contracts/api-table";
import type { ContentDocumentKey } from "#contracts/content";
import { type ContentDocuments, contentDocumentSchemas } from "#contracts/content-documents";
import { call } from "#web/lib/api";
import { upload } from "#web/lib/api-upload";
import type { StoredCourse } from "./course-draft";

// The staff content calls the dashboard makes (server/modules/content), each
// read cached under its key in queries/keys.ts; types from the API table.

/** A record saved with a revision number: what an edit is made on, and who saved it last. */
export interface Versioned<T> {
  data: T;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface DeletedCourse {
  id: string;
  name: string;
  deletedAt: string;
  deletedBy: string | null;
}

export const loadCourses = (signal?: AbortSignal) => call("GET /api/content/courses", { auth: true, signal }).then((a) => a.data);

export const loadDeletedCourses = (signal?: AbortSignal) => call("GET /api/content/deleted-courses", { auth: true, signal }).then((a) => a.data);

export const loadBatches = (signal?: AbortSignal) => call("GET /api/content/batches", { auth: true, signal }).then((a) => a.data);

export const loadCourse = (id: string, signal?: AbortSignal) =>
  call("GET /api/content/courses/:id", { params: { id }, auth: true, signal }).then(({ data: c }): Versioned<StoredCourse["course"]> => ({
    data: c.course,
    revision: c.revision,
    updatedAt: c.updatedAt,
    updatedBy: c.updatedBy,
  }));

export const saveCourse = (data: StoredCourse["course"], revision: number | undefined) =>
  revision === undefined
    ? call("POST /api/content/courses", { body: { data }, auth: true })
    : call("PUT /api/content/courses/:id", { params: { id: data.id }, body: { data, revision }, auth: true });

export const deleteCourse = (id: string) => call("DELETE /api/content/courses/:id", { params: { id }, auth: true });

export const saveCourseOrder = (ids: string[]) => call("PUT /api/content/course-order", { body: { ids }, auth: true });

/**
 * A page document or the site facts, as saved (or the seed's standing in for one that
 * cannot be read, docs/decisions/099), read by its key's schema (CONTENT_DOCUMENTS).
 */
export const loadDocument = <K extends ContentDocumentKey>(key: K, signal?: AbortSignal) =>
  call("GET /api/content/documents/:key", { params: { key }, auth: true, signal }).then(({ data: d }): Versioned<ContentDocuments[K]> => ({
    ...d,
    data: contentDocumentSchemas[key].parse(d.data),
  }));

export const saveDocument = (key: string, data: unknown, revision: number | undefined) =>
  call("PUT /api/content/documents/:key", { params: { key }, body: { data, revision }, auth: true });

/** What a save answers: the new revision, and a message for some records. */
export type SaveAnswer = { message?: string; data?: { revision?: number } } | null;

/** The site facts still holding sample values ("Phone", "Email"…) and the saved documents that cannot be read (docs/decisions/099). */
export const loadContentStatus = (signal?: AbortSignal) => call("GET /api/content/status", { auth: true, signal }).then((a) => a.data);

export const loadRevisions = (recordKey: string, signal?: AbortSignal) =>
  call("GET /api/content/revisions", { query: { key: recordKey }, auth: true, signal }).then((a) => a.data);

export const restoreRevision = (id: string) => call("POST /api/content/revisions/:id/restore", { params: { id }, auth: true });

/** A new batch, or an edit made on `revision` (a colleague's save in between is a 409). */
export const saveBatch = (data: BodyOf<"POST /api/content/batches">, edit?: { id: string; revision: number | undefined }) =>
  edit
    ? call("PUT /api/content/batches/:id", { params: { id: edit.id }, body: { ...data, revision: edit.revision }, auth: true })
    : call("POST /api/content/batches", { body: data, auth: true });

export const deleteBatch = (id: string) => call("DELETE /api/content/batches/:id", { params: { id }, auth: true });

/** The page with an unsaved change, rendered for a preview tab: its address. */
export const requestPreview = (body: BodyOf<"POST /api/content/preview">) => call("POST /api/content/preview", { body, auth: true }).then((a) => a.data.url);

/** A picture for a content field, with upload progress: the path the record keeps. */
export const uploadImage = (file: File, onProgress: (fraction: number) => void) => {
  const body = new FormData();
  body.append("image", file);
  return upload("POST /api/images", { body, auth: true, onProgress }).then((a) => a.data.path);
};
