// The routes whose pages hydrate without React Router
// (docs/decisions/031-public-pages-hydrate-without-the-router.md): every page of
// the public site. Each has a component in web/pages/ that hydrate-public.tsx
// loads by this id; a route missing from there hydrates with the router instead.
export const PUBLIC_PAGE_ROUTES = [
  "routes/home",
  "routes/about",
  "routes/courses",
  "routes/course",
  "routes/placements",
  "routes/corporate-training",
  "routes/student-feedback",
  "routes/blog",
  "routes/contact",
  "routes/not-found",
] as const;

export type PublicPageRoute = (typeof PUBLIC_PAGE_ROUTES)[number];

/** The element the page's data is written into, and the element hydrated. */
export const PAGE_DATA_ID = "page-data";
export const SITE_ROOT_ID = "site";
