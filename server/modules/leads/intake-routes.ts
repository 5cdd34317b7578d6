import type { FastifyInstance } from "fastify";
import { ENQUIRY_MESSAGES } from "#contracts/enquiry";
import { HttpError } from "#server/http-error";

/** The rate limit of the enquiry endpoints, per visitor address. */
export const enquiryRateLimit = (app: FastifyInstance, tooMany: (message: string) => Error = (message) => new HttpError(429, message)) => ({
  max: app.config.ENQUIRY_RATE_LIMIT_PER_MINUTE,
  timeWindow: 60_000,
  errorResponseBuilder: () => tooMany(ENQUIRY_MESSAGES.tooMany),
});

/**
 * POST /api/enquiries: the four public forms (docs/decisions/011). The enquiry is in
 * the database (or the spool) before the visitor is told it was sent; the intake
 * (service.ts) checks the body itself, since a filled honeypot is answered before
 * any rule is.
 */
export async function enquiryRoutes(app: FastifyInstance) {
  await app.enquiries.prime().catch((err: unknown) => app.log.warn({ err }, "could not read the courses on offer; enquiries are checked when they arrive"));
  app.post("/api/enquiries", { config: { rateLimit: enquiryRateLimit(app) } }, async (request, reply) => {
    const answer = await app.enquiries.receive(request.body, request.log);
    return reply.status(201).send(answer);
  });
}
