import { inTurn, listQuery, pagingQuerySchema } from "../api";
import type { BlogAnswer } from "../blog";
import { type BulkPreview, type Certificate, type PrintableCertificate, bulkSchema, certificateInputSchema, revokeSchema } from "../certificates";
import { type Placement, placementListQuerySchema, placementSchema } from "../placement";
import { type Review, reviewSchema } from "../review";
import { type Video, videoCaptionSchema, videoSchema } from "../youtube-url";
import { z } from "../zod";
import { dataAnswer, endpoints, fileAnswer, idParams, listAnswer, maybeText, okAnswer, recordAnswer } from "./endpoint";

// The brief's record screens (placements, reviews, videos, docs/decisions/015),
// uploaded pictures, the blog feed and certificates: their entries in the API
// table (docs/decisions/063).

/** ?page=&limit=&q= and then ?course= (one course's records). */
export const placementsQuery = inTurn(listQuery, placementListQuerySchema);

const placement = z.object({
  _id: z.string(),
  stuId: z.string(),
  name: z.string(),
  course: z.string(),
  degree: maybeText,
  date: z.string(),
  placement: z.string(),
  image: maybeText,
  company: maybeText,
  role: maybeText,
}) satisfies z.ZodType<Placement>;

const review = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  rating: z.number(),
  review: z.string(),
  date: z.string(),
  image: maybeText,
  course: maybeText,
}) satisfies z.ZodType<Review>;

const video = z.object({
  _id: z.string(),
  url: z.string(),
  studentName: maybeText,
  course: maybeText,
  poster: z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable(),
}) satisfies z.ZodType<Video>;

const blogItem = z.object({
  thumbnail: z.string(),
  title: z.string(),
  pubDate: z.string(),
  description: z.string(),
  content: z.string(),
  link: z.string(),
  guid: z.string(),
});
const blogAnswer = z.union([
  z.object({ success: z.literal(true), configured: z.literal(false), items: z.tuple([]) }),
  z.object({ success: z.literal(true), configured: z.literal(true), items: z.array(blogItem), fetchedAt: z.string(), stale: z.boolean() }),
]) satisfies z.ZodType<BlogAnswer>;

const certificate = z.object({
  _id: z.string(),
  certificateId: z.string(),
  studentName: z.string(),
  course: z.string(),
  batch: maybeText,
  startDate: z.string(),
  endDate: z.string(),
  grade: maybeText,
  issuedAt: z.string(),
  issuedBy: z.string(),
  revokedAt: maybeText,
  revokedReason: maybeText,
  verifyUrl: z.string(),
}) satisfies z.ZodType<Certificate>;

const bulkPreview = z.object({
  rows: z.array(z.object({ line: z.number().int(), values: z.record(z.string(), z.string()), errors: z.record(z.string(), z.string()) })),
  valid: z.number().int(),
  fileError: maybeText,
}) satisfies z.ZodType<BulkPreview>;

export const recordEndpoints = endpoints({
  "GET /api/placements": { query: placementsQuery, response: listAnswer(placement) },
  "POST /api/placements/add": { multipart: true, handlerChecks: { body: placementSchema }, response: recordAnswer(placement) },
  "PUT /api/placements/update/:id": { params: idParams, multipart: true, handlerChecks: { body: placementSchema }, response: recordAnswer(placement) },
  "DELETE /api/placements/delete/:id": { params: idParams, response: okAnswer },
  "GET /api/reviews": { query: listQuery, response: listAnswer(review) },
  "POST /api/reviews/add": { multipart: true, handlerChecks: { body: reviewSchema }, response: recordAnswer(review) },
  "PUT /api/reviews/update/:id": { params: idParams, multipart: true, handlerChecks: { body: reviewSchema }, response: recordAnswer(review) },
  "DELETE /api/reviews/delete/:id": { params: idParams, response: okAnswer },
  "GET /api/youtube": { query: pagingQuerySchema, response: listAnswer(video) },
  "POST /api/youtube/add": { body: videoSchema, response: recordAnswer(video) },
  "PUT /api/youtube/:id": { params: idParams, body: videoCaptionSchema, response: recordAnswer(video) },
  "DELETE /api/youtube/:id": { params: idParams, response: okAnswer },
  "POST /api/images": { multipart: true, response: recordAnswer(z.object({ path: z.string() })) },
  "GET /api/blog": { response: blogAnswer },
  "GET /api/blog/thumb": { routeInput: true, response: fileAnswer("image/webp") },
  "GET /api/certificates": { query: listQuery, response: listAnswer(certificate) },
  "GET /api/certificates/:id": {
    params: idParams,
    response: dataAnswer(certificate.extend({ qrSvg: z.string(), institute: z.string() }) satisfies z.ZodType<PrintableCertificate>),
  },
  "POST /api/certificates": { body: certificateInputSchema, response: recordAnswer(certificate) },
  "POST /api/certificates/:id/revoke": { params: idParams, body: revokeSchema, response: recordAnswer(certificate) },
  "POST /api/certificates/bulk/preview": { body: bulkSchema, response: dataAnswer(bulkPreview) },
  "POST /api/certificates/bulk": { body: bulkSchema, response: recordAnswer(z.array(certificate)) },
});
