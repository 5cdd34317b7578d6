import { useEffect, useState } from "react";
import { INBOX_CHANGED_EVENT, fetchInbox } from "./inbox-api";

const REFRESH_MS = 60_000;

export interface InboxCounts {
  /** Enquiries still 'new'. */
  newCount: number;
  /** Leads due today or overdue. */
  dueCount: number;
}

/** How many enquiries are new and how many are due: on load, every minute and after each change. */
export function useInboxCounts() {
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchInbox({ page: 1, limit: 1 }, controller.signal).then(
        (answer) => setCounts({ newCount: answer.newCount, dueCount: answer.dueCount ?? 0 }),
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    window.addEventListener(INBOX_CHANGED_EVENT, load);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener(INBOX_CHANGED_EVENT, load);
    };
  }, []);
  return counts;
}
