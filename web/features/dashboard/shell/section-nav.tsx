// The sidebar's and the phone menu's list of the sections the role may use.

import { SectionLink } from "./section-link";
import type { DashboardSection } from "./sections";

interface SectionNavProps {
  /** The sections the signed-in role may use. */
  sections: DashboardSection[];
  onNavigate?: () => void;
}

/** The section links of the sidebar and of the phone menu. */
export function SectionNav({ sections, onNavigate }: SectionNavProps) {
  return (
    <ul className="space-y-1 lg:short:space-y-0">
      {sections.map(({ id, label, icon, Badge }) => (
        <li key={id}>
          <SectionLink id={id} label={label} Icon={icon} onNavigate={onNavigate} idleText="text-slate-300">
            {Badge && <Badge />}
          </SectionLink>
        </li>
      ))}
    </ul>
  );
}
