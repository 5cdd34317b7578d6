import { useEffect, useRef, useState } from "react";
import { NavAnchor } from "#web/components/nav-anchor";
import { usePathname } from "#web/lib/page-location";
import { ChevronDown } from "#web/components/icons";
import { useCourseNav } from "#web/lib/site-content";

/** The menu closes 200 ms after the pointer leaves (docs/decisions/008). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * Desktop Courses menu: opens on hover, closes 200 ms after the pointer leaves or
 * on an outside click; the chevron button opens it from the keyboard and Escape
 * closes it, returning focus to the button.
 */
export function CoursesDropdown({ linkClass }: { linkClass: (active: boolean) => string }) {
  const courseNav = useCourseNav();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A mouse user who hovers the menu open and then clicks the chevron means
  // "open", not "close": the first click after a hover-open keeps it open.
  const openedByHover = useRef(false);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);
  useEffect(() => cancelClose, []);

  return (
    <div
      ref={root}
      // Before the script arrives CSS opens the menu on hover and focus (app.css).
      data-courses-dropdown=""
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && openNow()}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeLater()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <div className="flex items-center">
        <NavAnchor to="/courses" className={({ isActive }) => linkClass(isActive || pathname.startsWith("/courses/"))}>
          Courses
        </NavAnchor>
        <button
          ref={button}
          type="button"
          className="rounded p-1 text-slate-600 hover:text-brand-700"
          aria-expanded={open}
          aria-controls="courses-menu"
          aria-label="Show course list"
          onClick={() => {
            // A close still pending from the pointer leaving must not undo this click or key press.
            cancelClose();
            const keepOpen = open && openedByHover.current;
            openedByHover.current = false;
            if (!keepOpen) setOpen(!open);
          }}
        >
          <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id="courses-menu"
        // A class, not the hidden attribute: before the script arrives CSS opens it (app.css).
        className={`${open ? "" : "hidden"} absolute left-1/2 top-full z-50 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl`}
      >
        <ul className="grid grid-cols-2 gap-1">
          {courseNav.map((course) => (
            <li key={course.id}>
              <a
                href={course.path}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                aria-current={pathname === course.path ? "page" : undefined}
                onClick={() => setOpen(false)}
              >
                {course.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
