import { COURSE_IDS, type Course, type CourseId } from "../types";

// The seed courses: each course's copy is its own file, always imported on demand.
// Only server-side code reads them (the route loaders while the build pre-renders,
// the database's first seed, migration 007, tests); pages the server renders read
// the saved courses instead (docs/decisions/018), and a loader never reaches the
// browser. A static import of a course file anywhere would make these dynamic
// imports ineffective, which the build reports and `npm test` fails on. Typed as
// a record so adding a course id without its file fails the typecheck.
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
