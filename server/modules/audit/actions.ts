import type { FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/audit";

/** The JSON answer of a successful write, as far as the rules below read it. */
export interface WriteAnswer {
  data?: Record<string, unknown> | null;
}

export interface AuditRule {
  action: AuditAction;
  /**
   * What was changed, when the handler did not name it (request.audit) and the
   * URL's :id or :key is not the best name: read from the request or the answer.
   */
  target?: (request: FastifyRequest, answer: WriteAnswer) => string | undefined;
  /** Further facts worth keeping, e.g. the revision a save produced. */
  detail?: (request: FastifyRequest, answer: WriteAnswer) => Record<string, unknown> | undefined;
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);
const revision = (_request: FastifyRequest, answer: WriteAnswer) => (answer.data?.revision === undefined ? undefined : { revision: answer.data.revision });
const batchName = (_request: FastifyRequest, answer: WriteAnswer) =>
  answer.data?.courseId ? `${text(answer.data.courseId)} batch of ${text(answer.data.startDate)}` : undefined;

/**
 * Every staff write, as "METHOD /route", and what the audit log records for it
 * (null: not recorded). server/authz-matrix.test.ts fails when a staff write is
 * missing here, so a new endpoint cannot change things unrecorded.
 */
export const AUDITED_WRITES: Record<string, AuditRule | null> = {
  // Ending one's own session changes nothing anyone needs to trace.
  "POST /api/auth/logout": null,
  "POST /api/auth/change-password": { action: "account.password", target: (request) => request.staff?.username },
  "PUT /api/auth/me/display-name": { action: "account.display-name", target: (request) => request.staff?.username },
  // Starting a setup changes nothing until the first code confirms it.
  "POST /api/auth/2fa/setup": null,
  "POST /api/auth/2fa/confirm": { action: "account.2fa.enable", target: (request) => request.staff?.username },
  "POST /api/auth/2fa/recovery-codes": { action: "account.2fa.codes", target: (request) => request.staff?.username },
  "POST /api/auth/2fa/disable": { action: "account.2fa.disable", target: (request) => request.staff?.username },
  "PUT /api/auth/verify-user/:id": { action: "user.verify" },
  "PUT /api/auth/users/:id/role": { action: "user.role" },
  "DELETE /api/auth/delete/:id": { action: "user.delete" },

  "POST /api/placements/add": { action: "placement.create" },
  "PUT /api/placements/update/:id": { action: "placement.update" },
  "DELETE /api/placements/delete/:id": { action: "placement.delete" },
  "POST /api/reviews/add": { action: "review.create" },
  "PUT /api/reviews/update/:id": { action: "review.update" },
  "DELETE /api/reviews/delete/:id": { action: "review.delete" },
  "POST /api/youtube/add": { action: "video.create" },
  "PUT /api/youtube/:id": { action: "video.update" },
  "DELETE /api/youtube/:id": { action: "video.delete" },
  // An image on its own changes nothing on the site; the content save that uses it is recorded.
  "POST /api/images": null,
  // Renders a page from unsaved content for the editor's eyes; nothing is stored.
  "POST /api/content/preview": null,

  "PATCH /api/enquiries/:id": { action: "enquiry.update" },
  "DELETE /api/enquiries/:id": { action: "enquiry.delete" },
  "POST /api/enquiries/:id/retry": { action: "enquiry.retry" },
  "POST /api/enquiries/:id/activities": { action: "enquiry.activity" },
  "POST /api/enquiries/:id/merge": { action: "enquiry.merge" },
  "PUT /api/counsellors/:id/availability": { action: "counsellor.availability" },
  "POST /api/message-templates": { action: "template.create" },
  "PUT /api/message-templates/:id": { action: "template.update" },
  "DELETE /api/message-templates/:id": { action: "template.delete" },
  "POST /api/enquiries/:id/payments": { action: "payment.request" },
  "POST /api/payments/instalments/:id/cancel": { action: "payment.cancel" },
  "POST /api/payments/instalments/:id/reissue": { action: "payment.reissue" },
  "POST /api/enquiries/:id/whatsapp": { action: "whatsapp.send" },
  "PUT /api/whatsapp/automations": { action: "whatsapp.automations", detail: revision },
  "POST /api/whatsapp/held/:id/send": { action: "whatsapp.send-held" },

  "PUT /api/content/documents/:key": { action: "content.update", detail: revision },
  "POST /api/content/revisions/:id/restore": { action: "content.restore", target: (_r, answer) => text(answer.data?.key), detail: revision },
  "POST /api/content/courses": { action: "course.create", target: (_r, answer) => text(answer.data?.id) },
  "PUT /api/content/courses/:id": { action: "course.update", target: (_r, answer) => text(answer.data?.id), detail: revision },
  "DELETE /api/content/courses/:id": { action: "course.delete" },
  "PUT /api/content/course-order": { action: "course.reorder", target: () => "courses" },
  "POST /api/content/batches": { action: "batch.create", target: batchName },
  "PUT /api/content/batches/:id": { action: "batch.update", target: batchName },
  "DELETE /api/content/batches/:id": { action: "batch.delete" },

  "POST /api/certificates": { action: "certificate.issue" },
  "POST /api/certificates/:id/revoke": { action: "certificate.revoke" },
  "POST /api/certificates/bulk": { action: "certificate.bulk-issue" },
  "POST /api/batches/:id/certificates": { action: "certificate.batch-issue" },
  "POST /api/batches/:id/students": { action: "batch.enrol" },
  "POST /api/batches/:id/sessions": { action: "batch.extra-class" },
  "PATCH /api/sessions/:id": { action: "batch.class-change" },
  // Every save of a trainer's taps, and an admin's later correction (docs/decisions/067).
  "PUT /api/sessions/:id/attendance": { action: "attendance.mark" },
  // An admin letting a trainer correct a past class today (docs/decisions/084).
  "POST /api/sessions/:id/reopen": { action: "attendance.reopen" },
  // Reads a CSV and answers what is wrong with it; nothing is stored.
  "POST /api/certificates/bulk/preview": null,

  // Placements you can prove (docs/decisions/089).
  "POST /api/employers": { action: "employer.create" },
  "PUT /api/employers/:id": { action: "employer.update" },
  "POST /api/placement-drives": { action: "drive.create" },
  "PUT /api/placement-drives/:id": { action: "drive.update" },
  "POST /api/placement-drives/:id/close": { action: "drive.close" },
  "PATCH /api/applications/:id": { action: "application.stage" },
  "PUT /api/students/:leadId/outcome": { action: "outcome.record" },
  "POST /api/students/:leadId/outcome/evidence": { action: "outcome.letter" },
  "POST /api/students/:leadId/outcome/confirmation": { action: "outcome.confirmation" },
  "POST /api/students/:leadId/outcome/confirmation-request": { action: "outcome.confirmation_request" },
};
