// Issues a batch's certificates from a CSV file: every row checked and shown first, and the server issues all
// of them or none (docs/decisions/052).

import { useState } from "react";
import { BULK_COLUMNS, type BulkPreview } from "#contracts/certificates";
import { Button } from "../kit/button";
import { inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { issueBulk, previewBulk } from "./api";

const LABELS: Record<(typeof BULK_COLUMNS)[number], string> = {
  studentName: "Name",
  course: "Course",
  batch: "Batch",
  startDate: "Start",
  endDate: "End",
  grade: "Grade",
};

/**
 * A whole batch from a CSV: choose the file, see every row checked, then issue.
 * The server issues all of them or none, so a file with one bad row is fixed and
 * chosen again rather than half issued.
 */
export function BulkForm({ onCancel, onIssued }: { onCancel: () => void; onIssued: (message: string) => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const bad = preview ? preview.rows.filter((r) => Object.keys(r.errors).length).length : 0;

  async function choose(file: File | undefined) {
    setPreview(null);
    setCsv(null);
    if (!file) return;
    setBusy(true);
    try {
      const text = await file.text();
      setCsv(text);
      setPreview(await previewBulk(text));
    } catch (err) {
      notifyFailure("Could not read the file", err);
    } finally {
      setBusy(false);
    }
  }

  async function issue() {
    if (!csv) return;
    setBusy(true);
    try {
      onIssued((await issueBulk(csv)).message);
    } catch (err) {
      notifyFailure("Nothing was issued", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="certificates-csv" className="block text-sm font-semibold text-slate-800">
          CSV file
        </label>
        <input id="certificates-csv" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} className={`${inputClass} mt-1`} />
        <p className="mt-1 text-xs text-slate-500">
          A header row, then one student per row. Columns: <code>{BULK_COLUMNS.join(", ")}</code> (batch and grade may be empty; dates as yyyy-mm-dd).
        </p>
      </div>
      {preview?.fileError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {preview.fileError}
        </p>
      )}
      {preview && !preview.fileError && (
        <>
          <p role="status" className={`text-sm font-semibold ${bad ? "text-red-700" : "text-emerald-700"}`}>
            {bad
              ? `${bad} of ${preview.rows.length} rows have errors. Fix the file and choose it again; nothing is issued until every row is right.`
              : `All ${preview.rows.length} rows are ready to issue.`}
          </p>
          <div className="max-h-72 overflow-auto rounded-lg ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows of the file</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  <th className="px-2 py-1.5">Line</th>
                  {BULK_COLUMNS.map((c) => (
                    <th key={c} className="px-2 py-1.5">
                      {LABELS[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.rows.map((row) => (
                  <tr key={row.line} className={Object.keys(row.errors).length ? "bg-red-50" : undefined}>
                    <td className="px-2 py-1.5 text-slate-500">{row.line}</td>
                    {BULK_COLUMNS.map((c) => (
                      <td key={c} className="px-2 py-1.5 align-top">
                        {row.values[c] ?? ""}
                        {row.errors[c] && <span className="block text-xs font-semibold text-red-700">{row.errors[c]}</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={busy || !preview || Boolean(preview.fileError) || bad > 0}
          onClick={() => void issue()}
          aria-busy={busy || undefined}
        >
          {preview && !preview.fileError && !bad ? `Issue ${preview.rows.length} certificates` : "Issue certificates"}
        </Button>
      </div>
    </div>
  );
}
