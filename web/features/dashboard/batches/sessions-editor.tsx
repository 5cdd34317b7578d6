import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { BatchSessions } from "#contracts/batches";
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { addExtraClass, batchKeys, setHoliday } from "./api";

// The batch's classes ahead (docs/decisions/067): made from its schedule, then
// edited here by an admin or the batch's trainer: a day off is marked as a
// holiday (no class, not counted), and an extra class is added from today on
// (a trainer never adds one to the past, docs/decisions/084).

const SHOWN = 8;

export function SessionsEditor({ data }: { data: BatchSessions }) {
  const id = useId();
  const client = useQueryClient();
  const today = instituteDay(Date.now());
  const ahead = data.sessions.filter((s) => s.date >= today).slice(0, SHOWN);
  const [date, setDate] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<BatchSessions>, done: string) {
    setBusy(true);
    try {
      client.setQueryData(batchKeys.sessions(data.batch.id), await work());
      void client.invalidateQueries({ queryKey: batchKeys.roster(data.batch.id) });
      notify.success(done);
    } catch (err) {
      notifyFailure("Not saved", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        Classes ahead
      </h2>
      {ahead.length === 0 ? (
        <p className="text-sm text-slate-600">No more classes in this batch.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Classes ahead">
          {ahead.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span className={s.cancelled ? "text-slate-500 line-through" : "text-slate-900"}>
                {formatDate(s.date)}
                {s.extra && " · extra class"}
                {s.note && ` · ${s.note}`}
              </span>
              <Button
                size="sm"
                disabled={busy || s.markedAt !== null}
                onClick={() => run(() => setHoliday(s.id, !s.cancelled), s.cancelled ? "Class restored" : "Marked as a holiday")}
                aria-label={`${s.cancelled ? "Make a class again" : "Mark as a holiday"}: ${formatDate(s.date)}`}
              >
                {s.cancelled ? "Class again" : "Holiday"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (date) void run(() => addExtraClass(data.batch.id, date), "Extra class added").then(() => setDate(""));
        }}
      >
        <div>
          <label htmlFor={`${id}-date`} className="block text-xs font-semibold text-slate-700">
            Extra class on
          </label>
          <input
            id={`${id}-date`}
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" disabled={busy || !date}>
          Add
        </Button>
      </form>
    </section>
  );
}
