import { createContext, useContext } from "react";
import { coursePath } from "#contracts/public-paths";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { type SiteView, siteView } from "#contracts/site-view";

// What every page shows from the editable content: the institute's facts and the
// course list (menus, chips, footer, forms). The root route's loader provides it
// from the snapshot the page renders from and the root component passes it down here; a public page hydrating without the router
// passes the copy written into the page. Components read it with these hooks,
// meta functions with rootContent().

export interface CourseLink {
  id: string;
  name: string;
  path: string;
}

export interface SiteContent {
  site: SiteView;
  courseNav: CourseLink[];
}

const link = (c: { id: string; name: string }): CourseLink => ({ id: c.id, name: c.name, path: coursePath(c.id) });

export function siteContentOf(snapshot: SiteSnapshot): SiteContent {
  return { site: siteView(snapshot.site), courseNav: snapshot.courses.map(link) };
}

// Every page that shows site content renders inside the root route or a public
// page's own tree, both of which provide it; the root's error page shows none.
const missing = (): never => {
  throw new Error("No site content here: render inside the root route or a public page's tree");
};

const SiteContentContext = createContext<SiteContent | undefined>(undefined);
export const SiteContentProvider = SiteContentContext.Provider;

export const useSiteContent = () => useContext(SiteContentContext) ?? missing();
export const useSite = () => useSiteContent().site;
export const useCourseNav = () => useSiteContent().courseNav;

/** The same for meta functions, which get the matches instead of hooks. */
export function rootContent(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): SiteContent {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as SiteContent | undefined) ?? missing();
}
