import type { InboxFilter } from "#contracts/enquiry-inbox";

// One query key per resource the dashboard reads. A write invalidates the keys
// of what it changed (a prefix covers every page and filter of a list), and
// everything showing that resource reads it again: the sidebar's counts, the
// overview and the table alike.

export interface PageQuery {
  page: number;
  limit: number;
  q?: string;
}

export const keys = {
  users: ["users"] as const,
  /** Every page and search of a server-paged list lives under its endpoint, e.g. ["paged", "GET /api/placements"]. */
  paged: (endpoint: string) => ["paged", endpoint] as const,
  page: (endpoint: string, query: PageQuery) => ["paged", endpoint, query] as const,
  videos: ["videos"] as const,
  twoFactor: ["two-factor"] as const,

  content: ["content"] as const,
  courses: ["content", "courses"] as const,
  deletedCourses: ["content", "deleted-courses"] as const,
  course: (id: string) => ["content", "course", id] as const,
  batches: ["content", "batches"] as const,
  /** A page document or the site facts ("site"). */
  document: (key: string) => ["content", "document", key] as const,
  /** Which site facts are still sample values. */
  contentStatus: ["content", "status"] as const,
  revisions: (recordKey: string) => ["content", "revisions", recordKey] as const,

  /** Everything a change to a lead can move: the inbox pages, its counts, the overview, the counsellors' loads. */
  inbox: ["inbox"] as const,
  inboxPage: (query: InboxFilter & { page: number; limit: number }) => ["inbox", "list", query] as const,
  inboxCounts: ["inbox", "counts"] as const,
  inboxStats: ["inbox", "stats"] as const,
  /** Website visits beside enquiries over a period (under "inbox": a deleted lead changes its numbers). */
  visits: (period: { days?: number; from?: string; to?: string }) => ["inbox", "visits", period] as const,
  counsellors: ["inbox", "counsellors"] as const,
  enquiry: (id: string) => ["enquiry", id] as const,
  templates: ["templates"] as const,
  /** A lead's fee instalments and receipts; under the inbox key so a payment shown anywhere reads again with the overview. */
  payments: (enquiryId: string) => ["inbox", "payments", enquiryId] as const,
  paymentSummary: ["inbox", "payment-summary"] as const,
  receipt: (id: string) => ["receipt", id] as const,
  integrations: ["integrations"] as const,
  /** Background work set aside because what it reads could not be read (admins). */
  setAside: ["set-aside"] as const,
};
