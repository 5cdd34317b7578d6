import { useEffect, useRef } from "react";
import { Toaster } from "sonner";
import { TOAST_MS } from "../../contracts/limits";
import { MODAL_TOASTER, dismissModalToasts } from "../lib/notify";
import { CloseIcon } from "./icons";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser makes the rest of the page
 * inert (focus stays inside), Escape closes it, and focus returns to the element
 * that opened it. While open it holds its own toaster: the page's one would be
 * inert too, behind the backdrop, so notify() (lib/notify.ts) sends toasts here.
 */
export function Modal({ open, onClose, title, children, size = "max-w-lg" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  // Closed or unmounted while open: its toaster goes, and so do the toasts it held.
  useEffect(() => (open ? dismissModalToasts : undefined), [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="modal-title" className="text-xl font-bold text-brand-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
      {open && <Toaster id={MODAL_TOASTER} position="top-right" richColors closeButton duration={TOAST_MS} />}
    </dialog>
  );
}
