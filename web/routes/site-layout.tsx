import { Outlet, useLocation } from "react-router";
import { SiteShell } from "../features/layout/site-shell";
import { PathnameProvider } from "../lib/page-location";
import { SITE_ROOT_ID } from "../pages/public-routes";

// The element around the shell is what a public page hydrates on its own, without
// the router (pages/hydrate-public.tsx, docs/decisions/031): both must render the
// same tree inside it.
export default function SiteLayout() {
  return (
    <div id={SITE_ROOT_ID}>
      <PathnameProvider value={useLocation().pathname}>
        <SiteShell>
          <Outlet />
        </SiteShell>
      </PathnameProvider>
    </div>
  );
}
