// A coloured circle with a person's initials, for records without a photo.

/** Up to two letters: the first of the first and of the last word ('Priya Raman' → 'PR'); '?' without a name. */
export function initialsOf(name: string | null | undefined): string {
  if (/^\s*n\/?a\s*$/i.test(name ?? "")) return "?";
  const words = (name ?? "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : "";
  return (first + last).toUpperCase();
}

// White text on each of these is at least 4.5:1 (WCAG AA).
export const AVATAR_COLOURS = [
  "bg-brand-700",
  "bg-emerald-700",
  "bg-sky-700",
  "bg-rose-700",
  "bg-violet-700",
  "bg-teal-700",
  "bg-amber-700",
  "bg-indigo-700",
] as const;

/** The same name always gets the same colour, so a student looks the same on every page. */
export function avatarColour(name: string | null | undefined): (typeof AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const ch of (name ?? "").trim().toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}

/** Decorative (the name is written next to it), so hidden from screen readers. */
export function InitialsAvatar({ name, className = "" }: { name: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className={`grid shrink-0 select-none place-items-center rounded-full font-bold tracking-wide text-white ${avatarColour(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
