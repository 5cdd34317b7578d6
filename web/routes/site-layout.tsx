import { Outlet } from "react-router";
import { FloatingActions } from "../features/layout/floating-actions";
import { SiteFooter } from "../features/layout/site-footer";
import { SiteHeader } from "../features/layout/site-header";

export default function SiteLayout() {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
