import type { ActivityInput, EnquiryDetail, EnquiryUpdate, InboxFilter, InboxListAnswer, InboxStats } from "../../../../contracts/enquiry-inbox";
import type { MessageTemplate, MessageTemplateInput } from "../../../../contracts/message-templates";
import { ApiError, api, apiUrl } from "../../../lib/api";
import { getToken } from "../../../lib/auth-storage";

// The staff inbox calls (server/modules/enquiry-inbox) in one place.

export interface InboxQuery extends InboxFilter {
  page: number;
  limit: number;
}

export function queryString(params: Partial<InboxQuery>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && String(value).trim() !== "") search.set(key, String(value).trim());
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

export const fetchInbox = (query: InboxQuery, signal?: AbortSignal) => api<InboxListAnswer>(`/enquiries${queryString(query)}`, { auth: true, signal });

export const fetchEnquiry = (id: string, signal?: AbortSignal) =>
  api<{ data: EnquiryDetail }>(`/enquiries/${encodeURIComponent(id)}`, { auth: true, signal }).then((a) => a.data);

export const fetchStats = (signal?: AbortSignal) => api<{ data: InboxStats }>("/enquiries/stats", { auth: true, signal }).then((a) => a.data);

const enquiryPath = (id: string, rest = "") => `/enquiries/${encodeURIComponent(id)}${rest}`;

/**
 * Status (lost needs a reason), next follow-up (null clears it) or owner, made on
 * the lead as shown (its revision): when someone changed it since, the answer is
 * a 409 and nothing is saved.
 */
export const updateEnquiry = (lead: Pick<EnquiryDetail, "id" | "revision">, change: Partial<EnquiryUpdate>) =>
  api<{ data: EnquiryDetail }>(enquiryPath(lead.id), { method: "PATCH", body: { ...change, revision: lead.revision }, auth: true }).then((a) => a.data);

/** A note, a call's outcome or a WhatsApp message, added to the timeline. */
export const addActivity = (id: string, activity: ActivityInput) =>
  api<{ data: EnquiryDetail }>(enquiryPath(id, "/activities"), { method: "POST", body: activity, auth: true }).then((a) => a.data);

/** The other lead joins this one (admins). */
export const mergeEnquiry = (id: string, otherId: string) =>
  api<{ data: EnquiryDetail }>(enquiryPath(id, "/merge"), { method: "POST", body: { otherId }, auth: true }).then((a) => a.data);

export interface Counsellor {
  id: string;
  username: string;
  available: boolean;
  openLeads: number;
}

export const fetchCounsellors = (signal?: AbortSignal) => api<{ data: Counsellor[] }>("/counsellors", { auth: true, signal }).then((a) => a.data);

export const setAvailability = (id: string, available: boolean) =>
  api(`/counsellors/${encodeURIComponent(id)}/availability`, { method: "PUT", body: { available }, auth: true });

export const fetchTemplates = (signal?: AbortSignal) => api<{ data: MessageTemplate[] }>("/message-templates", { auth: true, signal }).then((a) => a.data);

/** A new template, or an edit of `template` made on its revision (a colleague's save in between is a 409). */
export const saveTemplate = (input: MessageTemplateInput, template?: Pick<MessageTemplate, "id" | "revision">) =>
  api<{ data?: MessageTemplate }>(template ? `/message-templates/${encodeURIComponent(template.id)}` : "/message-templates", {
    method: template ? "PUT" : "POST",
    body: template ? { ...input, revision: template.revision } : input,
    auth: true,
  });

export const removeTemplate = (id: string) => api(`/message-templates/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });

export const removeEnquiry = (id: string) => api(`/enquiries/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });

export const retryDelivery = (id: string) =>
  api<{ data: EnquiryDetail }>(`/enquiries/${encodeURIComponent(id)}/retry`, { method: "POST", auth: true }).then((a) => a.data);

/**
 * The CSV comes from a staff-only URL, so a plain link cannot carry the Bearer
 * token: fetch it, then hand the browser the file through a temporary object URL.
 */
export async function downloadCsv(filter: InboxFilter) {
  const res = await fetch(apiUrl(`/enquiries/export.csv${queryString(filter)}`), {
    headers: { Authorization: `Bearer ${getToken() ?? ""}` },
    credentials: "same-origin",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `Export failed (${res.status})`, body);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "enquiries.csv";
  const url = URL.createObjectURL(await res.blob());
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
