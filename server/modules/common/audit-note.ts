import type { FastifyRequest } from "fastify";

// A route's note of what it changed, for the audit log (audit/plugin.ts records
// every staff write). Here in common, not in audit, because every module's routes
// take notes, auth's included, and the audit module's own route needs auth
// (docs/decisions/062): a note is only a field on the request.

declare module "fastify" {
  interface FastifyRequest {
    /** What a staff write changed, named by its handler for the audit log. */
    audit?: { target?: string; detail?: Record<string, unknown> };
  }
}

/** Names what this request changed, e.g. the student's name instead of a record id. */
export function noteAudit(request: FastifyRequest, target: string, detail?: Record<string, unknown>) {
  request.audit = { target, detail };
}
