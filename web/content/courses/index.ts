import type { Course, CourseId } from "../types";
import { course as cyberSecurity } from "./cyber-security";
import { course as dataScience } from "./data-science";
import { course as fullStack } from "./full-stack";
import { course as java } from "./java";
import { course as python } from "./python";
import { course as graphicsDesign } from "./graphics-design";
import { course as tallyAccounting } from "./tally-accounting";
import { course as microsoftApps } from "./microsoft-apps";
import { course as digitalMarketing } from "./digital-marketing";
import { course as mepTraining } from "./mep-training";
import { course as aws } from "./aws";
import { course as videoEditing } from "./video-editing";

/** All 12 courses, in the COURSE_IDS (catalogue) order. */
export const courses: Course[] = [
  cyberSecurity,
  dataScience,
  fullStack,
  java,
  python,
  graphicsDesign,
  tallyAccounting,
  microsoftApps,
  digitalMarketing,
  mepTraining,
  aws,
  videoEditing,
];

const byId = new Map<string, Course>(courses.map((c) => [c.id, c]));

/** The course with this id, or undefined for an unknown id. */
export function getCourse(id: string): Course | undefined {
  return byId.get(id);
}

/** A light list for menus and chips. */
export const courseLinks: { id: CourseId; name: string; path: string }[] = courses.map((c) => ({
  id: c.id,
  name: c.name,
  path: c.path,
}));
