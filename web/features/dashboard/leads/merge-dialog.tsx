// Merges another lead of the same person into this one: search for it, choose it, confirm.

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { type EnquiryDetail, type EnquirySummary, formatInstituteTime } from "#contracts/enquiry-inbox";
import { Modal } from "#web/components/modal";
import { Button } from "../kit/button";
import { SearchBox } from "../kit/search-box";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";
import { Spinner } from "../kit/spinner";
import { fetchInbox } from "./api";
import { formLabel } from "./labels";

const SEARCH_DELAY_MS = 300;

interface MergeDialogProps {
  open: boolean;
  detail: EnquiryDetail;
  busy: boolean;
  onMerge: (other: EnquirySummary) => void;
  onCancel: () => void;
}

/**
 * Admins: find the same person's other lead (by name, phone or email), then
 * confirm. The other lead's submissions and timeline join this one.
 */
export function MergeDialog({ open, detail, busy, onMerge, onCancel }: MergeDialogProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<EnquirySummary | null>(null);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    // Start from what this lead shares with its likely twin: the phone number.
    setText(detail.phone);
  }, [open, detail.phone]);

  // Asks once typing pauses; the inbox's own key, so a lead changed meanwhile is found as it is now.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({
    queryKey: keys.inboxPage({ q, page: 1, limit: 8 }),
    queryFn: ({ signal }) => fetchInbox({ q, page: 1, limit: 8 }, signal),
    enabled: open && q !== "",
    placeholderData: keepPreviousData,
  });
  const results = text.trim() && search.data ? search.data.data.filter((r) => r.id !== detail.id) : null;
  const searching = text.trim() !== "" && (text.trim() !== q || search.isFetching);
  const error = search.isError && !search.isFetching ? loadError(search.error) : undefined;

  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={chosen ? "Merge these leads?" : "Merge with another lead"} size="max-w-xl">
      {chosen ? (
        <div className="space-y-4 text-sm text-slate-600">
          <p>
            <strong className="text-slate-900">{chosen.name}</strong> ({chosen.phone}, {formLabel(chosen.form)}, {formatInstituteTime(chosen.lastSubmittedAt)})
            joins <strong className="text-slate-900">{detail.name}</strong>. Its submissions, notes, calls and messages move to this lead's timeline, and it
            leaves the inbox. This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onClick={() => setChosen(null)} disabled={busy}>
              Back
            </Button>
            <Button variant="primary" onClick={() => onMerge(chosen)} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Merging..." : "Merge"}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">The same person sometimes sends two forms. Find the other lead and bring it into this one.</p>
          <div>
            <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold text-slate-700">
              Search leads
            </label>
            <SearchBox id={`${id}-q`} value={text} onChange={setText} placeholder="Name, phone or email" tone="bg-white" />
          </div>
          <div aria-live="polite" aria-busy={searching || undefined}>
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                Could not search. {error}
              </p>
            ) : searching && !results ? (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="h-4 w-4" /> Searching…
              </p>
            ) : !results ? (
              <p className="text-sm text-slate-600">Type a name, phone number or email.</p>
            ) : results.length === 0 ? (
              <p className="text-sm text-slate-600">No other lead matches.</p>
            ) : (
              <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl ring-1 ring-slate-200">
                {results.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">{r.name}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {r.phone} · {r.email} · {formLabel(r.form)} · {formatInstituteTime(r.lastSubmittedAt)}
                      </span>
                    </span>
                    <Button size="sm" onClick={() => setChosen(r)} aria-label={`Merge ${r.name} (${r.phone}) into this lead`}>
                      Choose
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex justify-end">
            <Button onClick={onCancel}>Cancel</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
