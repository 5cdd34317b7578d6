import { useContext } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteShell } from "../features/layout/site-shell";
import { PathnameProvider } from "../lib/page-location";
import { usePublicPageData } from "../pages/public-page-scripts";
import { SITE_ROOT_ID } from "../pages/public-routes";
import { PublicTreeRenderer } from "../pages/public-tree";

// The element around the shell is what a public page hydrates on its own, without
// the router (docs/decisions/031). On the server such a page's tree is rendered
// as a root of its own, exactly as the browser will hydrate it; a page the router
// runs (an error page, or any page once the router is running in the browser)
// renders the shell here.
export default function SiteLayout() {
  const renderPublicTree = useContext(PublicTreeRenderer);
  const publicPage = usePublicPageData();
  const { pathname } = useLocation();
  if (renderPublicTree && publicPage) return <div id={SITE_ROOT_ID} dangerouslySetInnerHTML={{ __html: renderPublicTree(publicPage) }} />;
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
