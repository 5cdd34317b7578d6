import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { STALE_EDIT_MESSAGE } from "../../../../contracts/revision";
import { ApiError, api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { serverFieldErrors } from "../field-errors";
import { notifyFailure, serverReason } from "../notify";
import { type Errors, issueErrors } from "./draft";

export type PreviewRequest = { kind: "course"; data: unknown } | { kind: "document"; key: string; data: unknown };

interface SaveOptions {
  send: () => Promise<{ data?: { revision?: number } } | null>;
  success: string;
  failure: string;
  onSaved: (revision: number | undefined) => void;
}

/**
 * What the course and page editors share: checking with the shared schema (each
 * message beside its field, the first invalid field focused), saving with the
 * revision the editor loaded (a 409 keeps everything typed and says what to do),
 * Preview in a new tab, and a warning before leaving with unsaved changes.
 */
export function useContentEditor({ dirty }: { dirty: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [focusTick, setFocusTick] = useState(0);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [uploads, setUploads] = useState(0);
  /** The server's 409 message while this editor's revision is out of date. */
  const [conflict, setConflict] = useState<string | null>(null);

  // Take the keyboard (and the eye) to the first field that needs fixing.
  useEffect(() => {
    if (focusTick === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [focusTick]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const showErrors = useCallback((next: Errors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusTick((t) => t + 1);
  }, []);

  /** Parses `value` with `schema`; on failure shows the messages and answers null. */
  function check<S extends z.ZodType>(schema: S, value: unknown, prefix: (string | number)[] = []): z.infer<S> | null {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    showErrors(issueErrors(parsed.error, prefix));
    return null;
  }

  /** Clears the message of one field once it is edited. */
  const clearError = useCallback((path: string) => setErrors((e) => (path in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e)), []);

  async function save({ send, success, failure, onSaved }: SaveOptions) {
    setSaving(true);
    try {
      const answer = await send();
      setErrors({});
      setConflict(null);
      onSaved(answer?.data?.revision);
      notify.success(success);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && !serverFieldErrors(err).id) {
        setConflict(serverReason(err) ?? STALE_EDIT_MESSAGE);
      } else {
        showErrors(serverFieldErrors(err));
        notifyFailure(failure, err);
      }
    } finally {
      setSaving(false);
    }
  }

  /**
   * Opens the page with the unsaved change in a new tab. The tab opens at once,
   * while the click still counts as the user's, so no pop-up blocker stops it;
   * the preview's address follows when the server answers.
   */
  async function preview(request: PreviewRequest) {
    const tab = window.open("", "_blank");
    if (tab) {
      tab.opener = null;
      tab.document.title = "Preparing the preview…";
      tab.document.body.textContent = "Preparing the preview…";
    }
    setPreviewing(true);
    try {
      const answer = await api<{ data?: { url?: string } }>("/content/preview", { method: "POST", body: request, auth: true });
      const url = answer.data?.url;
      if (!url) throw new Error("The preview has no address.");
      if (tab) tab.location.href = url;
      // Blocked after all: a click on the toast's button is the user's own and opens it.
      else notify.success("The preview is ready.", { action: { label: "Open preview", onClick: () => window.open(url, "_blank", "noopener") } });
    } catch (err) {
      tab?.close();
      showErrors(serverFieldErrors(err));
      notifyFailure("Failed to open the preview", err);
    } finally {
      setPreviewing(false);
    }
  }

  const clearConflict = useCallback(() => setConflict(null), []);
  const onUploadBusy = useCallback((busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))), []);

  return {
    formRef,
    errors,
    setErrors,
    showErrors,
    clearError,
    check,
    save,
    preview,
    saving,
    previewing,
    uploading: uploads > 0,
    onUploadBusy,
    conflict,
    clearConflict,
  };
}
