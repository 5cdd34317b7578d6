// A form in a modal that asks before discarding what was typed (docs/decisions/045).

import { useEffect, useMemo, useRef, useState } from "react";
import { Modal } from "#web/components/modal";
import { type FormHost, FormHostContext } from "#web/lib/forms/use-form";
import { Button } from "./button";
import { useUnsavedChanges } from "./unsaved-changes";

interface FormModalProps {
  open: boolean;
  title: string;
  /** Closes it for good (after a save, or once the person chose to discard). */
  onClose: () => void;
  /** The form; `close` is its Cancel: it asks first when something typed would be lost. */
  children: (close: () => void) => React.ReactNode;
}

/**
 * A modal for an add/edit form. Its form (lib/use-form.ts) tells it whether it is
 * busy or holds unsaved changes: it cannot be dismissed while an upload runs,
 * and Escape, × or Cancel with unsaved changes ask before the typing goes.
 */
export function FormModal({ open, title, onClose, children }: FormModalProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  /** Where the keyboard was when the question came: it goes back there on Keep editing. */
  const returnTo = useRef<Element | null>(null);
  // Escape right after typing (a slow phone, a fast typist) must see that typing:
  // the form reports it from an effect, and the re-render that follows can come
  // after the key. `close` reads these, which are set the moment the form reports.
  const busyNow = useRef(false);
  const dirtyNow = useRef(false);
  const host = useMemo<FormHost>(
    () => ({
      setBusy: (value) => {
        busyNow.current = value;
      },
      setDirty: (value) => {
        dirtyNow.current = value;
        setDirty(value);
      },
    }),
    [],
  );
  useUnsavedChanges(open && dirty, title);

  // The browser may close a dialog itself when Escape comes again and again
  // without a click between (its guard against dialogs that will not go): then it
  // is closed here too, or the section could not open it again.
  const body = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    const dialog = body.current?.closest("dialog");
    if (!open || !dialog) return;
    const closed = () => latestClose.current();
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [open]);

  useEffect(() => {
    if (open) return;
    setAsking(false);
    setDirty(false);
    dirtyNow.current = false;
    busyNow.current = false;
  }, [open]);

  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  const close = () => {
    if (busyNow.current) return;
    if (!dirtyNow.current) return onClose();
    returnTo.current = document.activeElement;
    setAsking(true);
  };
  const keepEditing = () => {
    setAsking(false);
    // After the form is shown again.
    setTimeout(() => (returnTo.current instanceof HTMLElement ? returnTo.current.focus() : undefined));
  };

  return (
    <Modal open={open} title={asking ? "Discard changes?" : title} onClose={asking ? keepEditing : close} size="max-w-2xl">
      {asking && (
        <div>
          <p className="text-slate-600">What you typed here is not saved yet. Discard it and close?</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={keep} onClick={keepEditing}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={onClose}>
              Discard changes
            </Button>
          </div>
        </div>
      )}
      {/* Kept while the question shows, so nothing typed is lost on Keep editing. */}
      <div ref={body} hidden={asking}>
        <FormHostContext.Provider value={host}>{children(close)}</FormHostContext.Provider>
      </div>
    </Modal>
  );
}
