import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";
import { type Counsellor, fetchCounsellors, fetchEnquiry, fetchInbox, fetchStats, fetchTemplates } from "./api";

// What the inbox screens read, each under its key (queries/keys.ts). A change to a
// lead invalidates keys.inbox, so the table, the sidebar's counts, the overview
// and the counsellors' open leads all read again (useInboxChanged).

const COUNTS_REFRESH_MS = 60_000;
/** While a delivery is under way, or WhatsApp is connected (a reply, a "read"), the open lead is read again this often. */
const DELIVERY_REFRESH_MS = 5000;

/** After any change to a lead (status, owner, follow-up, delete, merge): everything showing the inbox reads it again. */
export function useInboxChanged() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: keys.inbox }), [client]);
}

export interface InboxCounts {
  /** Enquiries still 'new'. */
  newCount: number;
  /** Leads due today or overdue. */
  dueCount: number;
  /** Students' WhatsApp messages waiting for our answer (mine; admins: all). */
  awaitingCount: number;
}

/** How many enquiries are new and how many are due: on load, every minute and after each change. */
export function useInboxCounts(): InboxCounts | null {
  const query = useQuery({
    queryKey: keys.inboxCounts,
    queryFn: ({ signal }) =>
      fetchInbox({ page: 1, limit: 1 }, signal).then((a) => ({ newCount: a.newCount, dueCount: a.dueCount ?? 0, awaitingCount: a.awaitingCount ?? 0 })),
    refetchInterval: COUNTS_REFRESH_MS,
  });
  return query.data ?? null;
}

export function useInboxStats() {
  const query = useQuery({ queryKey: keys.inboxStats, queryFn: ({ signal }) => fetchStats(signal) });
  return { stats: query.data, error: query.isError ? loadError(query.error) : undefined, reload: () => void query.refetch() };
}

export interface CounsellorsState {
  list: Counsellor[] | null;
  error?: string;
  reload: () => void;
  /** Replace one counsellor's row after a change, without a round trip. */
  patch: (id: string, change: Partial<Counsellor>) => void;
}

/** The counsellors, their availability and open leads; read again after each inbox change. */
export function useCounsellors(): CounsellorsState {
  const client = useQueryClient();
  const query = useQuery({ queryKey: keys.counsellors, queryFn: ({ signal }) => fetchCounsellors(signal) });
  const patch = useCallback(
    (id: string, change: Partial<Counsellor>) =>
      client.setQueryData<Counsellor[]>(keys.counsellors, (l) => l?.map((c) => (c.id === id ? { ...c, ...change } : c))),
    [client],
  );
  return { list: query.data ?? null, error: query.isError ? loadError(query.error) : undefined, reload: () => void query.refetch(), patch };
}

/** The WhatsApp templates: the Templates section and an enquiry's composer read the same list. */
export function useTemplates() {
  return useQuery({ queryKey: keys.templates, queryFn: ({ signal }) => fetchTemplates(signal) });
}

/** One lead, read again every few seconds while one of its deliveries is pending or its WhatsApp conversation can move. */
export function useEnquiry(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keys.enquiry(id ?? ""),
    queryFn: ({ signal }) => fetchEnquiry(id!, signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.outbox?.some((o) => o.status === "pending") || q.state.data?.whatsapp.configured ? DELIVERY_REFRESH_MS : false),
  });
  /** Show the lead as the server answered a change to it. */
  const show = useCallback((next: EnquiryDetail) => client.setQueryData(keys.enquiry(next.id), next), [client]);
  return { detail: query.data ?? null, error: query.isError ? loadError(query.error) : undefined, show };
}
