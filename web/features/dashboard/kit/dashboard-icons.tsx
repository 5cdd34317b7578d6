// Outline icons of the dashboard, in the style of web/components/icons.tsx.
import { type IconProps, outlineIcon } from "#web/components/icons";

export const UsersIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </svg>
);
export const BriefcaseIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
  </svg>
);
export const StarOutlineIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);
export const VideoIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <rect x="2" y="5" width="15" height="14" rx="2" />
    <path d="m17 10 5-3v10l-5-3" />
  </svg>
);
export const LogoutIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);
export const PlusIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const PencilIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
  </svg>
);
export const TrashIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </svg>
);
export const EyeIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const SearchIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </svg>
);
export const ImageIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </svg>
);
export const AlertIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);
export const KeyIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="m15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4M21 2l-9.6 9.6" />
    <circle cx="7.5" cy="15.5" r="5.5" />
  </svg>
);
/** A shield with a tick: two-factor login. */
export const ShieldIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);
/** A clock with a turning arrow: the audit log's history of changes. */
export const HistoryIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </svg>
);
export const DownloadIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </svg>
);
