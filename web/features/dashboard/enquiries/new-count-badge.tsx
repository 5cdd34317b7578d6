import { useNewCount } from "./use-new-count";

/** The sidebar's count of new enquiries (nothing while loading or when there are none). */
export function NewCountBadge() {
  const count = useNewCount();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold tabular-nums text-brand-900" title={`${count} new enquiries`}>
      {count > 99 ? "99+" : count}
      <span className="sr-only"> new</span>
    </span>
  );
}
