import { COURSE_IDS, type CourseId } from "../../../../../contracts/courses";
import aws from "./aws.json";
import cyberSecurity from "./cyber-security.json";
import dataScience from "./data-science.json";
import digitalMarketing from "./digital-marketing.json";
import fullStack from "./full-stack.json";
import graphicsDesign from "./graphics-design.json";
import java from "./java.json";
import mepTraining from "./mep-training.json";
import microsoftApps from "./microsoft-apps.json";
import python from "./python.json";
import tallyAccounting from "./tally-accounting.json";
import videoEditing from "./video-editing.json";

// A course as a new installation starts: one data file each, without `hidden`
// (every seed course is visible; staff may hide it later). The files are data,
// not code: the seeder checks each against the course schema, as it checks
// staff's saves (../../seed.ts), so a file that drifts from the contract fails
// the seed's own test and the start-up, never a page.

// A record, so that a course id in contracts/courses.ts without its file fails the typecheck.
const byId: Record<CourseId, object> = {
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
export const seedCourseFiles: object[] = COURSE_IDS.map((id) => byId[id]);
