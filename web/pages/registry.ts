import type { PublicPage } from "#contracts/public-paths";
import type { PageComponent } from "./public-tree";

// The component of each public page (the pages are listed in
// contracts/public-paths.ts), as one map for both sides: the server renders a
// page's tree with it (entry.server.tsx) and the browser hydrates the same tree
// (hydrate-public.tsx), loading only the page it shows. A page missing here
// fails the typecheck.
export const PAGE_MODULES: Record<PublicPage, () => Promise<{ default: PageComponent }>> = {
  home: () => import("./home"),
  about: () => import("./about"),
  courses: () => import("./courses"),
  course: () => import("./course"),
  placements: () => import("./placements"),
  "corporate-training": () => import("./corporate-training"),
  "student-feedback": () => import("./student-feedback"),
  blog: () => import("./blog"),
  contact: () => import("./contact"),
  "not-found": () => import("./not-found"),
};
