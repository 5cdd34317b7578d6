// The dashboard's busy spinner, hidden from screen readers (the button's text says it is busy).

export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />;
}
