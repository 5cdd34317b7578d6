import { useCallback } from "react";
import { useFetched } from "../use-fetched";
import { type Counsellor, INBOX_CHANGED_EVENT, fetchCounsellors } from "./inbox-api";

export interface CounsellorsState {
  list: Counsellor[] | null;
  error?: string;
  reload: () => void;
  /** Replace one counsellor's row after a change, without a round trip. */
  patch: (id: string, change: Partial<Counsellor>) => void;
}

/** The counsellors, their availability and open leads; refreshed after each inbox change. */
export function useCounsellors(): CounsellorsState {
  const { data: list, error, reload, setData } = useFetched(fetchCounsellors, INBOX_CHANGED_EVENT);
  const patch = useCallback((id: string, change: Partial<Counsellor>) => setData((l) => l?.map((c) => (c.id === id ? { ...c, ...change } : c)) ?? l), [setData]);
  return { list, error, reload, patch };
}
