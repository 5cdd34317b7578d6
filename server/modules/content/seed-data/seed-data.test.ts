import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { COURSE_CATALOG } from "#contracts/courses";
import { seedCourses } from "../seed";

// The seed a new installation starts with, checked as staff's saves are (the
// seeder parses every course) and for the quality of its copy.

const words = (s: string) => s.trim().split(/\s+/).length;
const courses = await seedCourses();

describe("seed courses", () => {
  it("are the 12 courses of the catalogue, in its (menu) order and with its names, all visible", () => {
    expect(courses.map((c) => [c.id, c.name])).toEqual(COURSE_CATALOG.map((c) => [c.id, c.name]));
    expect(courses.every((c) => !c.hidden)).toBe(true);
  });

  for (const course of courses) {
    describe(course.name, () => {
      it("is written in full", () => {
        expect(words(course.overview)).toBeGreaterThanOrEqual(80);
        expect(course.features.length).toBeGreaterThanOrEqual(5);
        expect(course.learn.length).toBeGreaterThanOrEqual(6);
        expect(words(course.definition)).toBeGreaterThanOrEqual(30);
        expect(course.heading.length).toBeGreaterThan(10);
      });

      it("has a curriculum of modules, each with a title and a list of topics", () => {
        const { modules } = course.curriculum;
        expect(modules.length).toBeGreaterThanOrEqual(5);
        expect(new Set(modules.map((m) => m.title)).size).toBe(modules.length);
        for (const m of modules) {
          expect(m.title.length, m.title).toBeGreaterThan(3);
          expect(m.topics.length, m.title).toBeGreaterThanOrEqual(2);
          // Topics are short list items, not paragraphs.
          for (const topic of m.topics) expect(words(topic), topic).toBeLessThanOrEqual(14);
        }
      });

      it("answers the questions students ask: duration, prerequisites, timings, placement and certificate", () => {
        const text = course.faq.map((f) => `${f.question} ${f.answer}`.toLowerCase());
        expect(course.faq.length).toBeGreaterThanOrEqual(5);
        expect(text.some((t) => t.includes("how long") && t.includes(course.duration))).toBe(true);
        expect(text.some((t) => t.includes("background"))).toBe(true);
        expect(text.some((t) => t.includes("timings") && t.includes("weekend"))).toBe(true);
        expect(text.some((t) => t.includes("placement") && !t.includes("guarantee"))).toBe(true);
        expect(text.some((t) => t.includes("certificate"))).toBe(true);
        for (const f of course.faq) {
          expect(f.question.trim().endsWith("?"), f.question).toBe(true);
          expect(words(f.answer), f.question).toBeGreaterThanOrEqual(15);
        }
      });

      it("has its own search title, description and keywords", () => {
        expect(course.seo.title.length).toBeLessThanOrEqual(70);
        expect(course.seo.title).toContain(course.name.split(" ")[0]!);
        expect(course.seo.description.length).toBeGreaterThanOrEqual(80);
        expect(course.seo.description.length).toBeLessThanOrEqual(170);
        expect(course.seo.keywords.split(",").length).toBeGreaterThanOrEqual(3);
      });

      it("has artwork of our own that exists", () => {
        expect(course.image).toBe(`/images/courses/${course.id}.svg`);
        const svg = fs.readFileSync(`public${course.image}`, "utf8");
        expect(svg).toContain("<svg");
        expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      });
    });
  }

  it("each have their own search texts", () => {
    expect(new Set(courses.map((c) => c.seo.title)).size).toBe(12);
    expect(new Set(courses.map((c) => c.seo.description)).size).toBe(12);
  });

  it("advertise digital marketing's 6-month career support and both batch types", () => {
    const dm = courses.find((c) => c.id === "digital-marketing")!;
    const text = JSON.stringify(dm).toLowerCase();
    expect(text).toMatch(/6 months|six months/);
    expect(text).toContain("weekend");
    expect(text).toContain("weekday");
  });
});
