import { Link } from "react-router";
import { type DashboardSection, sectionHref } from "./sections";

interface SectionNavProps {
  /** The sections the signed-in role may use. */
  sections: DashboardSection[];
  activeId: string;
  onNavigate?: () => void;
}

/** The section links of the sidebar and of the phone menu. */
export function SectionNav({ sections, activeId, onNavigate }: SectionNavProps) {
  return (
    <ul className="space-y-1">
      {sections.map(({ id, label, icon: Icon, Badge }) => {
        const active = id === activeId;
        return (
          <li key={id}>
            <Link
              to={sectionHref(id)}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition short:py-1.5 ${
                active ? "bg-white/10 text-white shadow-inner ring-1 ring-white/15" : "text-slate-300 hover:bg-white/5 hover:text-white"
              }`}
            >
              <Icon className={`h-5 w-5 ${active ? "text-accent-400" : "text-slate-400"}`} />
              {label}
              {Badge && <Badge />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
