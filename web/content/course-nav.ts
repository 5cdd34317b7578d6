import { COURSE_CATALOG, type CourseId } from "../../contracts/courses";

// The light list of courses used by navigation, chips and the footer. Kept apart
// from the full course files so the header does not ship every course's copy on
// every page.
export interface CourseLink {
  id: CourseId;
  name: string;
  path: string;
}

export const courseNav: CourseLink[] = COURSE_CATALOG.map((c) => ({ id: c.id, name: c.name, path: `/courses/${c.id}` }));
