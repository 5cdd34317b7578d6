import type { EnquiryDetail, EnquiryStatus, InboxFilter, InboxListAnswer, InboxStats } from "../../../../contracts/enquiry-inbox";
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

export const changeStatus = (id: string, status: EnquiryStatus) =>
  api<{ data: EnquiryDetail }>(`/enquiries/${encodeURIComponent(id)}`, { method: "PATCH", body: { status }, auth: true }).then((a) => a.data);

export const removeEnquiry = (id: string) => api(`/enquiries/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });

export const retryDelivery = (id: string) =>
  api<{ data: EnquiryDetail }>(`/enquiries/${encodeURIComponent(id)}/retry`, { method: "POST", auth: true }).then((a) => a.data);

/** Fired after a status change or delete, so the sidebar badge and lists refresh. */
export const INBOX_CHANGED_EVENT = "cta:inbox-changed";
export const announceInboxChange = () => window.dispatchEvent(new Event(INBOX_CHANGED_EVENT));

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
