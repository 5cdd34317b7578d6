import { keys } from "../queries/keys";
import { zodFieldErrors } from "#web/lib/forms/form-errors";
import { saveDocument, loadDocument } from "./api";
import type { DocumentSpec } from "./documents/document-spec";
import { ConflictBanner, EditorBar } from "./editor-bar";
import { EditorLoadFailed, EditorLoading } from "./editor-states";
import { lastSaved } from "./fields";
import { RevisionHistoryButton } from "./revision-history";
import { useVersionedEditor } from "./use-versioned-editor";

/** One page document's form (a tab of the Pages section) on the versioned editor. */
export function DocumentEditor<D>({ spec }: { spec: DocumentSpec<D> }) {
  const editor = useVersionedEditor<unknown, D>({
    queryKey: keys.document(spec.key),
    load: (signal) => loadDocument(spec.key, signal),
    toDraft: spec.toDraft,
    toData: spec.toData,
    check: (draft) => {
      const parsed = spec.schema.safeParse(spec.toData(draft));
      return parsed.success ? { data: parsed.data } : { errors: zodFieldErrors(parsed.error) };
    },
    send: (data, revision) => saveDocument(spec.key, data, revision),
    preview: (data) => ({ kind: "document", key: spec.key, data }),
    subject: spec.label,
    recordKey: spec.key,
    success: () => `${spec.label} saved. The site shows the change within a few seconds.`,
    failure: `Failed to save ${spec.label}`,
  });

  if (editor.status === "loading" || editor.draft === null) {
    return editor.status === "error" ? (
      <EditorLoadFailed title={`Could not load ${spec.label}.`} error={editor.loadError} action="Retry" onAction={editor.retry} />
    ) : (
      <EditorLoading>Loading {spec.label}…</EditorLoading>
    );
  }

  const Fields = spec.Fields;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{spec.description}</p>
        <a
          href={spec.page}
          target="_blank"
          rel="noopener"
          className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 sm:self-auto"
        >
          View page on site
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      {editor.conflict && <ConflictBanner message={editor.conflict} busy={editor.reloading} onReload={editor.reload} onKeepMine={editor.keepMine} />}
      <form ref={editor.formRef} onSubmit={editor.onSubmit} noValidate aria-label={spec.label} className="space-y-5">
        <Fields draft={editor.draft} update={editor.update} errors={editor.errors} clearError={editor.clearError} onUploadBusy={editor.onUploadBusy} />
        <EditorBar
          dirty={editor.dirty}
          saving={editor.saving}
          previewing={editor.previewing}
          uploading={editor.uploading}
          saveLabel="Save changes"
          onPreview={editor.preview}
          status={editor.saved ? lastSaved(editor.saved.at, editor.saved.by) : undefined}
        >
          <RevisionHistoryButton recordKey={spec.key} subject={spec.label} onRestored={editor.restored} />
        </EditorBar>
      </form>
    </div>
  );
}
