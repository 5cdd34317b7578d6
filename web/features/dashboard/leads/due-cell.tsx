import { type EnquirySummary, formatInstituteTime, instituteDay } from "#contracts/enquiry-inbox";

/** What the due time is for: the follow-up staff set, or the first reply a new lead is waiting for. */
export const dueKind = (r: Pick<EnquirySummary, "dueAt" | "followUpAt">) => (r.followUpAt && r.followUpAt === r.dueAt ? "Follow up" : "Reply by");

type Due = Pick<EnquirySummary, "dueAt" | "followUpAt" | "overdue" | "status">;

/** A booked demo class: its time is what the counsellor needs to see, not a reply deadline. */
const demoAt = (row: Due) => (row.status === "demo_scheduled" && row.followUpAt ? row.followUpAt : null);

/** "Overdue", "Today", "Demo" or what is due: in words, never colour alone. */
export function dueLabel(row: Due) {
  if (demoAt(row) && !row.overdue) return instituteDay(demoAt(row)!) === instituteDay(Date.now()) ? "Demo today" : "Demo";
  if (!row.dueAt) return null;
  if (row.overdue) return "Overdue";
  return instituteDay(row.dueAt) === instituteDay(Date.now()) ? "Today" : dueKind(row);
}

/** When a lead next needs a counsellor (a booked demo's own time); a closed lead has nothing due. Times on the Chennai clock. */
export function DueCell({ row, compact = false }: { row: Due; compact?: boolean }) {
  const label = dueLabel(row);
  const when = (!row.overdue && demoAt(row)) || row.dueAt;
  if (!when || !label) return <span className="text-slate-400">{compact ? "Nothing due" : "—"}</span>;
  const [date, time] = formatInstituteTime(when).split(", ");
  const tone = row.overdue ? "text-red-700" : "text-slate-800";
  if (compact) {
    return (
      <span className={tone}>
        <span className="font-semibold">{label}</span> · {date}, {time}
      </span>
    );
  }
  return (
    <span className={`block whitespace-nowrap ${tone}`}>
      <span className={`block text-xs font-bold uppercase tracking-wide ${row.overdue ? "" : "text-slate-500"}`}>{label}</span>
      <span className="block">{date}</span>
      <span className="block text-xs opacity-80">{time}</span>
    </span>
  );
}
