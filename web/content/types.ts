import type { Curriculum } from "../../contracts/curriculum";

// Typed shapes for the institute's content (docs/decisions/009). Content is data:
// pages read these objects (the saved ones, docs/decisions/018) rather than
// hard-coding facts and copy.

export { COURSE_IDS } from "../../contracts/courses";
export type { CourseId } from "../../contracts/courses";

export interface Seo {
  title: string;
  description: string;
  keywords: string;
}

export type { Curriculum, CurriculumModule } from "../../contracts/curriculum";

export interface CourseFaq {
  question: string;
  answer: string;
}

export interface Course {
  /** A seed course's id is one of COURSE_IDS; staff may add others. */
  id: string;
  /** Display name, e.g. "Python". */
  name: string;
  /** Route path, always `/courses/${id}`. */
  path: string;
  /** Public URL of the course artwork, e.g. "/images/courses/python.svg". */
  image: string;
  /** Hero heading, one line. */
  heading: string;
  /** Short line used on cards and chips (≤ 110 characters). */
  summary: string;
  overview: string;
  /** Modules with their topics, e.g. "Core Java" with its list of topics. */
  curriculum: Curriculum;
  /** Questions students ask before joining, answered on the course page. */
  faq: CourseFaq[];
  features: string[];
  learn: string[];
  /** Answer to 'What is {course}?'. */
  definition: string;
  /** Typical duration, e.g. "3 months". */
  duration: string;
  /** Whole rupees the course costs from, shown when no listed batch has a fee (docs/decisions/040). */
  feeFrom?: number;
  seo: Seo;
  /** Optional extra highlights shown on the course page (e.g. batches, career support). */
  highlights?: string[];
  /** Hidden courses are stored but not on the site. */
  hidden?: boolean;
}

export interface Facility {
  name: string;
  image: string;
  description: string;
}

export interface WhyChooseItem {
  id: number;
  title: string;
  description: string;
}

export interface PlacementService {
  name: string;
  des: string;
  image: string;
  list?: { title: string; desc: string }[];
  conclusion?: string;
}

export interface AboutSection {
  id: number;
  type: "about" | "vision" | "mission";
  title: string;
  content: string;
}

export interface AboutConfig {
  seo: Seo & { canonical: string };
  header: string;
  sections: AboutSection[];
}
