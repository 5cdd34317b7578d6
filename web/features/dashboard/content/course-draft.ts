// A course as the editor holds it while staff change it, and its conversion to and from the saved course.

import { type CourseContent, courseSchema, type StoredCourse } from "#contracts/content";
import { type FieldErrors, zodFieldErrors } from "#web/lib/forms/form-errors";
import { type Keyed, withKey, withKeys } from "./draft";

export type { StoredCourse };

export type TextRow = Keyed<{ text: string }>;
/** A curriculum module while editing: its topics are one text, one topic per line. */
export type ModuleRow = Keyed<{ title: string; topics: string }>;
export type FaqRow = Keyed<{ question: string; answer: string }>;

/** A course being edited: the curriculum is an optional overview and modules with topics. */
export interface CourseDraft {
  id: string;
  name: string;
  image: string;
  heading: string;
  summary: string;
  overview: string;
  definition: string;
  duration: string;
  /** Whole rupees as typed ("25,000" is fine); empty for none. */
  feeFrom: string;
  /** "English and Tamil"; empty for none (docs/decisions/061). */
  language: string;
  /** Up to how many parts the fee may be paid in; empty for none. */
  instalments: string;
  curriculumOverview: string;
  modules: ModuleRow[];
  faq: FaqRow[];
  features: TextRow[];
  learn: TextRow[];
  highlights: TextRow[];
  seo: { title: string; description: string; keywords: string };
  hidden: boolean;
}

const textRows = (items: readonly string[] | undefined) => withKeys((items ?? []).map((text) => ({ text })));
const emptyRows = (n: number) => Array.from({ length: n }, () => withKey({ text: "" }));

export function emptyCourseDraft(): CourseDraft {
  return {
    id: "",
    name: "",
    image: "",
    heading: "",
    summary: "",
    overview: "",
    definition: "",
    duration: "",
    feeFrom: "",
    language: "",
    instalments: "",
    curriculumOverview: "",
    // A curriculum needs at least one module: the row is there to fill in.
    modules: [withKey({ title: "", topics: "" })],
    faq: [],
    // The schema asks for at least three of each: the rows are there to fill in.
    features: emptyRows(3),
    learn: emptyRows(3),
    highlights: [],
    seo: { title: "", description: "", keywords: "" },
    hidden: false,
  };
}

export function courseDraft(course: CourseContent): CourseDraft {
  const { curriculum } = course;
  return {
    id: course.id,
    name: course.name,
    image: course.image,
    heading: course.heading,
    summary: course.summary,
    overview: course.overview,
    definition: course.definition,
    duration: course.duration,
    feeFrom: course.feeFrom === undefined ? "" : String(course.feeFrom),
    language: course.language ?? "",
    instalments: course.instalments === undefined ? "" : String(course.instalments),
    curriculumOverview: curriculum.overview ?? "",
    modules: withKeys(curriculum.modules.map(({ title, topics }) => ({ title, topics: topics.join("\n") }))),
    faq: withKeys((course.faq ?? []).map(({ question, answer }) => ({ question, answer }))),
    features: textRows(course.features),
    learn: textRows(course.learn),
    highlights: textRows(course.highlights),
    seo: { ...course.seo },
    hidden: course.hidden,
  };
}

/** "Layers\n\n  Masks \n" → ["Layers", "Masks"]: one topic per non-empty line. */
export const topicLines = (text: string) =>
  text
    .split("\n")
    .map((t) => t.trim())
    .filter(Boolean);

/** The record the draft stands for, in the shape the API and the schema take. */
export function courseData(draft: CourseDraft): unknown {
  const texts = (rows: TextRow[]) => rows.map((r) => r.text);
  return {
    id: draft.id,
    name: draft.name,
    image: draft.image,
    heading: draft.heading,
    summary: draft.summary,
    overview: draft.overview,
    curriculum: {
      overview: draft.curriculumOverview,
      modules: draft.modules.map(({ title, topics }) => ({ title, topics: topicLines(topics) })),
    },
    faq: draft.faq.map(({ question, answer }) => ({ question, answer })),
    features: texts(draft.features),
    learn: texts(draft.learn),
    definition: draft.definition,
    duration: draft.duration,
    // The schema reads typed rupees ("25,000") and takes an empty box as no fee.
    ...(draft.feeFrom.trim() ? { feeFrom: draft.feeFrom } : {}),
    ...(draft.language.trim() ? { language: draft.language } : {}),
    ...(draft.instalments.trim() ? { instalments: draft.instalments } : {}),
    seo: { ...draft.seo },
    ...(draft.highlights.length > 0 ? { highlights: texts(draft.highlights) } : {}),
    hidden: draft.hidden,
  };
}

/**
 * Checks the draft with the shared course schema; each message lands on its
 * field ("curriculum.modules.0.title"). A module's topics are one text box, so a
 * message about one topic ("curriculum.modules.0.topics.3") is shown on that box.
 */
export function checkCourse(draft: CourseDraft): { course: CourseContent; errors?: undefined } | { course?: undefined; errors: FieldErrors } {
  const parsed = courseSchema.safeParse(courseData(draft));
  if (parsed.success) return { course: parsed.data };
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(zodFieldErrors(parsed.error)))
    errors[path.replace(/^(curriculum\.modules\.\d+\.topics)\.\d+$/, "$1")] ??= message;
  return { errors };
}
