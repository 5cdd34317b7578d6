import type { CourseContent } from "../../../../../contracts/content";
import { COURSE_IDS, type CourseId } from "../../../../../contracts/courses";
import { course as aws } from "./aws";
import { course as cyberSecurity } from "./cyber-security";
import { course as dataScience } from "./data-science";
import { course as digitalMarketing } from "./digital-marketing";
import { course as fullStack } from "./full-stack";
import { course as graphicsDesign } from "./graphics-design";
import { course as java } from "./java";
import { course as mepTraining } from "./mep-training";
import { course as microsoftApps } from "./microsoft-apps";
import { course as python } from "./python";
import { course as tallyAccounting } from "./tally-accounting";
import { course as videoEditing } from "./video-editing";

/** A course as a new installation starts: one file each, visible (staff may hide it later). */
export type SeedCourse = Omit<CourseContent, "hidden">;

// A record, so that a course id in contracts/courses.ts without its file fails the typecheck.
const byId: Record<CourseId, SeedCourse> = {
  "cyber-security": cyberSecurity,
  "data-science": dataScience,
  "full-stack": fullStack,
  java,
  python,
  "graphics-design": graphicsDesign,
  "tally-accounting": tallyAccounting,
  "microsoft-apps": microsoftApps,
  "digital-marketing": digitalMarketing,
  "mep-training": mepTraining,
  aws,
  "video-editing": videoEditing,
};

/** The twelve seed courses, in the catalogue's (menu) order. */
export const seedCourseFiles: SeedCourse[] = COURSE_IDS.map((id) => byId[id]);
