import { useEffect, useRef } from "react";
import { SESSION_EXPIRED_EVENT } from "#web/lib/api";

/**
 * Calls `onEnded` when a staff call answers 401 (expired or revoked session, with
 * the server's message) or when another tab removes the token (logout there).
 */
export function useSessionWatch(onEnded: (serverMessage?: string) => void) {
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });

  useEffect(() => {
    const onExpired = (e: Event) => {
      const detail = (e as CustomEvent<unknown>).detail;
      latest.current(typeof detail === "string" ? detail : undefined);
    };
    const onStorage = (e: StorageEvent) => {
      if ((e.key === "token" && !e.newValue) || e.key === null) latest.current();
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
}
