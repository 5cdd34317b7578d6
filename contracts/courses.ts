// The 12 courses a new installation starts with, by id and display name: each has
// its seed file in web/content/courses/. Staff add, hide and rename courses in the
// dashboard, and the site and the server read the saved list (docs/decisions/018).
// This list serves the build's pre-render (public-paths.ts, the menus), the first
// seed, and the menus of a page outside the root route (its own error page).
export const COURSE_CATALOG = [
  { id: "cyber-security", name: "Cyber Security" },
  { id: "data-science", name: "Data Science" },
  { id: "full-stack", name: "Full Stack" },
  { id: "java", name: "Java" },
  { id: "python", name: "Python" },
  { id: "graphics-design", name: "Graphic Design" },
  { id: "tally-accounting", name: "Tally / Accounting" },
  { id: "microsoft-apps", name: "Microsoft Apps" },
  { id: "digital-marketing", name: "Digital Marketing" },
  { id: "mep-training", name: "MEP Training" },
  { id: "aws", name: "AWS" },
  { id: "video-editing", name: "Video Editing / VFX" },
] as const;

export type CourseId = (typeof COURSE_CATALOG)[number]["id"];
export type CourseName = (typeof COURSE_CATALOG)[number]["name"];

export const COURSE_IDS = COURSE_CATALOG.map((c) => c.id) as [CourseId, ...CourseId[]];
export const COURSE_NAMES = COURSE_CATALOG.map((c) => c.name) as [CourseName, ...CourseName[]];
