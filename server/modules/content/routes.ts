import type { FastifyRequest } from "fastify";
import { batchSchema, CONTENT_DOCUMENTS, courseSchema } from "#contracts/content";
import { instituteDay } from "#contracts/enquiry-inbox";
import { batchEditSchema as batchEdit, courseOrderSchema as courseOrder, documentParams } from "#contracts/api-table/content";
import { revisedRecordSchema } from "#contracts/revision";
import { notFound, parseOr400 } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { type ApiServer, idParams } from "#server/route-schemas";
import { requireRole } from "../auth";
import {
  type Editor,
  createBatch,
  createCourse,
  deleteBatch,
  deleteCourse,
  getCourse,
  getRevision,
  listBatches,
  listCourses,
  listDeletedCourses,
  listRevisions,
  reorderCourses,
  restoreRevision,
  saveDocument,
  updateBatch,
  updateCourse,
} from "./repository";
import { documentForEditor, readDocument, unreadableDocuments } from "./documents";
import { sampleFacts } from "./seed";

// Staff edit the site's content here; the public site reads it through the
// rendered pages (server/modules/site-pages), never through these endpoints.

const editor = (request: FastifyRequest): Editor => ({ id: request.staff!._id, username: request.staff!.username });

// A save carries the revision the editor loaded, so a concurrent save is not
// silently undone (docs/decisions/035): a course or document as { data, revision },
// a batch as its fields with the revision beside them (batchEdit). A document's
// key names one of the site's documents; any other answers 404 (documentParams).

export async function contentRoutes(app: ApiServer) {
  const staff = { onRequest: requireRole("admin", "editor") };
  // Every successful content write switches this instance's pages to the new
  // content before it answers (pages then render on request, docs/decisions/039),
  // so the editor who opens the site next sees the change; other instances
  // notice the new content version on their next check.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.url.startsWith("/api/content/") && reply.statusCode < 300) await app.contentChanged();
    return payload;
  });

  // Site facts still holding sample values, and saved documents that cannot be read (docs/decisions/099).
  app.get("/api/content/status", staff, async () => {
    const [site, unreadable] = await Promise.all([readDocument(app.db, "site"), unreadableDocuments(app.db)]);
    return { success: true, data: { sampleFacts: sampleFacts(site), unreadable } };
  });

  app.get("/api/content/documents/:key", { ...staff, schema: { params: documentParams } }, async (request) => {
    const doc = await documentForEditor(app.db, request.params.key);
    if (!doc) throw notFound("Content");
    return { success: true, data: doc };
  });

  app.put("/api/content/documents/:key", { ...staff, schema: { params: documentParams, body: revisedRecordSchema } }, async (request) => {
    const { key } = request.params;
    const { data, revision } = request.body;
    const parsed = parseOr400(CONTENT_DOCUMENTS[key], data);
    const saved = await saveDocument(app.db, key, parsed, editor(request), revision);
    return { success: true, message: "Saved. The site shows the change within a few seconds.", data: { key, revision: saved } };
  });

  app.get("/api/content/courses", staff, async () => ({ success: true, data: await listCourses(app.db, { includeHidden: true }) }));

  app.get("/api/content/deleted-courses", staff, async () => ({ success: true, data: await listDeletedCourses(app.db) }));

  app.get("/api/content/courses/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    const found = await getCourse(app.db, request.params.id);
    if (!found) throw notFound("Course");
    return { success: true, data: found };
  });

  app.post("/api/content/courses", { ...staff, schema: { body: revisedRecordSchema } }, async (request, reply) => {
    const { data } = request.body;
    const course = parseOr400(courseSchema, data);
    const revision = await createCourse(app.db, course, editor(request));
    return reply.status(201).send({ success: true, message: "Course added.", data: { id: course.id, revision } });
  });

  app.put("/api/content/courses/:id", { ...staff, schema: { params: idParams, body: revisedRecordSchema } }, async (request) => {
    const { data, revision } = request.body;
    const course = parseOr400(courseSchema, data);
    const saved = await updateCourse(app.db, request.params.id, course, editor(request), revision);
    return { success: true, message: "Saved. The site shows the change within a few seconds.", data: { id: course.id, revision: saved } };
  });

  app.delete("/api/content/courses/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    await deleteCourse(app.db, request.params.id, editor(request));
    return { success: true, message: "Course deleted." };
  });

  // Renders the unsaved record into its page; the dashboard opens the answered address.
  app.post("/api/content/preview", staff, async (request) => ({ success: true, data: await app.renderPreview(request.body) }));

  app.put("/api/content/course-order", { ...staff, schema: { body: courseOrder } }, async (request) => {
    const { ids } = request.body;
    await reorderCourses(app.db, ids, editor(request));
    return { success: true, message: "Course order saved." };
  });

  app.get<{ Querystring: { key?: string } }>("/api/content/revisions", staff, async (request) => {
    const key = String(request.query.key ?? "");
    if (!/^(site|facilities|why-choose|about|placement-services|course:[a-z0-9-]{1,40}|batch:[0-9a-f-]{36})$/.test(key)) {
      throw new HttpError(400, "Say which record's history to show (key).");
    }
    return { success: true, data: await listRevisions(app.db, key) };
  });

  // One version's content, fetched when staff open it: the list above carries none.
  app.get("/api/content/revisions/:id", { ...staff, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await getRevision(app.db, request.params.id),
  }));

  app.post("/api/content/revisions/:id/restore", { ...staff, schema: { params: idParams } }, async (request) => {
    const restored = await restoreRevision(app.db, request.params.id, editor(request));
    return { success: true, message: "Earlier version restored.", data: restored };
  });

  // Batches: everyone sees the upcoming ones; staff see and edit all of them.
  app.get<{ Querystring: { courseId?: string } }>("/api/batches", async (request) => {
    const courseId = typeof request.query.courseId === "string" ? request.query.courseId : undefined;
    return { success: true, data: await listBatches(app.db, { courseId, fromDate: instituteDay(app.now()) }) };
  });

  app.get("/api/content/batches", staff, async () => ({ success: true, data: await listBatches(app.db, { forStaff: true }) }));

  app.post("/api/content/batches", { ...staff, schema: { body: batchSchema } }, async (request, reply) => {
    const input = request.body;
    const batch = await createBatch(app.db, input, editor(request));
    return reply.status(201).send({ success: true, message: "Batch added.", data: batch });
  });

  app.put("/api/content/batches/:id", { ...staff, schema: { params: idParams, body: batchEdit } }, async (request) => {
    const { revision, ...input } = request.body;
    return { success: true, message: "Batch saved.", data: await updateBatch(app.db, request.params.id, input, editor(request), "update", revision) };
  });

  app.delete("/api/content/batches/:id", { ...staff, schema: { params: idParams } }, async (request) => {
    await deleteBatch(app.db, request.params.id, editor(request));
    return { success: true, message: "Batch deleted." };
  });
}
