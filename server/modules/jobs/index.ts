// The front door of the jobs module (docs/decisions/090): the jobs runner
// (docs/decisions/085): enqueueing, handlers, signed webhooks stored then taken. Code
// outside the module imports this file only; what it exports is what other modules may
// use.

export { registerJobs } from "./plugin";
export { jsonPayload } from "./payload";
export { claimJobs, enqueueJob, jobProblems, requeueJobs } from "./repository";
export { backoffMs, describeError, FinalJobError, type JobHandler, JobRunner } from "./runner";
export { bodyId, hexDigest, signedWebhookRoute } from "./signed-webhook";
export { jobRoutes } from "./routes";
