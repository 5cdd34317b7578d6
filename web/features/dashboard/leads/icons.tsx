// Sidebar icons of the Overview and Enquiries sections, in the dashboard's outline style.
import { type IconProps, outlineIcon } from "#web/components/icons";

export const ChartIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M3 3v18h18" />
    <path d="M7 16v-5M12 16V8M17 16v-8" />
  </svg>
);

export const InboxIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
  </svg>
);

export const TemplateIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 9h8M8 13h5" />
  </svg>
);
