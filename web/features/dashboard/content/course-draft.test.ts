import { describe, expect, it } from "vitest";
import { courseSchema } from "#contracts/content";
import { seedCourses } from "#server/modules/content/seed";
import { checkCourse, courseData, courseDraft, emptyCourseDraft } from "./course-draft";
import { slugify, withKey } from "./draft";

// The course editor's form state: what it saves must be exactly the course it
// loaded when nothing was changed, and each schema message must name the field
// the editor shows it beside.

describe("course editor state", () => {
  it("turns every seed course into a form and back without changing it", async () => {
    for (const course of await seedCourses()) {
      expect(courseSchema.parse(courseData(courseDraft(course))), course.id).toEqual(course);
      expect(checkCourse(courseDraft(course)).course, course.id).toEqual(course);
    }
  });

  it("names each failing field by its path, down to a module's title and topics and an FAQ's answer", () => {
    const empty = checkCourse(emptyCourseDraft());
    expect(empty.errors).toMatchObject({
      name: "Course name is required",
      image: "Image must be an uploaded photo or one of the site's illustrations",
      "curriculum.modules.0.title": "Module title is required",
      "curriculum.modules.0.topics": "Module: add at least one topic",
      "features.0": "Features is required",
      "seo.title": "Search title is required",
    });
    expect(Object.values(empty.errors!)).not.toContain("Invalid input");

    // Blank lines are not topics; a topic that is too long is reported on the module's topics box.
    const long = { ...emptyCourseDraft(), modules: [withKey({ title: "Core Java", topics: `Classes\n\n${"x".repeat(201)}` })] };
    expect(checkCourse(long).errors).toMatchObject({ "curriculum.modules.0.topics": "Topic must be at most 200 characters" });
    expect(checkCourse({ ...emptyCourseDraft(), modules: [] }).errors).toMatchObject({ "curriculum.modules": "Add at least one module" });
    const faq = { ...emptyCourseDraft(), faq: [withKey({ question: "How long is it?", answer: " " })] };
    expect(checkCourse(faq).errors).toMatchObject({ "faq.0.answer": "Answer is required" });
    expect(checkCourse({ ...emptyCourseDraft(), features: [withKey({ text: "Only one" })] }).errors).toMatchObject({ features: "Features: add at least 3" });
  });

  it("saves a module's topics one per line, in order, without blank lines or spaces around them", () => {
    const draft = {
      ...emptyCourseDraft(),
      curriculumOverview: "",
      modules: [
        withKey({ title: "Core Java", topics: "  JVM and JDK setup \n\nClasses and interfaces\n" }),
        withKey({ title: "Spring Boot", topics: "REST APIs" }),
      ],
    };
    expect(courseData(draft)).toMatchObject({
      curriculum: {
        modules: [
          { title: "Core Java", topics: ["JVM and JDK setup", "Classes and interfaces"] },
          { title: "Spring Boot", topics: ["REST APIs"] },
        ],
      },
      faq: [],
    });
  });

  it("leaves optional highlights out when there are none and saves them in order when there are", () => {
    expect(courseData(emptyCourseDraft())).not.toHaveProperty("highlights");
    const draft = { ...emptyCourseDraft(), highlights: [withKey({ text: "B" }), withKey({ text: "A" })] };
    expect(courseData(draft)).toMatchObject({ highlights: ["B", "A"] });
  });

  it("keeps the fee from as typed, saves it as whole rupees, leaves it out when empty and names its field when wrong", async () => {
    expect(courseData(emptyCourseDraft())).not.toHaveProperty("feeFrom");
    expect(courseData({ ...emptyCourseDraft(), feeFrom: "  " })).not.toHaveProperty("feeFrom");
    const python = (await seedCourses()).find((c) => c.id === "python")!;
    const seed = courseSchema.parse(python);
    const withFee = { ...courseDraft(seed), feeFrom: "25,000" };
    expect(checkCourse(withFee).course?.feeFrom).toBe(25000);
    expect(courseDraft({ ...seed, feeFrom: 25000 }).feeFrom).toBe("25000");
    expect(checkCourse({ ...withFee, feeFrom: "25k" }).errors).toEqual({ feeFrom: "Fee from must be whole rupees, e.g. 25000" });
    expect(checkCourse({ ...withFee, feeFrom: "0" }).errors).toEqual({ feeFrom: "Fee from must be more than ₹0; leave it empty to show no fee" });
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
