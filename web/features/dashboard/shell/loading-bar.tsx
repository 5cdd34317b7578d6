// The thin bar across the top of the dashboard while a screen's code loads (docs/decisions/088).

/** Shown while a section or a lead opened for the first time loads its code: a slow phone gets word that the tap was taken. */
export function LoadingBar({ label }: { label: string }) {
  return <div role="progressbar" aria-label={label} className="fixed inset-x-0 top-0 z-50 h-1 bg-accent-400 motion-safe:animate-pulse" />;
}
