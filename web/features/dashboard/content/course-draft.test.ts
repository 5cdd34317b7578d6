import { describe, expect, it } from "vitest";
import { courseSchema } from "../../../../contracts/content";
import { loadCourses } from "../../../content/courses";
import { checkCourse, courseData, courseDraft, emptyCourseDraft, switchCurriculum } from "./course-draft";
import { slugify, withKey } from "./draft";

// The course editor's form state: what it saves must be exactly the course it
// loaded when nothing was changed, and each schema message must name the field
// the editor shows it beside.

describe("course editor state", () => {
  it("turns every seed course into a form and back without changing it", async () => {
    for (const seed of await loadCourses()) {
      const { path: _path, ...rest } = seed;
      const course = courseSchema.parse({ ...rest, hidden: false });
      expect(courseSchema.parse(courseData(courseDraft(course))), course.id).toEqual(course);
      expect(checkCourse(courseDraft(course)).course, course.id).toEqual(course);
    }
  });

  it("names each failing field by its path, inside either kind of curriculum", () => {
    const empty = checkCourse(emptyCourseDraft());
    expect(empty.errors).toMatchObject({
      name: "Course name is required",
      image: "Image must be an uploaded photo or one of the site's illustrations",
      curriculum: "Curriculum is required",
      "features.0": "Features is required",
      "seo.title": "Search title is required",
    });
    // The curriculum is a union: its messages are those of the kind chosen, never a bare "Invalid input".
    expect(Object.values(empty.errors!)).not.toContain("Invalid input");

    const modules = { ...switchCurriculum(emptyCourseDraft(), "modules"), modules: [withKey({ name: "", description: "Cleaning data" })] };
    expect(checkCourse(modules).errors).toMatchObject({ "curriculum.overview": "Curriculum overview is required", "curriculum.stacks.0.name": "Module name is required" });
    expect(checkCourse({ ...modules, modules: [] }).errors).toMatchObject({ "curriculum.stacks": "Add at least one module" });
    expect(checkCourse({ ...emptyCourseDraft(), features: [withKey({ text: "Only one" })] }).errors).toMatchObject({ features: "Features: add at least 3" });
  });

  it("keeps the curriculum's text when switching between one text and modules", () => {
    const text = { ...emptyCourseDraft(), curriculumText: "Research, wireframes and prototypes." };
    const asModules = switchCurriculum(text, "modules");
    expect(asModules.curriculumOverview).toBe("Research, wireframes and prototypes.");
    // Back to one text: what was typed there is still there.
    expect(switchCurriculum(asModules, "text").curriculumText).toBe("Research, wireframes and prototypes.");

    const fromModules = { ...emptyCourseDraft(), curriculumKind: "modules" as const, curriculumOverview: "Two modules.", modules: [withKey({ name: "Research", description: "Interviews and personas." })] };
    expect(switchCurriculum(fromModules, "text").curriculumText).toBe("Two modules.\n\nResearch: Interviews and personas.");
  });

  it("leaves optional highlights out when there are none and saves them in order when there are", () => {
    expect(courseData(emptyCourseDraft())).not.toHaveProperty("highlights");
    const draft = { ...emptyCourseDraft(), highlights: [withKey({ text: "B" }), withKey({ text: "A" })] };
    expect(courseData(draft)).toMatchObject({ highlights: ["B", "A"] });
  });

  it("suggests a course id from the name", () => {
    expect(slugify("UI/UX Design")).toBe("ui-ux-design");
    expect(slugify("  C++ & Data Structures ")).toBe("c-plus-plus-and-data-structures");
    expect(slugify("Café Management")).toBe("cafe-management");
    const long = slugify("Advanced Professional Certificate in Cloud Native Application Development");
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
