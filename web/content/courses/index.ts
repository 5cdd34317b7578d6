import { COURSE_IDS, type Course, type CourseId } from "../types";

// Each course's copy is its own file, always imported on demand: a visitor moving
// to a course page downloads that course only, not all twelve, and the build
// (which pre-renders the catalogue and every course page) loads them the same way.
// A static import of a course file anywhere would pull it into the importer's
// chunk and make these imports pointless. Typed as a record so adding a course id
// without its file fails the typecheck.
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

/** All 12 courses, in the COURSE_IDS (catalogue) order. */
export async function loadCourses(): Promise<Course[]> {
  return Promise.all(COURSE_IDS.map(async (id) => (await loaders[id]()).course));
}
