import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ContentDocumentKey } from "#contracts/content";
import { CONTENT_DOCUMENT_LABELS, type UnreadableDocument } from "#contracts/content-documents";
import { sectionPath } from "#contracts/dashboard-paths";
import { formatInstituteTime } from "#contracts/institute-time";
import { JOB_KIND_LABELS, type SetAsideJobs } from "#contracts/jobs";
import { call } from "#web/lib/api";
import { loadContentStatus } from "../content/api";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";

// On the admin overview (docs/decisions/092, 099): what the server set aside
// because it could not read it: background work (a queued message, a stored
// webhook) never done half nor tried again blindly, and saved content documents
// the site shows the seed's version of instead. Like the notices above it, it
// shows only when there is something to say (or its read failed).

const fetchSetAside = (signal?: AbortSignal) => call("GET /api/jobs/set-aside", { auth: true, signal }).then((a) => a.data);

/** Where a document is edited: Site facts, or its tab of Pages. */
const editorOf = (key: ContentDocumentKey) => (key === "site" ? sectionPath("site") : `${sectionPath("pages")}?page=${encodeURIComponent(key)}`);

function Documents({ documents }: { documents: UnreadableDocument[] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-amber-950">Saved content the site cannot read</p>
      <ul className="mt-1 space-y-2 text-sm">
        {documents.map((d) => (
          <li key={d.key} className="break-words">
            <Link to={editorOf(d.key)} className="font-semibold text-brand-700 hover:underline">
              {CONTENT_DOCUMENT_LABELS[d.key]}
            </Link>
            : the site shows the version it came with until this one is saved again. <span className="text-red-800">Why: {d.error}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Jobs({ jobs }: { jobs: SetAsideJobs }) {
  return (
    <div>
      <p className="text-sm font-semibold">
        {jobs.count === 1 ? "1 piece of background work" : `${jobs.count} pieces of background work`} set aside: not done, and not tried again
      </p>
      <ul className="mt-1 divide-y divide-amber-200 text-sm">
        {jobs.latest.map((j) => (
          <li key={j.id} className="py-2">
            <p className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{JOB_KIND_LABELS[j.kind] ?? j.kind}</span>
              <span className="tabular-nums text-slate-600">{formatInstituteTime(j.at)}</span>
            </p>
            <p className="break-words text-red-800">{j.error}</p>
          </li>
        ))}
      </ul>
      {jobs.count > jobs.latest.length && <p className="text-xs">The latest {jobs.latest.length} are shown.</p>}
    </div>
  );
}

export function SetAsideCard() {
  const jobs = useQuery({ queryKey: keys.setAside, queryFn: ({ signal }) => fetchSetAside(signal) });
  // The sample-facts warning's read; when it fails the documents are left out, as that warning is.
  const content = useQuery({ queryKey: keys.contentStatus, queryFn: ({ signal }) => loadContentStatus(signal) });
  const documents = content.data?.unreadable ?? [];
  if (jobs.isError)
    return (
      <div role="alert" className="rounded-2xl bg-white p-4 text-sm text-red-800 shadow-sm ring-1 ring-slate-200 sm:p-5">
        Could not read what was set aside: {loadError(jobs.error)}{" "}
        <button type="button" onClick={() => void jobs.refetch()} className="font-semibold text-brand-700 underline underline-offset-4">
          Retry
        </button>
      </div>
    );
  if (!jobs.data || (jobs.data.count === 0 && documents.length === 0)) return null;
  return (
    <section aria-labelledby="set-aside-title" className="space-y-4 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 sm:p-5">
      <div>
        <h2 id="set-aside-title" className="text-base font-bold">
          Set aside
        </h2>
        <p className="mt-1 text-sm">What the server stored could not be read, so it was put aside rather than done halfway.</p>
      </div>
      {documents.length > 0 && <Documents documents={documents} />}
      {jobs.data.count > 0 && <Jobs jobs={jobs.data} />}
    </section>
  );
}
