// The content editors' save bar, and the choice after a stale save (409): keep what is typed or take the
// saved version (docs/decisions/035).

import { type IconProps, outlineIcon } from "#web/components/icons";
import { Button } from "../kit/button";
import { AlertIcon, EyeIcon } from "../kit/dashboard-icons";
import { Spinner } from "../kit/spinner";

export const SaveIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M5 3h11l3 3v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
    <path d="M7 3v5h8V3M7 21v-7h10v7" />
  </svg>
);

interface ConflictBannerProps {
  message: string;
  busy: boolean;
  /** Replace the form with the version saved now. */
  onReload: () => void;
  /** Keep what is typed and save over the other person's change. */
  onKeepMine: () => void;
}

/** The 409 of a stale save: nothing typed is lost; the editor chooses what happens next. */
export function ConflictBanner({ message, busy, onReload, onKeepMine }: ConflictBannerProps) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center">
      <AlertIcon className="h-6 w-6 shrink-0 text-amber-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Not saved: {message}</p>
        <p className="mt-1">
          Your changes are still in the form. <strong>Reload</strong> shows their version instead (copy anything you want to keep first);{" "}
          <strong>Keep my changes</strong> lets you save yours over theirs.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="primary" onClick={onReload} disabled={busy}>
          Reload
        </Button>
        <Button onClick={onKeepMine} disabled={busy}>
          Keep my changes
        </Button>
      </div>
    </div>
  );
}

interface EditorBarProps {
  dirty: boolean;
  saving: boolean;
  previewing: boolean;
  uploading: boolean;
  saveLabel: string;
  onPreview: () => void;
  /** What was saved last and by whom, e.g. "Saved 3 May 2026, 10:04 am by priya". */
  status?: string;
  /** History and any other record buttons. */
  children?: React.ReactNode;
}

/**
 * The foot of an editor, kept in view while scrolling a long form: whether there
 * are unsaved changes, then History, Preview and Save.
 */
export function EditorBar({ dirty, saving, previewing, uploading, saveLabel, onPreview, status, children }: EditorBarProps) {
  const busy = saving || uploading;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:bottom-4 lg:mx-0 lg:rounded-2xl lg:border lg:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <p className="text-xs text-slate-600 sm:text-sm" aria-live="polite">
          {uploading ? "Uploading the image…" : dirty ? <span className="font-semibold text-amber-800">Unsaved changes</span> : (status ?? "No changes")}
        </p>
        {/* On a phone one row of equal buttons, so the bar keeps most of the screen for the form. */}
        <div className="flex flex-wrap gap-2 *:grow sm:justify-end sm:*:grow-0">
          {children}
          <Button onClick={onPreview} disabled={previewing || uploading} aria-busy={previewing || undefined}>
            {previewing ? <Spinner className="h-4 w-4" /> : <EyeIcon className="h-4 w-4" />}
            Preview
          </Button>
          <Button type="submit" variant="primary" disabled={busy} aria-busy={saving || undefined}>
            {saving ? <Spinner className="h-4 w-4" /> : <SaveIcon className="h-4 w-4" />}
            {saving ? "Saving..." : saveLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
