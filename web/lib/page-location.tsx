import { createContext, useContext } from "react";

// Where the visitor is, for the navigation's current-page highlight and for menus
// that close when the page changes. Public pages hydrate without React Router
// (docs/decisions/031-public-pages-hydrate-without-the-router.md), so components
// shared by both worlds read the path from here: the site layout route fills it
// from the router, the public pages' own hydration from window.location.
const PathnameContext = createContext("/");

export const PathnameProvider = PathnameContext.Provider;
export const usePathname = () => useContext(PathnameContext);

/** The rule React Router's NavLink uses: the same path, or (without `end`) a path below it. */
export function isCurrentPath(pathname: string, to: string, end = false) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === to) return true;
  return !end && to !== "/" && path.startsWith(`${to}/`);
}
