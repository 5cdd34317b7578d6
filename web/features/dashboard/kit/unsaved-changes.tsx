import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

// Typing is never thrown away without asking: an editor or a form modal with
// unsaved changes holds the dashboard in place (another section, a Pages tab,
// Back, Back to courses) until the person chooses, and the browser asks before
// the tab closes or reloads. Escape and × of a form modal ask in the modal itself
// (form-modal.tsx).

interface Entry {
  dirty: boolean;
  /** Names what is unsaved: "Why choose us", "Edit placement". */
  subject: string;
}

type Registry = Set<React.RefObject<Entry>>;

const GuardContext = createContext<Registry | null>(null);

/** Around the dashboard's sections: one blocker for every editor and form in it. */
export function UnsavedChangesGuard({ children }: { children: React.ReactNode }) {
  const [registry] = useState<Registry>(() => new Set());
  const [subject, setSubject] = useState("");

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (nextLocation.pathname === currentLocation.pathname && nextLocation.search === currentLocation.search) return false;
      // An ended session or a logout goes to the login page: nothing could be saved anyway.
      if (nextLocation.pathname === "/login") return false;
      const dirty = [...registry].find((entry) => entry.current.dirty);
      if (dirty) setSubject(dirty.current.subject);
      return dirty !== undefined;
    },
    [registry],
  );
  const blocker = useBlocker(shouldBlock);
  // The router reports the block in a transition; the answer closes the question
  // at once (a click's own update), so the page is usable again right away.
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(blocker.state === "blocked"), [blocker.state]);

  return (
    <GuardContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={asking}
        title="Leave without saving?"
        busy={false}
        confirmLabel="Discard changes"
        onCancel={() => {
          setAsking(false);
          blocker.reset?.();
        }}
        onConfirm={() => {
          setAsking(false);
          blocker.proceed?.();
        }}
      >
        <p>Your changes to {subject} are not saved yet. Discard them and go on?</p>
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}

/**
 * Registers unsaved changes with the dashboard's guard and the browser's
 * leave-page prompt. Answers markClean(): after a save or delete that moves on at
 * once, before the next render has said so.
 */
export function useUnsavedChanges(dirty: boolean, subject: string) {
  const registry = useContext(GuardContext);
  const entry = useRef<Entry>({ dirty, subject });

  useEffect(() => {
    entry.current = { dirty, subject };
  }, [dirty, subject]);

  useEffect(() => {
    if (!registry) return;
    registry.add(entry);
    return () => {
      registry.delete(entry);
    };
  }, [registry]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (!entry.current.dirty) return;
      e.preventDefault();
      // Older browsers still ask for this to show their prompt.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return useCallback(() => {
    entry.current = { ...entry.current, dirty: false };
  }, []);
}
