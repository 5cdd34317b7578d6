import { inTurn } from "../api";
import { BATCH_MODES, BATCH_SCHEDULES, type Batch, CONTENT_DOCUMENT_KEYS, type StoredCourse, batchSchema, courseSchema } from "../content";
import { unreadableDocumentSchema } from "../content-documents";
import { revisedRecordSchema, revisionSchema } from "../revision";
import { z } from "../zod";
import { dataAnswer, endpoints, idParams, maybeText, okAnswer, recordAnswer } from "./endpoint";

// What staff edit of the site (courses, batches, page documents, their
// history) and the public batch list: their entries in the API table
// (docs/decisions/063).

/** A document's key names one of the site's documents; any other answers 404. */
export const documentParams = z.object({ key: z.enum(CONTENT_DOCUMENT_KEYS, { error: "Content not found" }) });
export const courseOrderSchema = z.object({ ids: z.array(z.string().min(1)).min(1, "List every course") });
/** A batch's fields, then the revision it was made on (docs/decisions/035). */
export const batchEditSchema = inTurn(batchSchema, revisionSchema);

const storedCourse = z.object({
  course: courseSchema,
  position: z.number().int(),
  revision: z.number().int(),
  updatedAt: z.string(),
  updatedBy: maybeText,
}) satisfies z.ZodType<StoredCourse>;

const batch = z.object({
  id: z.string(),
  courseId: z.string(),
  startDate: z.string(),
  schedule: z.enum(BATCH_SCHEDULES),
  timing: z.string(),
  mode: z.enum(BATCH_MODES),
  duration: z.string(),
  feeInr: z.number().optional(),
  capacity: z.number().int().optional(),
  trainerId: z.string().optional(),
  /** Staff answers only: the public list and pages leave it out (docs/decisions/071). */
  classLink: z.string().optional(),
  seatsLeft: z.number().int().optional(),
  revision: z.number().int().optional(),
}) satisfies z.ZodType<Batch>;

/** A page document or the site facts, as saved; its data's shape depends on the key (CONTENT_DOCUMENTS). */
const storedDocument = z.object({ key: z.string(), data: z.unknown(), revision: z.number().int(), updatedAt: z.string(), updatedBy: maybeText });

export const REVISION_ACTIONS = ["seed", "create", "update", "delete", "restore"] as const;
const revision = z.object({
  id: z.string(),
  key: z.string(),
  revision: z.number().int(),
  action: z.enum(REVISION_ACTIONS),
  createdAt: z.string(),
  createdBy: maybeText,
});
const savedKey = z.object({ key: z.string(), revision: z.number().int() });
const savedCourse = z.object({ id: z.string(), revision: z.number().int() });

/** What the preview takes: the unsaved record (checked by its own schema in the handler). */
const previewRequest = z.union([
  z.object({ kind: z.literal("course"), data: z.unknown() }),
  z.object({ kind: z.literal("document"), key: z.string(), data: z.unknown() }),
]);

export const contentEndpoints = endpoints({
  // Site facts still holding sample values; saved documents that cannot be read, the seed's standing in (docs/decisions/099).
  "GET /api/content/status": { response: dataAnswer(z.object({ sampleFacts: z.array(z.string()), unreadable: z.array(unreadableDocumentSchema) })) },
  "GET /api/content/documents/:key": { params: documentParams, response: dataAnswer(storedDocument) },
  "PUT /api/content/documents/:key": { params: documentParams, body: revisedRecordSchema, response: recordAnswer(savedKey) },
  "GET /api/content/courses": { response: dataAnswer(z.array(storedCourse)) },
  "GET /api/content/deleted-courses": {
    response: dataAnswer(z.array(z.object({ id: z.string(), name: z.string(), deletedAt: z.string(), deletedBy: maybeText }))),
  },
  "GET /api/content/courses/:id": { params: idParams, response: dataAnswer(storedCourse) },
  "POST /api/content/courses": { body: revisedRecordSchema, response: recordAnswer(savedCourse) },
  "PUT /api/content/courses/:id": { params: idParams, body: revisedRecordSchema, response: recordAnswer(savedCourse) },
  "DELETE /api/content/courses/:id": { params: idParams, response: okAnswer },
  "POST /api/content/preview": { handlerChecks: { body: previewRequest }, response: dataAnswer(z.object({ url: z.string(), path: z.string() })) },
  "PUT /api/content/course-order": { body: courseOrderSchema, response: okAnswer },
  "GET /api/content/revisions": { handlerChecks: { query: z.object({ key: z.string() }) }, response: dataAnswer(z.array(revision)) },
  "GET /api/content/revisions/:id": { params: idParams, response: dataAnswer(revision.extend({ data: z.unknown() })) },
  "POST /api/content/revisions/:id/restore": {
    params: idParams,
    // A batch comes back whole; a course or document with its new revision.
    response: recordAnswer(z.union([savedKey, z.object({ key: z.string(), batch })])),
  },
  "GET /api/batches": { handlerChecks: { query: z.object({ courseId: z.string().optional() }) }, response: dataAnswer(z.array(batch)) },
  "GET /api/content/batches": { response: dataAnswer(z.array(batch)) },
  "POST /api/content/batches": { body: batchSchema, response: recordAnswer(batch) },
  "PUT /api/content/batches/:id": { params: idParams, body: batchEditSchema, response: recordAnswer(batch) },
  "DELETE /api/content/batches/:id": { params: idParams, response: okAnswer },
});
