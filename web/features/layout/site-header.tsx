// The public site's header: logo, navigation and the phone menu.

import { NavAnchor } from "#web/components/nav-anchor";
import { CoursesDropdown } from "./courses-dropdown";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navAfter, navBefore } from "./nav-items";

const linkClass = (active: boolean) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold transition-colors 2xl:text-[15px] ${
    active ? "text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-700"
  }`;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 min-[360px]:px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex 2xl:gap-3">
          {navBefore.map((item) => (
            <NavAnchor key={item.to} to={item.to} end className={({ isActive }) => linkClass(isActive)}>
              {item.label}
            </NavAnchor>
          ))}
          <CoursesDropdown linkClass={linkClass} />
          {navAfter.map((item) => (
            <NavAnchor key={item.to} to={item.to} className={({ isActive }) => linkClass(isActive)}>
              {item.label}
            </NavAnchor>
          ))}
          <a
            href="/contact"
            className="ml-2 whitespace-nowrap rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-brand-900 shadow-sm hover:bg-accent-400"
          >
            Contact Us
          </a>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
