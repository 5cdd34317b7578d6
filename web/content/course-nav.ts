import { COURSE_CATALOG, type CourseId } from "../../contracts/courses";

// The seed's courses as navigation links, without their copy. The live menus,
// chips and footer read the saved course list through useCourseNav()
// (lib/site-content.ts); this list is what a new installation starts with.
export interface CourseLink {
  id: CourseId;
  name: string;
  path: string;
}

export const courseNav: CourseLink[] = COURSE_CATALOG.map((c) => ({ id: c.id, name: c.name, path: `/courses/${c.id}` }));
