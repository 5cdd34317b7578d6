import { useState } from "react";
import { Modal } from "../../components/modal";

interface FormModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: (setBusy: (busy: boolean) => void) => React.ReactNode;
}

/** A modal for an add/edit form that cannot be dismissed while an upload runs. */
export function FormModal({ open, title, onClose, children }: FormModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onClose} size="max-w-2xl">
      {children(setBusy)}
    </Modal>
  );
}
