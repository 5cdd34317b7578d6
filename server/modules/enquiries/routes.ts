import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { ENQUIRY_FORMS, ENQUIRY_MESSAGES, type EnquiryAnswer, type EnquiryForm, HONEYPOT_FIELD, enquirySchema, enquirySuccessMessage } from "../../../contracts/enquiry";
import { HttpError, parseOr400 } from "../../http-error";
import { demoSlots } from "../../../contracts/demo-slots";
import { instituteDay } from "../../../contracts/institute-time";
import { isDatabaseUnavailable } from "../../db/faults";
import { newSubmission, storeEnquiry } from "../outbox/plugin";
import { knownOffer } from "./known-offer";

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
  const courses = await knownOffer(app.db).visibleCourses();
  return courses.find((c) => c.course.name === name);
}

/** A booked demo must be one of the slots the course page offers now (contracts/demo-slots.ts). */
async function isOfferedDemo(app: FastifyInstance, courseId: string, demoAt: string) {
  const now = Date.now();
  const batches = await knownOffer(app.db).upcomingBatches(courseId, instituteDay(now));
  return demoSlots(batches, now).some((slot) => slot.at === demoAt);
}

function claimedForm(body: unknown): EnquiryForm {
  const form = body && typeof body === "object" ? (body as Record<string, unknown>).form : undefined;
  return ENQUIRY_FORMS.includes(form as EnquiryForm) ? (form as EnquiryForm) : "registration";
}

/**
 * Checks and stores one enquiry as a visitor's browser sent it (JSON from the
 * hydrated page, or a plain form post without JavaScript: form-post.ts). The
 * enquiry is in the database before this resolves or, while the database cannot
 * be reached, safely on this server's disk to be stored when it answers again
 * (docs/decisions/034); bad input throws an HttpError (400) naming its fields.
 * A filled honeypot is answered like a real submission so the bot learns
 * nothing; nothing is stored.
 */
export async function receiveEnquiry(app: FastifyInstance, body: unknown, log: FastifyBaseLogger): Promise<EnquiryAnswer> {
  const submission = newSubmission();
  if (honeypotFilled(body)) {
    log.info({ form: claimedForm(body) }, "enquiry honeypot filled: dropped");
    return { success: true, message: enquirySuccessMessage(claimedForm(body)), id: submission.id };
  }
  const input = parseOr400(enquirySchema, body);
  if (input.form === "registration" || input.form === "course") {
    const course = await offeredCourse(app, input.course);
    if (!course) throw new HttpError(400, ENQUIRY_MESSAGES.course, { course: ENQUIRY_MESSAGES.course });
    if (input.form === "course" && input.demoAt && !(await isOfferedDemo(app, course.course.id, input.demoAt))) {
      throw new HttpError(400, ENQUIRY_MESSAGES.demo, { demoAt: ENQUIRY_MESSAGES.demo });
    }
  }
  let id: string;
  try {
    // Stored together with its queued forwarding and email (modules/outbox).
    const stored = await storeEnquiry(app, input, submission);
    log.info({ enquiryId: stored.id, form: input.form }, "enquiry stored");
    // The same answer whether the phone or email was known (docs/decisions/035): a
    // submission that joined a known lead is answered with its own id, never the lead's.
    id = stored.duplicate ? submission.id : stored.id;
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    try {
      await app.enquirySpool.keep({ ...submission, input });
    } catch (diskErr) {
      // Neither the database nor the disk took it: the visitor is told to try again (503).
      log.error({ err: diskErr }, "enquiry could not be kept on disk either");
      throw err;
    }
    log.warn({ err, submissionId: submission.id, form: input.form }, "database unreachable: enquiry kept in the spool");
    id = submission.id;
  }
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
 * the database (or the spool) before the visitor is told it was sent.
 */
export async function enquiryRoutes(app: FastifyInstance) {
  // Read once at start, so even the first enquiry of an outage can be checked.
  await knownOffer(app.db)
    .prime()
    .catch((err: unknown) => app.log.warn({ err }, "could not read the courses on offer; enquiries are checked when they arrive"));
  app.post("/api/enquiries", { config: { rateLimit: enquiryRateLimit(app) } }, async (request, reply) => {
    const answer = await receiveEnquiry(app, request.body, request.log);
    return reply.status(201).send(answer);
  });
}
