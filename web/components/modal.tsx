import { useEffect, useRef, useState } from "react";
import { TOAST_MS } from "../../contracts/limits";
import { CloseIcon } from "./icons";
import { LazyToaster, loadSonner } from "./lazy-toaster";

/** The toaster inside an open Modal; notify() (lib/notify.ts) finds its id on the dialog. */
const TOASTER = "modal";
/** The dialog's padding and title row: where its content, and its toasts, begin. */
const HEADER_ROW_PX = 76;

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
 * that opened it. While open it holds its own toaster: the page's one is inert
 * too, behind the backdrop, so notify() (lib/notify.ts) sends toasts here.
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

  // Closed, or unmounted while open: its toaster goes, so do the toasts it held
  // (sonner would keep them as active and show them again in the next modal).
  useEffect(() => {
    if (!open) return;
    return () => {
      void loadSonner()
        .then(({ toast }) => {
          for (const t of toast.getToasts()) if ("toasterId" in t && t.toasterId === TOASTER) toast.dismiss(t.id);
        })
        .catch(() => {});
    };
  }, [open]);

  // Toasts stay top right, but start below the dialog's header row: a toast under
  // the pointer pauses, and one over the × would keep the dialog from being closed.
  // The dialog is centred, so its top moves with its height and the window's.
  const [toastTop, setToastTop] = useState(88);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const place = () => setToastTop(Math.max(24, Math.round(dialog.getBoundingClientRect().top + HEADER_ROW_PX)));
    place();
    const observer = new ResizeObserver(place);
    observer.observe(dialog);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      data-toaster={TOASTER}
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
      {open && <LazyToaster eager id={TOASTER} position="top-right" offset={{ top: toastTop }} mobileOffset={{ top: toastTop }} richColors closeButton duration={TOAST_MS} />}
    </dialog>
  );
}
