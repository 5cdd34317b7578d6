import type { Course, CourseId } from "../types";

// One course at a time for the browser: a visitor moving to a course page
// downloads that course's copy only, not all twelve (the full list in index.ts
// is for the catalogue page and the build). Typed as a record so adding a course
// id without its file fails the typecheck.
const loaders: Record<CourseId, () => Promise<{ course: Course }>> = {
  "cyber-security": () => import("./cyber-security"),
  "data-science": () => import("./data-science"),
  "full-stack": () => import("./full-stack"),
  java: () => import("./java"),
  python: () => import("./python"),
  "graphics-design": () => import("./graphics-design"),
  "tally-accounting": () => import("./tally-accounting"),
  "microsoft-apps": () => import("./microsoft-apps"),
  "digital-marketing": () => import("./digital-marketing"),
  "mep-training": () => import("./mep-training"),
  aws: () => import("./aws"),
  "video-editing": () => import("./video-editing"),
};

/** The course with this id, or undefined for an unknown id. */
export async function loadCourse(id: string): Promise<Course | undefined> {
  const load = Object.hasOwn(loaders, id) ? loaders[id as CourseId] : undefined;
  return load ? (await load()).course : undefined;
}
