import type { ActivityInput, EnquiryDetail, EnquiryUpdate, InboxFilter } from "#contracts/enquiry-inbox";
import type { MessageTemplate, MessageTemplateInput } from "#contracts/message-templates";
import type { ResponseOf } from "#contracts/api-table";
import { call } from "#web/lib/api";

// The staff inbox calls (server/modules/enquiry-inbox, pipeline, page-views) in
// one place, typed by the API table; what each write invalidates is in
// inbox-queries.ts (useInboxChanged: keys.inbox).

export interface InboxQuery extends InboxFilter {
  page: number;
  limit: number;
}

export const fetchInbox = (query: InboxQuery, signal?: AbortSignal) => call("GET /api/enquiries", { query, auth: true, signal });

export const fetchEnquiry = (id: string, signal?: AbortSignal) => call("GET /api/enquiries/:id", { params: { id }, auth: true, signal }).then((a) => a.data);

/** Median time to the first message to a student, per week and per counsellor (docs/decisions/066). */
export const fetchFirstResponse = (signal?: AbortSignal) => call("GET /api/enquiries/first-response", { auth: true, signal }).then((a) => a.data);

export const fetchStats = (signal?: AbortSignal) => call("GET /api/enquiries/stats", { auth: true, signal }).then((a) => a.data);

/**
 * Status (lost needs a reason), next follow-up (null clears it) or owner, made on
 * the lead as shown (its revision): when someone changed it since, the answer is
 * a 409 and nothing is saved.
 */
export const updateEnquiry = (lead: Pick<EnquiryDetail, "id" | "revision">, change: Partial<EnquiryUpdate>) =>
  call("PATCH /api/enquiries/:id", { params: { id: lead.id }, body: { ...change, revision: lead.revision }, auth: true }).then((a) => a.data);

/** A note, a call's outcome or a WhatsApp message, added to the timeline. */
export const addActivity = (id: string, activity: ActivityInput) =>
  call("POST /api/enquiries/:id/activities", { params: { id }, body: activity, auth: true }).then((a) => a.data);

/** The other lead joins this one (admins). */
export const mergeEnquiry = (id: string, otherId: string) =>
  call("POST /api/enquiries/:id/merge", { params: { id }, body: { otherId }, auth: true }).then((a) => a.data);

export type Counsellor = ResponseOf<"GET /api/counsellors">["data"][number];

export const fetchCounsellors = (signal?: AbortSignal) => call("GET /api/counsellors", { auth: true, signal }).then((a) => a.data);

export const setAvailability = (id: string, available: boolean) =>
  call("PUT /api/counsellors/:id/availability", { params: { id }, body: { available }, auth: true });

export const fetchTemplates = (signal?: AbortSignal) => call("GET /api/message-templates", { auth: true, signal }).then((a) => a.data);

/** A new template, or an edit of `template` made on its revision (a colleague's save in between is a 409). */
export const saveTemplate = (input: MessageTemplateInput, template?: Pick<MessageTemplate, "id" | "revision">) =>
  template
    ? call("PUT /api/message-templates/:id", { params: { id: template.id }, body: { ...input, revision: template.revision }, auth: true })
    : call("POST /api/message-templates", { body: input, auth: true });

export const removeTemplate = (id: string) => call("DELETE /api/message-templates/:id", { params: { id }, auth: true });

export const removeEnquiry = (id: string) => call("DELETE /api/enquiries/:id", { params: { id }, auth: true });

export const retryDelivery = (id: string) => call("POST /api/enquiries/:id/retry", { params: { id }, auth: true }).then((a) => a.data);

/** The overview's period: the last `days` days, or from–to (Chennai days, both included). */
export type VisitPeriod = { days: number } | { from: string; to: string };

export const fetchVisits = (period: VisitPeriod, signal?: AbortSignal) =>
  call("GET /api/analytics/visits", { query: period, auth: true, signal }).then((a) => a.data);

/**
 * Staff-only files (the CSV, a student's photo) cannot be plain links: a link
 * cannot carry the Bearer token. Fetched through the one client path (a 401 ends
 * the session like every staff call), then handed to the browser through a
 * temporary object URL.
 */
function saveFile(file: { blob: Blob; filename?: string | null }, fallbackName: string) {
  const name = file.filename ?? fallbackName;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export async function downloadCsv(filter: InboxFilter) {
  return saveFile(await call("GET /api/enquiries/export.csv", { query: filter, auth: true }), "enquiries.csv");
}

/** A photo or document a student sent on WhatsApp (docs/decisions/066). */
export async function downloadWhatsAppMedia(id: string, messageId: string, name: string | null) {
  return saveFile(await call("GET /api/enquiries/:id/whatsapp/media/:messageId", { params: { id, messageId }, auth: true }), name ?? "whatsapp-file");
}
