import { type CourseContent, courseSchema } from "../../../../contracts/content";
import { type Errors, type Keyed, issueErrors, withKey, withKeys } from "./draft";

/** A course as the staff API answers it. */
export interface StoredCourse {
  course: CourseContent;
  position: number;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

export type TextRow = Keyed<{ text: string }>;
export type ModuleRow = Keyed<{ name: string; description: string }>;

/**
 * A course being edited. The curriculum is either one text or an overview with
 * named modules; both are kept while editing, so switching back and forth loses
 * nothing, and only the chosen one is saved.
 */
export interface CourseDraft {
  id: string;
  name: string;
  image: string;
  heading: string;
  summary: string;
  overview: string;
  definition: string;
  duration: string;
  curriculumKind: "text" | "modules";
  curriculumText: string;
  curriculumOverview: string;
  modules: ModuleRow[];
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
    curriculumKind: "text",
    curriculumText: "",
    curriculumOverview: "",
    modules: [],
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
    curriculumKind: typeof curriculum === "string" ? "text" : "modules",
    curriculumText: typeof curriculum === "string" ? curriculum : "",
    curriculumOverview: typeof curriculum === "string" ? "" : curriculum.overview,
    modules: typeof curriculum === "string" ? [] : withKeys(curriculum.stacks.map(({ name, description }) => ({ name, description }))),
    features: textRows(course.features),
    learn: textRows(course.learn),
    highlights: textRows(course.highlights),
    seo: { ...course.seo },
    hidden: course.hidden,
  };
}

/** Switching the curriculum's kind carries the text over where the other kind has none yet. */
export function switchCurriculum(draft: CourseDraft, kind: CourseDraft["curriculumKind"]): CourseDraft {
  if (kind === draft.curriculumKind) return draft;
  if (kind === "modules") {
    return { ...draft, curriculumKind: kind, curriculumOverview: draft.curriculumOverview.trim() ? draft.curriculumOverview : draft.curriculumText };
  }
  const fromModules = [draft.curriculumOverview.trim(), ...draft.modules.filter((m) => m.name.trim() || m.description.trim()).map((m) => `${m.name.trim()}: ${m.description.trim()}`)]
    .filter(Boolean)
    .join("\n\n");
  return { ...draft, curriculumKind: kind, curriculumText: draft.curriculumText.trim() ? draft.curriculumText : fromModules };
}

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
    curriculum:
      draft.curriculumKind === "text"
        ? draft.curriculumText
        : { overview: draft.curriculumOverview, stacks: draft.modules.map(({ name, description }) => ({ name, description })) },
    features: texts(draft.features),
    learn: texts(draft.learn),
    definition: draft.definition,
    duration: draft.duration,
    seo: { ...draft.seo },
    ...(draft.highlights.length > 0 ? { highlights: texts(draft.highlights) } : {}),
    hidden: draft.hidden,
  };
}

/**
 * Checks the draft with the shared course schema. The curriculum is one of two
 * shapes; zod reports the issues of the shape the value has, so each message
 * lands on its field ("curriculum", "curriculum.stacks.0.name").
 */
export function checkCourse(draft: CourseDraft): { course: CourseContent; errors?: undefined } | { course?: undefined; errors: Errors } {
  const parsed = courseSchema.safeParse(courseData(draft));
  return parsed.success ? { course: parsed.data } : { errors: issueErrors(parsed.error) };
}
