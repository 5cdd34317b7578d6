// The sidebar icons of the content and certificate sections, in the dashboard's
// outline style. Kept apart from the sections themselves: the sidebar is in every
// dashboard page, the sections load only when opened (docs/decisions/088).
import { type IconProps, outlineIcon } from "#web/components/icons";

export const CoursesIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5M9 7h7M9 11h5" />
  </svg>
);

export const PagesIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </svg>
);

export const SiteFactsIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 21h18M5 21V7l7-4 7 4v14" />
    <path d="M9 21v-6h6v6M9 10h.01M15 10h.01" />
  </svg>
);

export const BatchesIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01" />
  </svg>
);

export function CertificateIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 4h16v11H4z" />
      <path d="M8 8h8M8 11h5" />
      <circle cx="16" cy="17" r="3" />
      <path d="m14.5 19.5-1 3 2.5-1 2.5 1-1-3" />
    </svg>
  );
}

/** The placement officer's desk (docs/decisions/098): a clipboard with a tick. */
export const PlacementDeskIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M9 4H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="2" width="6" height="4" rx="1" />
    <path d="m9 14 2 2 4-4" />
  </svg>
);
