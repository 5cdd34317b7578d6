import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatDate } from "#contracts/date-format";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { keys } from "../queries/keys";
import { batchKeys, enrolStudent, fetchBatchList } from "./api";

// Enrol a lead in a batch from its enquiry (docs/decisions/067): the batches of
// the lead's course first. Enrolling makes the lead Enrolled; choosing another
// batch of the same course moves the student (their payments stay with them).

export function LeadBatchPanel({ detail }: { detail: EnquiryDetail }) {
  const id = useId();
  const client = useQueryClient();
  const list = useQuery({ queryKey: batchKeys.list, queryFn: ({ signal }) => fetchBatchList(signal) });
  const [batchId, setBatchId] = useState("");
  const [busy, setBusy] = useState(false);
  if (!list.data || list.data.length === 0) return null;
  const course = (detail.course ?? "").toLowerCase();
  const matches = (b: (typeof list.data)[number]) => course !== "" && (b.courseId === course || b.courseTitle.toLowerCase() === course);
  const batches = [...list.data].sort((a, b) => Number(matches(b)) - Number(matches(a)) || a.startDate.localeCompare(b.startDate));

  async function enrol() {
    if (!batchId) return;
    setBusy(true);
    try {
      const answer = await enrolStudent(batchId, detail.id);
      notify.success(answer.message);
      await Promise.all([
        client.invalidateQueries({ queryKey: batchKeys.all }),
        client.invalidateQueries({ queryKey: keys.enquiry(detail.id) }),
        client.invalidateQueries({ queryKey: keys.inbox }),
      ]);
    } catch (err) {
      notifyFailure("Not enrolled", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-sm font-bold text-brand-900">
        Batch
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor={`${id}-batch`} className="block text-xs font-semibold text-slate-700">
            Enrol in
          </label>
          <select
            id={`${id}-batch`}
            value={batchId}
            onChange={(e) => setBatchId(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Choose a batch</option>
            {batches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.courseTitle} · {formatDate(b.startDate)} · {b.timing}
                {b.seatsLeft === null ? "" : b.seatsLeft === 0 ? " · full" : ` · ${b.seatsLeft} seats left`}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={enrol} disabled={!batchId || busy}>
          {busy && <Spinner className="h-4 w-4" />}
          Enrol
        </Button>
      </div>
    </section>
  );
}
