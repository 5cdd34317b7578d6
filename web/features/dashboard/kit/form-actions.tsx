// The Cancel and Submit row of a dashboard form, with upload progress when a file is sent.

import { Button } from "./button";
import { ProgressBar } from "./progress-bar";
import { Spinner } from "./spinner";

interface FormActionsProps {
  busy: boolean;
  progress: number | null;
  showProgress: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
}

/** The foot of a record form: upload progress, Cancel and the submit button. */
export function FormActions({ busy, progress, showProgress, submitLabel, busyLabel, onCancel }: FormActionsProps) {
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      {busy && showProgress && progress !== null && <ProgressBar value={progress} label="Uploading photo" />}
      <CancelAndSubmit busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </div>
  );
}

/** Cancel and the submit button, which says what it is doing while busy: the end of every staff form. */
export function CancelAndSubmit({ busy, submitLabel, busyLabel, onCancel }: Omit<FormActionsProps, "progress" | "showProgress">) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
        {busy && <Spinner className="h-4 w-4" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
