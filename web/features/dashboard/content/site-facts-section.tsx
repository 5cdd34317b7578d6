// The Site section: every fact about the institute the site shows, in one document on the versioned editor.

import { type SiteFacts, siteFactsSchema } from "#contracts/content";
import { type IconProps, outlineIcon } from "#web/components/icons";
import { zodFieldErrors } from "#web/lib/forms/form-errors";
import { keys } from "../queries/keys";
import { loadDocument, saveDocument } from "./api";
import { ConflictBanner, EditorBar } from "./editor-bar";
import { EditorLoadFailed, EditorLoading } from "./editor-states";
import { lastSaved } from "./fields";
import { RevisionHistoryButton } from "./revision-history";
import { useSampleFacts } from "./sample-facts";
import { SiteFactsFields } from "./site-facts-fields";
import { type FactsForm, fromForm, toForm } from "./site-facts-form";
import { useVersionedEditor } from "./use-versioned-editor";

const ExternalIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

/** Every fact about the institute the site shows: one form, saved as one document, on the versioned editor. */
export function SiteFactsSection() {
  const sample = useSampleFacts();
  const editor = useVersionedEditor<SiteFacts, FactsForm>({
    queryKey: keys.document("site"),
    load: (signal) => loadDocument("site", signal),
    toDraft: toForm,
    toData: fromForm,
    check: (form) => {
      const parsed = siteFactsSchema.safeParse(fromForm(form));
      return parsed.success ? { data: parsed.data } : { errors: zodFieldErrors(parsed.error) };
    },
    send: (data, revision) => saveDocument("site", data, revision),
    preview: (data) => ({ kind: "document", key: "site", data }),
    subject: "the site facts",
    recordKey: "site",
    success: (_data, answer) => answer?.message ?? "Saved. The site shows the change within a few seconds.",
    failure: "Failed to save the site facts",
    // The schema trims and normalises (the phone's 10 digits): the form shows what was stored.
    showStored: true,
    // The sample-facts warnings look again.
    invalidates: [keys.contentStatus],
  });

  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="section-title" className="text-2xl font-bold text-brand-900">
            Site facts
          </h1>
          <p className="mt-1 text-sm text-slate-600">The institute's name, contact details, address and links, as every page of the site shows them.</p>
        </div>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 sm:self-auto"
        >
          <ExternalIcon className="h-4 w-4" />
          View site
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      {editor.status === "error" ? (
        <EditorLoadFailed title="Could not load the site facts." error={editor.loadError} action="Retry" onAction={editor.retry} />
      ) : editor.status === "loading" || editor.draft === null ? (
        <EditorLoading>Loading site facts…</EditorLoading>
      ) : (
        <>
          {editor.conflict && <ConflictBanner message={editor.conflict} busy={editor.reloading} onReload={editor.reload} onKeepMine={editor.keepMine} />}
          <form ref={editor.formRef} onSubmit={editor.onSubmit} noValidate aria-label="Site facts" className="space-y-5">
            <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <SiteFactsFields form={editor.draft} update={editor.update} errors={editor.errors} sample={sample} />
            </div>
            <EditorBar
              dirty={editor.dirty}
              saving={editor.saving}
              previewing={editor.previewing}
              uploading={false}
              saveLabel="Save changes"
              onPreview={editor.preview}
              status={editor.saved ? lastSaved(editor.saved.at, editor.saved.by) : undefined}
            >
              <RevisionHistoryButton recordKey="site" subject="site facts" onRestored={editor.restored} />
            </EditorBar>
          </form>
        </>
      )}
    </section>
  );
}
