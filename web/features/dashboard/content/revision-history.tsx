import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { type IconProps, outlineIcon } from "#web/components/icons";
import { Modal } from "#web/components/modal";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { AlertIcon } from "../kit/dashboard-icons";
import { keys } from "../queries/keys";
import { loadError, statusOf } from "../queries/list-state";
import { notifyFailure } from "../kit/notify";
import { DialogLoading } from "../kit/load-states";
import { loadRevisions, restoreRevision } from "./api";
import { RestoreList } from "./restore-list";

/**
 * One saved version of a content record, as GET /api/content/revisions lists it:
 * who and when, without the content (GET /api/content/revisions/:id has that).
 */
export interface Revision {
  id: string;
  key: string;
  revision: number;
  action: "seed" | "create" | "update" | "delete" | "restore";
  createdAt: string;
  createdBy: string | null;
}

const ACTION_WORDS: Record<Revision["action"], string> = {
  seed: "Initial content",
  create: "Added",
  update: "Edited",
  delete: "Deleted",
  restore: "Earlier version restored",
};

/** "Edited by priya"; the seed has no author: it is what the site started with. */
export function describeRevision(r: Pick<Revision, "action" | "createdBy">) {
  if (r.action === "seed") return "Initial content";
  return r.createdBy ? `${ACTION_WORDS[r.action]} by ${r.createdBy}` : ACTION_WORDS[r.action];
}

export const HistoryIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </svg>
);

interface RevisionHistoryButtonProps {
  /** site, about, course:python, batch:<id>, … */
  recordKey: string;
  /** After a restore: load the record again. */
  onRestored: () => void;
  /** Names the record for screen readers when a page holds several History buttons. */
  subject?: string;
  size?: "sm" | "md";
}

/**
 * "History": the recent saved versions of one record (the server keeps the
 * newest CONTENT_REVISIONS_KEPT), newest first, with who saved it and when; any
 * earlier one can be put back, as a new version.
 */
export function RevisionHistoryButton({ recordKey, onRestored, subject, size = "md" }: RevisionHistoryButtonProps) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Revision | null>(null);
  const [restoring, setRestoring] = useState(false);

  async function restore() {
    if (!target) return;
    setRestoring(true);
    try {
      await restoreRevision(target.id);
      // Read afresh next time: the restore is now the newest version.
      client.removeQueries({ queryKey: keys.revisions(recordKey) });
      // Both dialogs close together; the toast shows on the page after them.
      setTarget(null);
      setOpen(false);
      notify.success("Earlier version restored.", { afterClose: true });
      onRestored();
    } catch (err) {
      // The confirmation closes and the history comes back: the toast shows in it.
      setTarget(null);
      notifyFailure("Failed to restore this version", err, { afterClose: true });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={subject ? `History of ${subject}` : undefined}>
        <HistoryIcon className={size === "sm" ? "h-3.5 w-3.5" : "h-4 w-4"} />
        History
      </Button>
      <Modal open={open && target === null} onClose={() => setOpen(false)} title={subject ? `History of ${subject}` : "History"} size="max-w-2xl">
        <RevisionList recordKey={recordKey} onChoose={setTarget} />
      </Modal>
      <ConfirmDialog
        open={target !== null}
        title="Restore this version?"
        busy={restoring}
        onConfirm={restore}
        onCancel={() => setTarget(null)}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        variant="primary"
      >
        <p>
          The version of <strong className="text-slate-900">{target && formatInstituteTime(target.createdAt)}</strong> ({target && describeRevision(target)})
          replaces what is saved now. The site shows it within a few seconds; the current version stays in the history.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The versions, read when the History dialog opens. */
function RevisionList({ recordKey, onChoose }: { recordKey: string; onChoose: (revision: Revision) => void }) {
  const query = useQuery({ queryKey: keys.revisions(recordKey), queryFn: ({ signal }) => loadRevisions(recordKey, signal) });
  const status = statusOf(query);
  const revisions = query.data ?? [];
  // The newest entry is what the record holds now, unless it records a deletion.
  const currentId = revisions[0] && revisions[0].action !== "delete" ? revisions[0].id : null;

  if (status === "loading") {
    return <DialogLoading>Loading history…</DialogLoading>;
  }
  if (status === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <AlertIcon className="h-8 w-8 text-red-500" />
        <p className="font-semibold text-slate-900">Could not load the history.</p>
        <p className="text-sm text-slate-600">{loadError(query.error)}</p>
        <Button variant="primary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (revisions.length === 0) return <p className="py-8 text-center text-slate-600">No saved versions yet.</p>;
  return (
    <>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Recent saved versions, newest first (a record keeps its latest ones; the oldest go). Restoring one saves it again as the newest version.
      </p>
      <RestoreList
        items={revisions}
        ordered
        heading={(r) => formatInstituteTime(r.createdAt)}
        detail={describeRevision}
        action={(r) =>
          r.id === currentId ? (
            <span className="self-start rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200 sm:self-auto">
              Current version
            </span>
          ) : r.action === "delete" ? null : (
            <Button
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => onChoose(r)}
              aria-label={`Restore this version (${formatInstituteTime(r.createdAt)})`}
            >
              Restore this version
            </Button>
          )
        }
      />
    </>
  );
}
