import { createContext, useContext } from "react";
import { COURSE_CATALOG } from "../../contracts/courses";
import type { SiteSnapshot } from "../../contracts/site-snapshot";
import { type SiteView, seedSiteFacts, siteView } from "../content/site";

// What every page shows from the editable content: the institute's facts and the
// course list (menus, chips, footer, forms). The root route's loader provides it
// from the snapshot the server renders with (the seed files at build time) and the
// root component passes it down here; a public page hydrating without the router
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

const link = (c: { id: string; name: string }): CourseLink => ({ id: c.id, name: c.name, path: `/courses/${c.id}` });

export function siteContentOf(snapshot: SiteSnapshot | null): SiteContent {
  if (!snapshot) return { site: siteView(seedSiteFacts), courseNav: COURSE_CATALOG.map(link) };
  return { site: siteView(snapshot.site), courseNav: snapshot.courses.map(link) };
}

let fallback: SiteContent | undefined;
/** Outside the root route (its own error page): the seed, which always exists. */
const seed = () => (fallback ??= siteContentOf(null));

const SiteContentContext = createContext<SiteContent | undefined>(undefined);
export const SiteContentProvider = SiteContentContext.Provider;

export const useSiteContent = () => useContext(SiteContentContext) ?? seed();
export const useSite = () => useSiteContent().site;
export const useCourseNav = () => useSiteContent().courseNav;

/** The same for meta functions, which get the matches instead of hooks. */
export function rootContent(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]): SiteContent {
  const root = matches.find((m) => m?.id === "root");
  return ((root?.loaderData ?? root?.data) as SiteContent | undefined) ?? seed();
}
