// One link of the sidebar, marked when its section is open.

import { NavLink } from "react-router";
import { sectionPath } from "#contracts/dashboard-paths";
import type { DashboardSection } from "./sections";

interface SectionLinkProps {
  id: string;
  label: string;
  Icon: DashboardSection["icon"];
  onNavigate?: () => void;
  /** The text colour when not current: the account links are a shade lighter than the sections. */
  idleText: string;
  children?: React.ReactNode;
}

/**
 * One sidebar link to a dashboard section's path, with its icon. The section on
 * screen (its own page or one of its items: a lead, a batch) is highlighted and
 * marked as the current page (NavLink's aria-current).
 * In the phone menu it is 44 px tall to tap; the laptop sidebar packs the links closer on a short screen.
 */
export function SectionLink({ id, label, Icon, onNavigate, idleText, children }: SectionLinkProps) {
  return (
    <NavLink
      to={sectionPath(id)}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition lg:min-h-0 lg:short:py-1.5 ${
          isActive ? "bg-white/10 text-white shadow-inner ring-1 ring-white/15" : `${idleText} hover:bg-white/5 hover:text-white`
        }`
      }
    >
      {({ isActive }) => (
        <>
          <Icon className={`h-5 w-5 shrink-0 ${isActive ? "text-accent-400" : "text-slate-400"}`} />
          {label}
          {children}
        </>
      )}
    </NavLink>
  );
}
