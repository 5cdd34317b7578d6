import type { Batch } from "../../../../contracts/content";
import { api } from "../../../lib/api";
import type { StoredCourse } from "./course-draft";
import type { Revision } from "./revision-history";

// The staff content calls the dashboard reads (server/modules/content), each
// cached under its key in queries/keys.ts.

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

const courseUrl = (id: string) => `/content/courses/${encodeURIComponent(id)}`;
export const documentUrl = (key: string) => `/content/documents/${encodeURIComponent(key)}`;

export const loadCourses = (signal?: AbortSignal) => api<{ data?: StoredCourse[] }>("/content/courses", { auth: true, signal }).then((a) => a.data ?? []);

export const loadDeletedCourses = (signal?: AbortSignal) =>
  api<{ data?: DeletedCourse[] }>("/content/deleted-courses", { auth: true, signal }).then((a) => a.data ?? []);

export const loadBatches = (signal?: AbortSignal) => api<{ data?: Batch[] }>("/content/batches", { auth: true, signal }).then((a) => a.data ?? []);

export const loadCourse = (id: string, signal?: AbortSignal) =>
  api<{ data: StoredCourse }>(courseUrl(id), { auth: true, signal }).then(({ data: c }): Versioned<StoredCourse["course"]> => ({
    data: c.course,
    revision: c.revision,
    updatedAt: c.updatedAt,
    updatedBy: c.updatedBy,
  }));

export const saveCourse = (data: StoredCourse["course"], revision: number | undefined) =>
  revision === undefined
    ? api<SaveAnswer>("/content/courses", { method: "POST", body: { data }, auth: true })
    : api<SaveAnswer>(courseUrl(data.id), { method: "PUT", body: { data, revision }, auth: true });

export const deleteCourse = (id: string) => api(courseUrl(id), { method: "DELETE", auth: true });

/** A page document or the site facts, as saved. */
export const loadDocument = <T>(key: string, signal?: AbortSignal) => api<{ data: Versioned<T> }>(documentUrl(key), { auth: true, signal }).then((a) => a.data);

export const saveDocument = (key: string, data: unknown, revision: number | undefined) =>
  api<SaveAnswer>(documentUrl(key), { method: "PUT", body: { data, revision }, auth: true });

/** What a save answers: the new revision, and a message for some records. */
export type SaveAnswer = { message?: string; data?: { revision?: number } } | null;

/** The labels of the site facts still holding sample values ("Phone", "Email"…). */
export const loadSampleFacts = (signal?: AbortSignal) =>
  api<{ data?: { sampleFacts?: string[] } }>("/content/status", { auth: true, signal }).then((a) => a.data?.sampleFacts ?? []);

export const loadRevisions = (recordKey: string, signal?: AbortSignal) =>
  api<{ data?: Revision[] }>(`/content/revisions?key=${encodeURIComponent(recordKey)}`, { auth: true, signal }).then((a) => a.data ?? []);

export const restoreRevision = (id: string) => api(`/content/revisions/${encodeURIComponent(id)}/restore`, { method: "POST", auth: true });
