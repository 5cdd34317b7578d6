import crypto from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { ENQUIRY_FORMS, ENQUIRY_MESSAGES, type EnquiryAnswer, type EnquiryForm, HONEYPOT_FIELD, enquirySchema, enquirySuccessMessage } from "../../../contracts/enquiry";
import { HttpError, parseOr400 } from "../../http-error";
import { demoSlots } from "../../../contracts/demo-slots";
import { instituteDay } from "../../../contracts/institute-time";
import { listBatches, listCourses } from "../content/repository";
import { storeEnquiry } from "../outbox/plugin";

/** What a honeypot that is not text (no form sends that) answers. */
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/**
 * The honeypot holds text only when a bot filled every input it found. Browsers
 * always send it as text; any other value is refused, never converted to text
 * (an object can make that throw, a deeply nested array overflow the stack).
 */
function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  if (typeof value !== "string") throw new HttpError(400, UNREADABLE_FORM, { [HONEYPOT_FIELD]: UNREADABLE_FORM });
  return value.trim() !== "";
}

/** A form's course must be one the site offers now (its visible courses). */
async function offeredCourse(app: FastifyInstance, name: string) {
  const courses = await listCourses(app.db);
  return courses.find((c) => c.course.name === name);
}

/** A booked demo must be one of the slots the course page offers now (contracts/demo-slots.ts). */
async function isOfferedDemo(app: FastifyInstance, courseId: string, demoAt: string) {
  const now = Date.now();
  const batches = await listBatches(app.db, { courseId, fromDate: instituteDay(now) });
  return demoSlots(batches, now).some((slot) => slot.at === demoAt);
}

function claimedForm(body: unknown): EnquiryForm {
  const form = body && typeof body === "object" ? (body as Record<string, unknown>).form : undefined;
  return ENQUIRY_FORMS.includes(form as EnquiryForm) ? (form as EnquiryForm) : "registration";
}

/**
 * Checks and stores one enquiry as a visitor's browser sent it (JSON from the
 * hydrated page, or a plain form post without JavaScript: form-post.ts). The
 * enquiry is in the database before this resolves; bad input throws an
 * HttpError (400) naming its fields. A filled honeypot is answered like a real
 * submission so the bot learns nothing; nothing is stored.
 */
export async function receiveEnquiry(app: FastifyInstance, body: unknown, log: FastifyBaseLogger): Promise<EnquiryAnswer> {
  if (honeypotFilled(body)) {
    log.info({ form: claimedForm(body) }, "enquiry honeypot filled: dropped");
    return { success: true, message: enquirySuccessMessage(claimedForm(body)), id: crypto.randomUUID() };
  }
  const input = parseOr400(enquirySchema, body);
  if (input.form === "registration" || input.form === "course") {
    const course = await offeredCourse(app, input.course);
    if (!course) throw new HttpError(400, ENQUIRY_MESSAGES.course, { course: ENQUIRY_MESSAGES.course });
    if (input.form === "course" && input.demoAt && !(await isOfferedDemo(app, course.course.id, input.demoAt))) {
      throw new HttpError(400, ENQUIRY_MESSAGES.demo, { demoAt: ENQUIRY_MESSAGES.demo });
    }
  }
  // Stored together with its queued forwarding and email (modules/outbox).
  const { id } = await storeEnquiry(app, input);
  log.info({ enquiryId: id, form: input.form }, "enquiry stored");
  return { success: true, message: enquirySuccessMessage(input.form), id };
}

/** The rate limit of the enquiry endpoints, per visitor address. */
export const enquiryRateLimit = (app: FastifyInstance, tooMany: (message: string) => Error = (message) => new HttpError(429, message)) => ({
  max: app.config.ENQUIRY_RATE_LIMIT_PER_MINUTE,
  timeWindow: 60_000,
  errorResponseBuilder: () => tooMany(ENQUIRY_MESSAGES.tooMany),
});

/**
 * POST /api/enquiries: the four public forms (docs/decisions/011). The enquiry is in
 * the database before the visitor is told it was sent.
 */
export async function enquiryRoutes(app: FastifyInstance) {
  app.post("/api/enquiries", { config: { rateLimit: enquiryRateLimit(app) } }, async (request, reply) => {
    const answer = await receiveEnquiry(app, request.body, request.log);
    return reply.status(201).send(answer);
  });
}
