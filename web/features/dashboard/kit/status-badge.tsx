// A rounded label with a coloured dot, the one look of a status in the dashboard's lists.
const TONES = {
  good: { pill: "bg-emerald-50 text-emerald-700 ring-emerald-200", dot: "bg-emerald-500" },
  waiting: { pill: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  muted: { pill: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-400" },
};

export function DotBadge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[tone].pill}`}>
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${TONES[tone].dot}`} />
      {children}
    </span>
  );
}

/** A staff account: verified its email, or still pending. */
export function StatusBadge({ verified }: { verified: boolean }) {
  return <DotBadge tone={verified ? "good" : "waiting"}>{verified ? "Verified" : "Pending"}</DotBadge>;
}
