// The audit log: who changed what and when. GET /api/audit (admins only) answers
// a ListAnswer<AuditEntry>, newest first.

/** Every action the log records, with the words the dashboard shows for it. */
export const AUDIT_ACTIONS = {
  "user.verify": "Verified an account",
  "user.role": "Changed a role",
  "user.delete": "Deleted an account",
  "account.password": "Changed own password",
  "account.display-name": "Changed the name they sign messages with",
  "account.2fa.enable": "Turned on two-factor authentication",
  "account.2fa.disable": "Turned off two-factor authentication",
  "account.2fa.codes": "Made new recovery codes",
  "placement.create": "Added a placement",
  "placement.update": "Edited a placement",
  "placement.delete": "Deleted a placement",
  "review.create": "Added a review",
  "review.update": "Edited a review",
  "review.delete": "Deleted a review",
  "video.create": "Added a video",
  "video.update": "Changed a video's caption",
  "video.delete": "Deleted a video",
  "enquiry.update": "Changed an enquiry's status, follow-up or owner",
  "enquiry.activity": "Logged a note, call or message on an enquiry",
  "enquiry.merge": "Merged two enquiries",
  "counsellor.availability": "Changed a counsellor's availability",
  "template.create": "Added a message template",
  "template.update": "Changed a message template",
  "template.delete": "Deleted a message template",
  "payment.request": "Sent a fee payment link",
  "payment.cancel": "Cancelled a fee payment link",
  "payment.reissue": "Re-issued a fee payment link",
  "whatsapp.send": "Sent a WhatsApp message",
  "whatsapp.automations": "Changed the automatic WhatsApp messages",
  "whatsapp.send-held": "Sent an automatic message that was held over the day's limit",
  "enquiry.delete": "Deleted an enquiry",
  "enquiry.retry": "Retried an enquiry's delivery",
  "content.update": "Edited site content",
  "content.restore": "Restored an earlier version",
  "course.create": "Added a course",
  "course.update": "Edited a course",
  "course.delete": "Deleted a course",
  "course.reorder": "Reordered the courses",
  "batch.create": "Added a batch",
  "batch.update": "Edited a batch",
  "batch.delete": "Deleted a batch",
  "certificate.issue": "Issued a certificate",
  "certificate.revoke": "Revoked a certificate",
  "certificate.bulk-issue": "Issued a batch's certificates from a CSV",
  "certificate.batch-issue": "Issued certificates from a batch to the students who attended enough",
  "batch.enrol": "Enrolled a student in a batch",
  "batch.extra-class": "Added an extra class to a batch",
  "batch.class-change": "Marked a class as a holiday, or as a class again",
  "attendance.mark": "Took or corrected attendance",
  "attendance.reopen": "Opened a past class to its trainer for correction",
  "employer.create": "Added an employer",
  "employer.update": "Edited an employer",
  "drive.create": "Added a placement drive",
  "drive.update": "Edited a placement drive",
  "drive.close": "Closed a placement drive",
  "application.stage": "Moved a placement application to a stage",
  "outcome.record": "Recorded a student's placement outcome",
  "outcome.letter": "Added an offer or joining letter to a placement outcome",
  "outcome.confirmation": "Recorded an employer's confirmation of a placement outcome",
  "outcome.confirmation_request": "Emailed an employer a link to confirm a placement outcome",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Rows per page of the dashboard's audit table. */
export const AUDIT_PAGE_SIZE = 10;

export interface AuditEntry {
  _id: string;
  /** ISO-8601 time of the change. */
  at: string;
  /** The account that made it (it may have been deleted since; the username stays). */
  userId: string | null;
  username: string;
  action: string;
  /** What was changed, readable: a course id, a username, a student's name. */
  target: string | null;
  detail: Record<string, unknown> | null;
}

/** The dashboard's words for an action; an unknown one (newer server) shows as recorded. */
export const auditActionLabel = (action: string) => (Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action);
