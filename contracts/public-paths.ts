import { COURSE_IDS } from "./courses";

/** Every public page: pre-rendered at build time and listed in the sitemap. */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/courses",
  ...COURSE_IDS.map((id) => `/courses/${id}`),
  "/placements",
  "/corporate-training",
  "/student-feedback",
  "/blog",
  "/contact",
];

/** Staff pages: pre-rendered as shells, kept out of search engines. */
export const STAFF_PATHS = ["/login", "/signup", "/dashboard"];
