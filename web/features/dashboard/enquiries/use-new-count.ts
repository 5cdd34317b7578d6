import { useEffect, useState } from "react";
import { INBOX_CHANGED_EVENT, fetchInbox } from "./inbox-api";

const REFRESH_MS = 60_000;

/** How many enquiries are still 'new': on load, every minute and after each change. */
export function useNewCount() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchInbox({ page: 1, limit: 1 }, controller.signal).then(
        (answer) => setCount(answer.newCount),
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
  return count;
}
