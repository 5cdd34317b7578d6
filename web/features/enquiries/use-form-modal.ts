import { useEffect, useState } from "react";
import { type EnquiryFormKey, formAnchor } from "#contracts/form-reply";
import { useFormReply } from "#web/lib/form-reply";

/**
 * A modal enquiry form that works from the first paint: its buttons are links to
 * the dialog (`#enquiry-<key>`), which CSS shows before the script has arrived and
 * without JavaScript; the hydrated page opens it as a modal instead. It starts
 * open when the page shows the server's answer to this form (its messages, or
 * its confirmation unless `openWhenSent` is false), or when the address names it.
 */
export function useFormModal(key: EnquiryFormKey, { openWhenSent = true } = {}) {
  const reply = useFormReply(key);
  const id = formAnchor(key);
  const [open, setOpen] = useState(() => Boolean(reply && (openWhenSent || !reply.sent)));
  // Opened through its link before the script arrived: now it becomes the modal.
  useEffect(() => {
    if (window.location.hash === `#${id}`) setOpen(true);
  }, [id]);
  /** Spread on each link that opens it. */
  const trigger = {
    href: `#${id}`,
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      setOpen(true);
    },
  };
  return { id, open, setOpen, trigger };
}
