// Delete after a confirmation, with the toast and the list refresh every record section shares.

import { useState } from "react";
import { notify } from "#web/lib/notify";
import { notifyFailure } from "./notify";

interface DeleteFlowOptions<T> {
  remove: (row: T) => Promise<unknown>;
  success: string;
  failure: string;
  /** After a successful delete, e.g. drop the row and refresh the list. */
  onDeleted: (row: T) => void;
}

/** The ask → confirm → delete → toast sequence shared by every table. */
export function useDeleteFlow<T>({ remove, success, failure, onDeleted }: DeleteFlowOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target);
      onDeleted(target);
      // Either way the confirmation closes; its toast shows on the page after it.
      setTarget(null);
      notify.success(success, { afterClose: true });
    } catch (err) {
      setTarget(null);
      notifyFailure(failure, err, { afterClose: true });
    } finally {
      setBusy(false);
    }
  }

  return {
    target,
    ask: (row: T) => setTarget(row),
    dialog: { open: target !== null, busy, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
