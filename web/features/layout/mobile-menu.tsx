// The site's menu below the xl breakpoint: a slide-in panel with the pages and courses that closes on
// navigation.

import { useEffect, useRef, useState } from "react";
import { NavAnchor } from "#web/components/nav-anchor";
import { usePathname } from "#web/lib/page-location";
import { ChevronDown, CloseIcon, MenuIcon } from "#web/components/icons";
import { navAfter, navBefore } from "./nav-items";
import { useCourseNav } from "#web/lib/site-content";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-50"}`;

/**
 * Below the xl breakpoint: a right-hand slide-in panel that closes on navigation.
 * (Its ancestors must not use transform/filter/backdrop-filter: those would make
 * the fixed panel relative to them instead of the viewport.)
 */
export function MobileMenu() {
  const courseNav = useCourseNav();
  const [open, setOpen] = useState(false);
  const [coursesOpen, setCoursesOpen] = useState(false);
  const pathname = usePathname();
  const closeButton = useRef<HTMLAnchorElement>(null);
  const openButton = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  // Closed, the panel is out of reach of the keyboard and assistive technology.
  // Set here, not in the HTML: before the script arrives its link opens it (app.css).
  useEffect(() => {
    if (panel.current) panel.current.inert = !open;
  }, [open]);
  // Opened through its link before the script arrived: open it properly now.
  useEffect(() => {
    if (window.location.hash === "#mobile-menu") {
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
      setOpen(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    const opener = openButton.current;
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <div className="xl:hidden">
      {/* Links to the panel, so they work before the script arrives (app.css); then buttons. */}
      <a
        ref={openButton}
        href="#mobile-menu"
        role="button"
        className="block rounded-lg p-2 text-brand-900 hover:bg-slate-100"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key !== " ") return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <MenuIcon className="h-7 w-7" />
      </a>
      <div
        className={`fixed inset-0 z-50 bg-slate-900/50 transition-opacity ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <nav
        ref={panel}
        id="mobile-menu"
        aria-label="Mobile"
        // Closed, the panel waits off-screen to the right: without its shadow and
        // invisible (once it has slid out), or its shadow would show along the edge.
        // Opening makes it visible at once, so the close button can take the focus.
        className={`fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white duration-300 ${open ? "visible translate-x-0 shadow-2xl transition-[transform,box-shadow]" : "invisible translate-x-full shadow-none transition-[transform,box-shadow,visibility]"}`}
      >
        <div className="flex items-center justify-between border-b border-slate-100 p-4">
          <span className="text-lg font-bold text-brand-900">Menu</span>
          <a
            ref={closeButton}
            href="#"
            role="button"
            className="rounded-lg p-2 hover:bg-slate-100"
            aria-label="Close menu"
            onClick={(e) => {
              e.preventDefault();
              setOpen(false);
            }}
            onKeyDown={(e) => {
              if (e.key !== " ") return;
              e.preventDefault();
              setOpen(false);
            }}
          >
            <CloseIcon className="h-6 w-6" />
          </a>
        </div>
        <ul className="flex flex-col gap-1 p-3">
          {navBefore.map((item) => (
            <li key={item.to}>
              <NavAnchor to={item.to} end className={itemClass}>
                {item.label}
              </NavAnchor>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="flex w-full items-center justify-between rounded-lg px-4 py-3 text-base font-semibold text-slate-700 hover:bg-slate-50"
              aria-expanded={coursesOpen}
              aria-controls="mobile-courses"
              onClick={() => setCoursesOpen((v) => !v)}
            >
              Courses
              <ChevronDown className={`h-5 w-5 transition-transform ${coursesOpen ? "rotate-180" : ""}`} />
            </button>
            {/* A class, not the hidden attribute: before the script arrives CSS unfolds it (app.css). */}
            <ul id="mobile-courses" className={`ml-4 border-l border-slate-200 pl-2 ${coursesOpen ? "" : "hidden"}`}>
              <li>
                <NavAnchor to="/courses" end className={itemClass}>
                  All courses
                </NavAnchor>
              </li>
              {courseNav.map((course) => (
                <li key={course.id}>
                  <NavAnchor to={course.path} className={itemClass}>
                    {course.name}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </li>
          {navAfter.map((item) => (
            <li key={item.to}>
              <NavAnchor to={item.to} className={itemClass}>
                {item.label}
              </NavAnchor>
            </li>
          ))}
        </ul>
        <div className="mt-auto p-4">
          <a href="/contact" className="block rounded-full bg-accent-500 px-5 py-3 text-center font-bold text-brand-900 hover:bg-accent-400">
            Contact Us
          </a>
          {/* A plain link, as in the footer: the student's page is server-rendered (docs/decisions/071). */}
          <a href="/my" className="mt-3 block rounded-full px-5 py-2 text-center font-semibold text-brand-700 hover:bg-slate-50">
            Student login
          </a>
        </div>
      </nav>
    </div>
  );
}
