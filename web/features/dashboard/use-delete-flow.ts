import { useState } from "react";
import { notifyFailure, notifySuccess } from "./notify";

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
      notifySuccess(success);
      onDeleted(target);
      setTarget(null);
    } catch (err) {
      notifyFailure(failure, err);
      setTarget(null);
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
