// The site's logo link to the home page, named by its visible text.

import { useSite } from "#web/lib/site-content";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  return (
    // No aria-label: the link's name is its visible text, so a voice user can say
    // what they see (WCAG 2.5.3, "label in name").
    <a href="/" className="flex items-center gap-2">
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#1e1b4b" />
        <path d="M12 14h16v3H12zM12 20h10v3H12zM12 26h13v3H12z" fill="#fbbf24" />
        <circle cx="29" cy="24.5" r="3" fill="#60a5fa" />
      </svg>
      <span className={`leading-tight ${inverted ? "text-white" : "text-brand-900"}`}>
        <span className="block whitespace-nowrap text-base font-extrabold tracking-tight min-[360px]:text-lg">{site.name}</span>
        <span className={`text-[11px] font-medium ${inverted ? "block text-slate-300" : "hidden text-slate-500 sm:block xl:hidden 2xl:block"}`}>
          {site.tagline}
        </span>
      </span>
    </a>
  );
}
