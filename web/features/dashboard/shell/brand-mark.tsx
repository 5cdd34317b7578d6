// The dashboard's logo mark, drawn inline.

export function BrandMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={`shrink-0 ${className}`} aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#312e81" />
      <path d="M12 14h16v3H12zM12 20h10v3H12zM12 26h13v3H12z" fill="#fbbf24" />
      <circle cx="29" cy="24.5" r="3" fill="#60a5fa" />
    </svg>
  );
}
