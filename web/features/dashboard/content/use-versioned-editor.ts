// The one versioned-document editor: load, draft, save with the revision it was made on, conflicts said
// plainly (docs/decisions/045, 035).

import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import { ApiError } from "#web/lib/api";
import { type FieldErrors, serverFieldErrors, serverReason } from "#web/lib/forms/form-errors";
import { notify } from "#web/lib/notify";
import { useFieldErrors } from "#web/lib/forms/use-form";
import { currentUser } from "../shell/current-user";
import { keys } from "../queries/keys";
import { notifyFailure } from "../kit/notify";
import { useUnsavedChanges } from "../kit/unsaved-changes";
import type { SaveAnswer, Versioned } from "./api";
import { type PreviewRequest, openPreview } from "./open-preview";

export interface VersionedEditorOptions<T, D> {
  /** The record's query key (queries/keys.ts); null while adding one: nothing to load yet. */
  queryKey: QueryKey | null;
  load: (signal: AbortSignal) => Promise<Versioned<T>>;
  /** The draft of a new record, when adding. */
  blank?: () => D;
  toDraft: (data: T) => D;
  /** What the draft stands for: compared with the saved version for "Unsaved changes". */
  toData: (draft: D) => unknown;
  /** The shared schema's verdict: the data to send, or the messages by field path. */
  check: (draft: D) => { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors };
  /** Saves on `revision` (undefined adds the record). */
  send: (data: T, revision: number | undefined) => Promise<SaveAnswer>;
  preview: (data: T) => PreviewRequest;
  /** Names the record for the leave-without-saving question. */
  subject: string;
  /** Its History (content revisions) key: "site", "about", "course:python". */
  recordKey: string | null;
  success: (data: T, answer: SaveAnswer) => string;
  failure: string;
  /** Shows what the server stored (trimmed, normalised) instead of what was typed. */
  showStored?: boolean;
  /** What else a save or restore changes: lists, banners. */
  invalidates?: QueryKey[];
  /** After a save, once the editor shows it (adding: open the new record). */
  onSaved?: (data: T) => void;
}

/** The saved version a draft was made from: the revision it is saved on, and what "unsaved" compares with. */
interface Base {
  revision: number | undefined;
  updatedAt?: string;
  updatedBy?: string | null;
  /** toData of the draft as loaded or saved, as JSON. */
  snapshot: string;
}

/**
 * Every editor of a versioned record (the page documents, a course, the site
 * facts): load, compare with the saved version, check with the shared schema
 * (each message beside its field, the first one focused), save on the revision
 * it was loaded at (a 409 keeps everything typed and offers Reload or Keep my
 * changes), Preview in a new tab, History's restore, and never lose typing
 * without asking (unsaved-changes.tsx).
 */
