import { z } from "./zod";

// Background work set aside (docs/decisions/092): a job whose stored payload, or
// the stored row it works on, could not be read is never run half nor tried again
// blindly; it is counted and listed for an admin with the reason.

/** The kinds of background work, in an admin's words (docs/decisions/085). */
export const JOB_KIND_LABELS: Record<string, string> = {
  delivery: "A message or email to send",
  "whatsapp-webhook": "A WhatsApp webhook delivery",
  "whatsapp-media": "A student's WhatsApp photo or document",
  "razorpay-webhook": "A Razorpay payment event",
  leadgen: "A lead-ads lead",
  poster: "A video poster",
};

/** GET /api/jobs/set-aside (admins): how many, and the latest with what could not be read. */
export const setAsideJobsSchema = z.object({
  count: z.number().int(),
  latest: z.array(z.object({ id: z.number().int(), kind: z.string(), key: z.string(), at: z.string(), error: z.string() })),
});
export type SetAsideJobs = z.infer<typeof setAsideJobsSchema>;
