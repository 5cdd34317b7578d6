// The search input of dashboard lists.

import { SearchIcon } from "./dashboard-icons";

interface SearchBoxProps {
  /** The input's id, for its label (which the caller places: visible or sr-only). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The wrapper's width, e.g. "max-w-sm". */
  className?: string;
  /** The input's background and text colour where it differs from its surroundings. */
  tone?: string;
}

/** A search input with the magnifier inside it on the left. */
export function SearchBox({ id, value, onChange, placeholder, className = "", tone = "" }: SearchBoxProps) {
  return (
    <div className={`relative ${className}`}>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={`w-full rounded-lg border border-slate-300 ${tone} py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30`}
      />
    </div>
  );
}
