// The submit button of the staff forms, which says it is busy while a request is in flight.

interface SubmitButtonProps {
  busy: boolean;
  busyText: string;
  children: React.ReactNode;
}

export function SubmitButton({ busy, busyText, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75"
    >
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyText : children}
    </button>
  );
}
