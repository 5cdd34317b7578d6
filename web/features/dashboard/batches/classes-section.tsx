import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { batchPath, leadPath, sectionPath } from "#contracts/dashboard-paths";
import type { BatchSummary } from "#contracts/batches";
import { formatDate } from "#contracts/date-format";
import { currentRole } from "../shell/current-user";
import { DialogLoadFailed, DialogLoading } from "../kit/load-states";
import { SectionHeading } from "../kit/section-frame";
import { AttendanceSheet } from "./attendance-sheet";
import { batchKeys, fetchBatchList, fetchRoster, fetchSessions } from "./api";
import { RosterPanel } from "./roster-panel";
import { SessionsEditor } from "./sessions-editor";

// Batches as class lists (docs/decisions/067): the batches the signed-in person
// may see (a trainer only theirs), then one batch's page: today's register and
// the class list with attendance, fees and certificates, at /dashboard/classes/:batchId
// (docs/decisions/088).

const errorText = (err: unknown) => (err instanceof Error ? err.message : "Try again in a moment.");
const SCHEDULE = { weekday: "Weekdays", weekend: "Weekends" } as Record<string, string>;

export function ClassesSection() {
  const chosen = useParams().batchId;
  const navigate = useNavigate();
  const list = useQuery({ queryKey: batchKeys.list, queryFn: ({ signal }) => fetchBatchList(signal) });
  const choose = (id: string | null) => navigate(id ? batchPath(id) : sectionPath("classes"));

  if (chosen) return <BatchPage id={chosen} onBack={() => choose(null)} />;
  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <SectionHeading title="Classes" description="Each batch's students, attendance and fees. Trainers see the batches they teach." />
      {list.isPending ? (
        <DialogLoading>Loading batches…</DialogLoading>
      ) : list.isError ? (
        <DialogLoadFailed>Could not load the batches. {errorText(list.error)}</DialogLoadFailed>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {currentRole() === "trainer"
            ? "No batch is given to you yet. Ask an admin to set you as a batch's trainer."
            : "No batches yet. Add one under Batches."}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Batches">
          {list.data.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                onClick={() => choose(b.id)}
                className="w-full rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <BatchLine batch={b} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BatchLine({ batch, titled = true }: { batch: BatchSummary; titled?: boolean }) {
  return (
    <>
      {titled && <span className="block font-bold text-brand-900">{batch.courseTitle}</span>}
      <span className="block text-sm text-slate-700">
        {SCHEDULE[batch.schedule] ?? batch.schedule} · {batch.timing}
      </span>
      <span className="block text-sm text-slate-600">
        {formatDate(batch.startDate)}
        {batch.endDate ? ` to ${formatDate(batch.endDate)}` : ""} · {batch.enrolled} enrolled
        {batch.capacity !== null ? ` of ${batch.capacity}` : ""}
      </span>
    </>
  );
}

function BatchPage({ id, onBack }: { id: string; onBack: () => void }) {
  const role = currentRole();
  const sessions = useQuery({ queryKey: batchKeys.sessions(id), queryFn: ({ signal }) => fetchSessions(id, signal) });
  const roster = useQuery({ queryKey: batchKeys.roster(id), queryFn: ({ signal }) => fetchRoster(id, signal) });
  const navigate = useNavigate();
  const openLead = (leadId: string) => navigate(leadPath(leadId));

  return (
    <section aria-labelledby="batch-title" className="mx-auto max-w-5xl space-y-5">
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        ← All batches
      </button>
      {sessions.isPending ? (
        <DialogLoading>Loading the batch…</DialogLoading>
      ) : sessions.isError ? (
        <DialogLoadFailed>Could not load the batch. {errorText(sessions.error)}</DialogLoadFailed>
      ) : (
        <>
          <header>
            <h1 id="batch-title" className="text-2xl font-bold text-brand-900">
              {sessions.data.batch.courseTitle}
            </h1>
            <p className="text-sm text-slate-600">
              <BatchLine batch={sessions.data.batch} titled={false} />
            </p>
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <div className="space-y-6">
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <AttendanceSheet data={sessions.data} canCorrectEarlier={role === "admin"} />
              </div>
              {(role === "admin" || role === "trainer") && <SessionsEditor data={sessions.data} />}
            </div>
            <div className="min-w-0">
              {roster.isPending ? (
                <DialogLoading>Loading the class list…</DialogLoading>
              ) : roster.isError ? (
                <DialogLoadFailed>Could not load the class list. {errorText(roster.error)}</DialogLoadFailed>
              ) : (
                <RosterPanel roster={roster.data} canIssue={role === "admin" || role === "counsellor"} onOpenLead={role === "trainer" ? undefined : openLead} />
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
