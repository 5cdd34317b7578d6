import { Link } from "react-router";
import { type DashboardSection, sectionHref } from "./sections";

interface SectionLinkProps {
  id: string;
  label: string;
  Icon: DashboardSection["icon"];
  /** The section on screen: marked as the current page. */
  active: boolean;
  onNavigate?: () => void;
  /** The text colour when not current: the account links are a shade lighter than the sections. */
  idleText: string;
  children?: React.ReactNode;
}

/**
 * One sidebar link to a dashboard section, with its icon; the current one is highlighted and marked for screen readers.
 * In the phone menu it is 44 px tall to tap; the laptop sidebar packs the links closer on a short screen.
 */
export function SectionLink({ id, label, Icon, active, onNavigate, idleText, children }: SectionLinkProps) {
  return (
    <Link
      to={sectionHref(id)}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
      className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition lg:min-h-0 lg:short:py-1.5 ${
        active ? "bg-white/10 text-white shadow-inner ring-1 ring-white/15" : `${idleText} hover:bg-white/5 hover:text-white`
      }`}
    >
      <Icon className={`h-5 w-5 shrink-0 ${active ? "text-accent-400" : "text-slate-400"}`} />
      {label}
      {children}
    </Link>
  );
}
