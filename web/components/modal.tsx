import { Fragment, useEffect, useId, useRef, useState } from "react";
import { usePathname } from "../lib/page-location";
import { TOAST_MS } from "#contracts/limits";
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
  /**
   * The dialog's element id, for a modal that must work before and without
   * JavaScript: its content is always in the page, a link to `#id` shows it (CSS
   * `:target`, app.css) and its × is a link back to the page. Without it the
   * content is rendered only while open.
   */
  id?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser makes the rest of the page
 * inert (focus stays inside), Escape closes it, and focus returns to the element
 * that opened it. While open it holds its own toaster: the page's one is inert
 * too, behind the backdrop, so notify() (lib/notify.ts) sends toasts here.
 */
export function Modal({ open, onClose, title, children, size = "max-w-lg", id }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const pathname = usePathname();
  const titleId = useId();
  // A modal that stays in the page (`id`) starts its content afresh each time it
  // opens again, as one rendered only while open does: a sent form's confirmation
  // gives way to an empty form. (State its owner keeps outside stays.)
  const [opening, setOpening] = useState(0);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) setOpening((n) => n + 1);
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
      // Opened through its link (`#id`): closed now, the address stops naming it.
      if (id && window.location.hash === `#${id}`) history.replaceState(history.state, "", window.location.pathname + window.location.search);
    }
  }, [open, id]);

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
      id={id}
      aria-labelledby={titleId}
      // Open as the server rendered it (a form's answer): shown by CSS until the script opens it as a modal.
      data-open={open || undefined}
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
      {(open || id) && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {title}
            </h2>
            {id ? (
              // A link back to the page closes it without a script too.
              <a
                href={pathname}
                role="button"
                onClick={(e) => {
                  e.preventDefault();
                  onClose();
                }}
                className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100"
                aria-label="Close"
              >
                <CloseIcon className="h-5 w-5" />
              </a>
            ) : (
              <button type="button" onClick={onClose} className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100" aria-label="Close">
                <CloseIcon className="h-5 w-5" />
              </button>
            )}
          </div>
          <Fragment key={opening}>{children}</Fragment>
        </div>
      )}
      {open && (
        <LazyToaster
          eager
          id={TOASTER}
          position="top-right"
          offset={{ top: toastTop }}
          mobileOffset={{ top: toastTop }}
          richColors
          closeButton
          duration={TOAST_MS}
        />
      )}
    </dialog>
  );
}
