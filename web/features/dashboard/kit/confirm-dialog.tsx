// The dashboard's "are you sure" dialog for deletes and other steps that cannot be undone.

import { useEffect, useRef } from "react";
import { Modal } from "#web/components/modal";
import { Button } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: React.ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button; a delete unless said otherwise. */
  confirmLabel?: string;
  busyLabel?: string;
  variant?: "danger" | "primary";
}

/** Every delete asks first (docs/decisions/008). Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  variant = "danger",
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // After the dialog has opened (the Modal opens it in its own effect).
    const timer = setTimeout(() => cancel.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={title} size="max-w-md">
      <div className="text-slate-600">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancel} onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