export function useVersionedEditor<T, D>(options: VersionedEditorOptions<T, D>) {
  const { queryKey } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const client = useQueryClient();
  const { formRef, errors, setErrors, showErrors, clearError } = useFieldErrors();

  const [start] = useState(() => (queryKey === null && options.blank ? options.blank() : null));
  const [draft, setDraft] = useState<D | null>(start);
  const [base, setBase] = useState<Base | null>(() => (start === null ? null : { revision: undefined, snapshot: JSON.stringify(options.toData(start)) }));
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [reloading, setReloading] = useState(false);
  /** The server's 409 message while this editor's revision is out of date. */
  const [conflict, setConflict] = useState<string | null>(null);

  const query = useQuery({
    queryKey: queryKey ?? ["nothing-to-load"],
    queryFn: ({ signal }) => latest.current.load(signal),
    enabled: queryKey !== null,
  });

  const dirty = useMemo(() => draft !== null && base !== null && JSON.stringify(latest.current.toData(draft)) !== base.snapshot, [draft, base]);
  const markClean = useUnsavedChanges(dirty, options.subject);

  const adopt = useCallback(
    (stored: Versioned<T>) => {
      const next = latest.current.toDraft(stored.data);
      setDraft(next);
      setBase({ revision: stored.revision, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy, snapshot: JSON.stringify(latest.current.toData(next)) });
      setErrors({});
      setConflict(null);
    },
    [setErrors],
  );

  // The saved version arrives (or a newer one, read again): it becomes the
  // form unless something typed would be lost. A save on an old revision is then refused (409).
  const stored = query.data;
  const seen = useRef({ base, dirty });
  useEffect(() => {
    seen.current = { base, dirty };
  });
  useEffect(() => {
    if (!stored) return;
    const { base: now, dirty: typing } = seen.current;
    if (now && (now.revision === stored.revision || typing)) return;
    adopt(stored);
  }, [stored, adopt]);

  /** The saved version again, from the server. */
  const fetchStored = async () => {
    const answer = await query.refetch({ throwOnError: true });
    return answer.data!;
  };

  const changedElsewhere = () => {
    for (const key of latest.current.invalidates ?? []) void client.invalidateQueries({ queryKey: key });
    if (latest.current.recordKey) client.removeQueries({ queryKey: keys.revisions(latest.current.recordKey) });
  };

  /** Replaces the form with the version saved now (Reload, or after History restored one). */
  async function reload() {
    setReloading(true);
    try {
      adopt(await fetchStored());
    } catch (err) {
      notifyFailure("Failed to load the latest version", err);
    } finally {
      setReloading(false);
    }
  }

  /** Keeps what is typed, now on the newest revision: the next save replaces the other person's version. */
  async function keepMine() {
    setReloading(true);
    try {
      const fresh = await fetchStored();
      setBase((b) => b && { ...b, revision: fresh.revision, updatedAt: fresh.updatedAt, updatedBy: fresh.updatedBy });
      setConflict(null);
      notify.warning(`Your changes are kept. Saving now replaces ${fresh.updatedBy ?? "the other"}'s version.`);
    } catch (err) {
      notifyFailure("Failed to load the latest version", err);
    } finally {
      setReloading(false);
    }
  }

  /** The checked data, or null with the messages shown. */
  function checked() {
    if (draft === null) return null;
    const verdict = latest.current.check(draft);
    if (verdict.errors) {
      showErrors(verdict.errors);
      return null;
    }
    return verdict.data;
  }

  async function save() {
    const data = checked();
    if (data === null || draft === null || base === null) return;
    const o = latest.current;
    setSaving(true);
    try {
      const answer = await o.send(data, base.revision);
      const revision = answer?.data?.revision ?? (base.revision ?? 0) + 1;
      const shown = o.showStored ? o.toDraft(data) : draft;
      const saved: Versioned<T> = { data, revision, updatedAt: new Date().toISOString(), updatedBy: currentUser()?.username ?? null };
      markClean();
      if (o.showStored) setDraft(shown);
      setBase({ revision, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy, snapshot: JSON.stringify(o.toData(shown)) });
      if (queryKey) client.setQueryData(queryKey, saved);
      changedElsewhere();
      setErrors({});
      setConflict(null);
      notify.success(o.success(data, answer));
      o.onSaved?.(data);
    } catch (err) {
      // A 409 about the id is a field's message (a new course's id is taken), not a stale revision.
      if (err instanceof ApiError && err.status === 409 && !serverFieldErrors(err).id) setConflict(serverReason(err) ?? STALE_EDIT_MESSAGE);
      else {
        showErrors(serverFieldErrors(err));
        notifyFailure(o.failure, err);
      }
    } finally {
      setSaving(false);
    }
  }

  async function preview() {
    const data = checked();
    if (data === null) return;
    setPreviewing(true);
    try {
      await openPreview(latest.current.preview(data));
    } catch (err) {
      showErrors(serverFieldErrors(err));
      notifyFailure("Failed to open the preview", err);
    } finally {
      setPreviewing(false);
    }
  }

  /** Changes the draft; `path` names the field whose message goes. */
  const update = useCallback(
    (fn: (draft: D) => D, path?: string) => {
      setDraft((d) => (d === null ? d : fn(d)));
      if (path !== undefined) clearError(path);
    },
    [clearError],
  );

  const onUploadBusy = useCallback((busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))), []);

  const status: "loading" | "error" | "ready" = draft !== null && base !== null ? "ready" : query.isError && !query.isFetching ? "error" : "loading";

  return {
    status,
    /** Why the record could not be loaded (an ApiError: 404 for a course that is gone). */
    loadError: query.error,
    retry: () => void query.refetch(),
    draft,
    update,
    dirty,
    /** The revision a save is made on; undefined while adding. */
    revision: base?.revision,
    /** Who saved the version on screen, and when; null for a record not saved yet. */
    saved: base?.updatedAt ? { at: base.updatedAt, by: base.updatedBy ?? null } : null,
    formRef,
    errors,
    clearError,
    onSubmit: (e: React.FormEvent) => {
      e.preventDefault();
      void save();
    },
    preview: () => void preview(),
    saving,
    previewing,
    uploading: uploads > 0,
    onUploadBusy,
    conflict,
    reloading,
    reload: () => void reload(),
    keepMine: () => void keepMine(),
    /** After History put an earlier version back: it becomes the form, and whatever shows it reads again. */
    restored: () => {
      changedElsewhere();
      void reload();
    },
    /** The record is gone (deleted here): nothing is left to save, so leaving need not ask. */
    forget: markClean,
  };
}

export type VersionedEditor<T, D> = ReturnType<typeof useVersionedEditor<T, D>>;
