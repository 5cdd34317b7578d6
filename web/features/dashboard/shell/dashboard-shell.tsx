import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { sectionPath } from "#contracts/dashboard-paths";
import { AUTH_MESSAGES } from "#contracts/user";
import { CloseIcon, MenuIcon } from "#web/components/icons";
import { AccountPanel } from "./account-panel";
import { BrandMark } from "./brand-mark";
import { LoadingBar } from "./loading-bar";
import { SampleFactsBanner } from "../content/sample-facts";
import { currentRole, currentUser } from "./current-user";
import { SectionNav } from "./section-nav";
import { allowedSections, sectionById, sectionIdOf, sectionsFor } from "./sections";
import { useLogout } from "./use-logout";
import { useSessionWatch } from "./use-session-watch";
import { useSite } from "#web/lib/site-content";

/**
 * Sidebar (top bar with a menu on phones) around the section's route, the path
 * after /dashboard (docs/decisions/088). Each section's module loads when first
 * opened; a bar at the top shows while it does.
 */
export function DashboardShell() {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loading = useNavigation().state === "loading";
  // Read once: a role change ends the session, so it cannot change under an open dashboard.
  const [username] = useState(() => currentUser()?.username ?? null);
  const [role] = useState(currentRole);
  // An admin who must set up two-factor first sees only that (the server refuses everything else).
  const [setupRequired] = useState(() => currentUser()?.twoFactorSetupRequired === true);
  const sections = sectionsFor(role, setupRequired);
  const allowed = allowedSections(role, setupRequired);
  const named = sectionById(sectionIdOf(pathname));
  const section = named && allowed.includes(named) ? named : allowed[0]!;
  // A section this role may not open (a colleague's link, an old bookmark) opens
  // the role's first one instead; the server would refuse its calls anyway.
  const refused = named !== undefined && named !== section;
  const [menuOpen, setMenuOpen] = useState(false);

  const { logout, busy, leaving } = useLogout(() => navigate("/login", { replace: true }));
  useSessionWatch((serverMessage) => {
    if (leaving.current) return;
    // A call that went out without any token (cleared in another tab a moment
    // ago) ended no session: the login page should not say one expired.
    navigate(serverMessage === AUTH_MESSAGES.signInRequired ? "/login" : "/login?expired=1", { replace: true });
  });

  useEffect(() => {
    // A new section starts at its top; a lead or a batch opened inside one keeps the place (docs/decisions/088).
    window.scrollTo({ top: 0 });
  }, [section.label]);

  useEffect(() => {
    document.title = `${section.label} | Dashboard | ${site.name}`;
  }, [section.label, site.name]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-slate-100">
      <a href="#dashboard-main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>

      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-brand-900 px-4 py-6 lg:flex short:py-4">
        <div className="flex items-center gap-3 px-2">
          <BrandMark />
          <div className="leading-tight">
            <p className="text-sm font-extrabold text-white">{site.name}</p>
            <p className="text-xs text-slate-400">Staff dashboard</p>
          </div>
        </div>
        <nav aria-label="Dashboard" className="mt-8 flex-1 overflow-y-auto short:mt-4">
          <SectionNav sections={sections} />
        </nav>
        <AccountPanel username={username} onLogout={logout} busy={busy} twoFactorSetupRequired={setupRequired} />
      </aside>

      {/* Phone and tablet top bar */}
      <header className="sticky top-0 z-30 bg-brand-900 lg:hidden">
        <div className="flex h-14 items-center justify-between gap-3 px-4">
          <div className="flex min-w-0 items-center gap-2">
            <BrandMark className="h-8 w-8" />
            <p className="truncate text-sm font-bold text-white">
              Dashboard <span className="font-normal text-slate-400">· {section.label}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen((o) => !o)}
            aria-expanded={menuOpen}
            aria-controls="dashboard-menu"
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
          >
            {menuOpen ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
            Menu
          </button>
        </div>
        {menuOpen && (
          // Scrolls by itself when taller than the screen (an admin's fourteen sections), so Logout stays reachable.
          <div
            id="dashboard-menu"
            className="max-h-[calc(100dvh-3.5rem)] space-y-4 overflow-y-auto overscroll-contain border-t border-white/10 px-4 pb-4 pt-3 shadow-xl"
          >
            <nav aria-label="Dashboard">
              <SectionNav sections={sections} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <AccountPanel username={username} onLogout={logout} busy={busy} onNavigate={() => setMenuOpen(false)} twoFactorSetupRequired={setupRequired} />
          </div>
        )}
      </header>

      {loading && <LoadingBar label="Opening the section" />}
      <main id="dashboard-main" aria-busy={loading || undefined} className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10">
        <div className="mx-auto max-w-6xl">
          {/* Whoever may edit the site facts is told while any is still a placeholder. */}
          {sections.some((s) => s.id === "site") && <SampleFactsBanner onSiteFacts={section.id === "site"} />}
          {refused ? <Navigate to={sectionPath(section.id)} replace /> : <Outlet />}
        </div>
      </main>
    </div>
  );
}
