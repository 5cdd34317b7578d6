// Small inline icons: no icon font, no request.
export type IconProps = { className?: string };

/** Shared attributes of every outline icon (here, on the public pages and in the dashboard); the large section icons draw a finer line. */
export const outlineIcon = (className = "h-5 w-5", strokeWidth = 2) => ({
  className,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
});

export const ChevronDown = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const PhoneIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  </svg>
);
export const MailIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </svg>
);
export const MapPinIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);
export const WhatsAppIcon = ({ className = "h-7 w-7" }: IconProps) => (
  <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.9.8a3.3 3.3 0 0 0 2.1-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4Z" />
  </svg>
);
export const CheckIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
export const PlayIcon = ({ className }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M8 5v14l11-7z" />
  </svg>
);
export const ArrowLeft = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);
export const ArrowRight = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </svg>
);
