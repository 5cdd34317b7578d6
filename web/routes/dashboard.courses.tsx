// /dashboard/courses, the courses in menu order, and /dashboard/courses/:slug, one
// course's editor (?add=1: a new one) (docs/decisions/088).
import { CoursesSection } from "../features/dashboard/content/courses-section";

export default CoursesSection;
