import { certificatesIssued } from "#contracts/certificates";
import { useState } from "react";
import { type BatchCertificatesResult, FEE_STATE_LABELS, type FeeState, type Roster } from "#contracts/batches";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { issueFromBatch } from "./api";
import { ColumnHeads } from "../kit/column-heads";

// A batch's class list for the office (docs/decisions/067): each student's
// attendance and fee state, who missed the last two classes, and certificates
// issued in one step to those who attended enough (a counsellor's to their own
// students, docs/decisions/084).

const FEE_TONE: Record<FeeState, string> = {
  none: "bg-slate-100 text-slate-700",
  unpaid: "bg-amber-100 text-amber-900",
  part_paid: "bg-sky-100 text-sky-900",
  paid: "bg-emerald-100 text-emerald-900",
  overdue: "bg-red-100 text-red-900",
};

const percent = (a: { attended: number; held: number }) => (a.held === 0 ? "–" : `${Math.round((a.attended * 100) / a.held)} %`);

export function RosterPanel({ roster, canIssue, onOpenLead }: { roster: Roster; canIssue: boolean; onOpenLead?: (id: string) => void }) {
  const [issuing, setIssuing] = useState(false);
  const [result, setResult] = useState<BatchCertificatesResult | null>(null);

  async function issue() {
    setIssuing(true);
    try {
      const answer = await issueFromBatch(roster.batch.id);
      setResult(answer);
      notify.success(certificatesIssued(answer.issued.length));
    } catch (err) {
      notifyFailure("Certificates not issued", err);
    } finally {
      setIssuing(false);
    }
  }

  return (
    <section aria-labelledby="roster-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="roster-title" className="text-lg font-bold text-brand-900">
          Class list ({roster.students.length})
        </h2>
        {canIssue && roster.students.length > 0 && (
          <Button variant="primary" onClick={issue} disabled={issuing}>
            {issuing && <Spinner className="h-4 w-4" />}
            Issue certificates
          </Button>
        )}
      </div>
      {result && <CertificatesResult result={result} />}
      {roster.students.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          No students yet. Enrol a student from their enquiry, or ask for a fee against this batch: they join it when they pay.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <ColumnHeads labels={["Student", "Phone", "Attendance", "Fees"]} classOf={() => "px-4 py-2"} />
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {roster.students.map((s) => (
                <tr key={s.leadId}>
                  <td className="px-4 py-2 font-semibold text-slate-900">
                    {onOpenLead ? (
                      <button type="button" className="text-left text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpenLead(s.leadId)}>
                        {s.name}
                      </button>
                    ) : (
                      s.name
                    )}
                    {s.absentLastTwo && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Absent twice</span>}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-700">{s.phone}</td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-700">
                    {s.attendance.attended} of {s.attendance.held} · {percent(s.attendance)}
                  </td>
                  <td className="px-4 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${FEE_TONE[s.feeState]}`}>{FEE_STATE_LABELS[s.feeState]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CertificatesResult({ result }: { result: BatchCertificatesResult }) {
  return (
    <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
      <p className="font-semibold">
        {result.issued.length} issued to students with at least {result.thresholdPercent} % attendance
        {result.already.length > 0 && `; ${result.already.length} had theirs already`}.
      </p>
      {result.issued.length > 0 && <p>{result.issued.map((c) => `${c.name} (${c.certificateId})`).join(", ")}</p>}
      {result.below.length > 0 && (
        <div className="rounded-lg bg-white p-3 text-slate-800 ring-1 ring-amber-200">
          <p className="font-semibold text-amber-900">Below {result.thresholdPercent} %: not issued, for you to decide</p>
          <ul className="mt-1 list-disc pl-5">
            {result.below.map((b) => (
              <li key={b.leadId}>
                {b.name}: attended {b.attendance.attended} of {b.attendance.held}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">To issue one anyway, use Certificates → Issue a certificate.</p>
        </div>
      )}
      {result.notYours.length > 0 && (
        <div className="rounded-lg bg-white p-3 text-slate-800 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Earned, but another counsellor&apos;s students: not issued</p>
          <p>{result.notYours.map((s) => s.name).join(", ")}</p>
          <p className="mt-1 text-xs text-slate-600">Their counsellor or an admin can issue these from this page.</p>
        </div>
      )}
    </div>
  );
}
