import { useContext } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteShell } from "../features/layout/site-shell";
import { PathnameProvider } from "../lib/page-location";
import { RenderedPublicPage, SITE_ROOT_ID } from "../pages/public-tree";

// The element around the shell is what a public page hydrates on its own, without
// the router (docs/decisions/031). The server has rendered such a page's tree as
// a root of its own (entry.server.tsx), exactly as the browser will hydrate it;
// a page the router runs (an error page, or any page once the router is running
// in the browser) renders the shell here.
export default function SiteLayout() {
  const rendered = useContext(RenderedPublicPage);
  const { pathname } = useLocation();
  if (rendered) return <div id={SITE_ROOT_ID} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
  return (
    <div id={SITE_ROOT_ID}>
      <PathnameProvider value={pathname}>
        <SiteShell>
          <Outlet />
        </SiteShell>
      </PathnameProvider>
    </div>
  );
}
