import { COURSE_IDS } from "./courses";

/**
 * Every page of the public site, once (docs/decisions/048). Everything else is
 * derived from this list: the URL map (web/routes.ts: the route module is
 * `web/routes/<page>.tsx`), the page components a page hydrates and renders
 * (web/pages/registry.ts, whose record the typecheck keeps complete), the
 * pre-rendered and sitemap paths, the paths the server renders from a content
 * snapshot and the main navigation (`nav`: its label there, in this order; the
 * courses menu sits where "courses" is).
 * `path` is React Router's pattern: ":courseId" stands for every visible course, "*" for
 * any address no other page claims (listed nowhere, answered with a 404).
 */
export const PUBLIC_PAGES = [
  { page: "home", path: "/", nav: "Home" },
  { page: "about", path: "/about", nav: "About us" },
  { page: "courses", path: "/courses" },
  { page: "course", path: "/courses/:courseId" },
  { page: "placements", path: "/placements", nav: "Placements" },
  { page: "corporate-training", path: "/corporate-training", nav: "Corporate Training" },
  { page: "student-feedback", path: "/student-feedback", nav: "Student Feedback" },
  { page: "blog", path: "/blog", nav: "Blog" },
  { page: "contact", path: "/contact" },
  { page: "not-found", path: "*" },
] as const satisfies readonly { page: string; path: string; nav?: string }[];

export type PublicPage = (typeof PUBLIC_PAGES)[number]["page"];

/** A public page's React Router route id (its module under web/routes/). */
export const publicRouteId = (page: PublicPage) => `routes/${page}` as const;

/** The address of a course's page. */
export const coursePath = (id: string) => `/courses/${id}`;

/** The public addresses of a site with these courses, in the registry's order. */
export function publicPaths(courseIds: readonly string[]): string[] {
  return PUBLIC_PAGES.flatMap(({ path }): string[] => {
    if (path === "*") return [];
    if (path.includes(":courseId")) return courseIds.map(coursePath);
    return [path];
  });
}

/** Every public page of the seed's twelve courses: pre-rendered at build time and listed in the sitemap. */
export const PUBLIC_PATHS = publicPaths(COURSE_IDS);

/** Staff pages: pre-rendered as shells, kept out of search engines. */
export const STAFF_PATHS = ["/login", "/signup", "/dashboard"];

/** The pages with one fixed address: all but a course's page and the 404. */
export type FixedPublicPage = Exclude<PublicPage, "course" | "not-found">;

/** The address of a page with one fixed address. */
export const fixedPagePath = (page: FixedPublicPage) => PUBLIC_PAGES.find((p) => p.page === page)!.path;
