import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { BatchSessions } from "#contracts/batches";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { batchKeys, openToTrainer, saveAttendance } from "./api";
import { mayTakeRegister, registerChoices } from "./register-choices";

// The trainer's register on a phone (docs/decisions/067): one screen, every
// student present until tapped, each tap saved at once (the whole list of
// absentees, so taps arriving out of order still end in what the screen shows).
// The trainer can correct it all day; after that an admin can, or opens the
// class to the trainer for a day (docs/decisions/084). A class counts for
// attendance only once its register is saved, so a day with nobody absent is
// saved with one press.

interface Props {
  data: BatchSessions;
  /** An admin may correct any earlier class, and open one to the trainer; a trainer only today's or an opened one. */
  canCorrectEarlier: boolean;
}

export function AttendanceSheet({ data, canCorrectEarlier }: Props) {
  const today = instituteDay(Date.now());
  const { classes, first } = registerChoices(data.sessions, today, canCorrectEarlier);
  const [chosen, setChosen] = useState(first?.id);
  const session = classes.find((s) => s.id === chosen) ?? first;
  const next = data.sessions.find((s) => !s.cancelled && s.date > today);

  if (!session) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        No class today.{next ? ` The next class is on ${formatDate(next.date)}.` : " This batch has no more classes."}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {classes.length > 1 && (
        <div>
          <label htmlFor="attendance-class" className="block text-sm font-semibold text-slate-800">
            Class
          </label>
          <select
            id="attendance-class"
            value={session.id}
            onChange={(e) => setChosen(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          >
            {classes.map((s) => (
              <option key={s.id} value={s.id}>
                {formatDate(s.date)}
                {s.date === today ? " (today)" : s.openToday ? " (open today)" : ""}
                {s.markedAt === null ? " · no register" : ""}
              </option>
            ))}
          </select>
        </div>
      )}
      {canCorrectEarlier && session.date < today && data.batch.trainerId && <OpenToTrainer batchId={data.batch.id} session={session} />}
      <Register
        key={session.id}
        batchId={data.batch.id}
        session={session}
        students={data.students}
        editable={mayTakeRegister(session, today, canCorrectEarlier)}
      />
    </div>
  );
}

/** An admin's control: the batch's trainer may take or correct this past class's register until midnight. */
function OpenToTrainer({ batchId, session }: { batchId: string; session: BatchSessions["sessions"][number] }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      client.setQueryData(batchKeys.sessions(batchId), await openToTrainer(session.id));
      notify.success("Opened to the trainer until midnight");
    } catch (err) {
      notifyFailure("Not opened", err);
    } finally {
      setBusy(false);
    }
  }
  if (session.openToday) return <p className="text-sm text-slate-700">Open to the trainer today: they can correct this class until midnight.</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled={busy} onClick={open} aria-label={`Open to the trainer today: ${formatDate(session.date)}`}>
        Open to the trainer today
      </Button>
      <span className="text-xs text-slate-600">They can then take or correct its register until midnight.</span>
    </div>
  );
}

function Register({
  batchId,
  session,
  students,
  editable,
}: {
  batchId: string;
  session: BatchSessions["sessions"][number];
  students: BatchSessions["students"];
  editable: boolean;
}) {
  const client = useQueryClient();
  const [absent, setAbsent] = useState(() => new Set(session.absent));
  const [saving, setSaving] = useState(0);
  const [savedAt, setSavedAt] = useState<string | null>(session.markedAt);
  const latest = useRef(0);

  function toggle(leadId: string) {
    const next = new Set(absent);
    if (next.has(leadId)) next.delete(leadId);
    else next.add(leadId);
    setAbsent(next);
    void save(next);
  }

  async function save(next: Set<string>) {
    const mine = ++latest.current;
    setSaving((n) => n + 1);
    try {
      const saved = await saveAttendance(session.id, [...next]);
      if (mine === latest.current) setSavedAt(saved.markedAt);
      // The class list's attendance, and the class now taken (it can no longer become a holiday).
      void client.invalidateQueries({ queryKey: batchKeys.roster(batchId) });
      void client.invalidateQueries({ queryKey: batchKeys.sessions(batchId) });
    } catch (err) {
      notifyFailure("Attendance not saved. Tap again when you are back online.", err);
      // Only the latest tap's failure puts the screen back as the server has it.
      if (mine === latest.current) setAbsent(new Set(absent));
    } finally {
      setSaving((n) => n - 1);
    }
  }

  const present = students.length - absent.size;
  return (
    <section aria-labelledby="register-title" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="register-title" className="text-lg font-bold text-brand-900">
          {formatDate(session.date)}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          <strong>{present}</strong> present · <strong>{absent.size}</strong> absent
          <span className="block text-right text-xs text-slate-500">{saving > 0 ? "Saving…" : savedAt ? "Saved" : "Not saved yet"}</span>
        </p>
      </div>
      {students.length === 0 ? (
        <p className="text-sm text-slate-600">No students are enrolled in this batch yet.</p>
      ) : (
        <>
          {editable && <p className="text-sm text-slate-600">Everyone starts as present. Tap a student who is absent; tap again to undo. Each tap is saved.</p>}
          {editable && !savedAt && saving === 0 && (
            <div className="space-y-1">
              <Button variant="primary" onClick={() => void save(absent)}>
                Save the register
              </Button>
              <p className="text-xs text-slate-600">Nobody absent? Save it all the same: a class counts for attendance only once its register is saved.</p>
            </div>
          )}
          <ul className="grid gap-2" aria-label="Students">
            {students.map((s) => {
              const isAbsent = absent.has(s.leadId);
              return (
                <li key={s.leadId}>
                  <button
                    type="button"
                    aria-pressed={isAbsent}
                    disabled={!editable}
                    onClick={() => toggle(s.leadId)}
                    className={`flex min-h-12 w-full items-center justify-between rounded-xl px-4 py-3 text-left text-base font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${
                      isAbsent ? "bg-red-50 text-red-900 ring-red-300" : "bg-white text-slate-900 ring-slate-200"
                    }`}
                  >
                    <span>{s.name}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-sm ${isAbsent ? "bg-red-600 text-white" : "bg-emerald-100 text-emerald-900"}`}>
                      {isAbsent ? "Absent" : "Present"}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {!editable && <p className="text-sm text-slate-600">This class was on an earlier day. Ask an admin to correct it, or to open it for you today.</p>}
        </>
      )}
    </section>
  );
}
