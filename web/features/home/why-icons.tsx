import { outlineIcon } from "#web/components/icons";

// Line icons for the seven 'Why choose us' points, keyed by item id.
const paths: Record<number, React.ReactNode> = {
  1: (
    <>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2.5Z" />
      <path d="M8 7h7M8 11h5" />
    </>
  ),
  2: (
    <>
      <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
    </>
  ),
  3: (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  4: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  5: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  6: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
    </>
  ),
  7: (
    <>
      <path d="m12 3 2.8 5.6 6.2.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.2-.9Z" />
    </>
  ),
};

export function WhyIcon({ id, className = "h-6 w-6" }: { id: number; className?: string }) {
  return <svg {...outlineIcon(className, 1.8)}>{paths[id] ?? paths[1]}</svg>;
}
