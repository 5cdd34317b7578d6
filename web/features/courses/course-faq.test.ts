import { describe, expect, it } from "vitest";
import { seedCourses } from "#server/modules/content/seed";
import { faqPageJsonLd, repeatedFaqPairs } from "./course-faq";

describe("FAQPage data", () => {
  it("marks up each course's own questions and leaves out a pair another course shows too", () => {
    const shared = { question: "What are the class timings?", answer: "Weekday and weekend batches." };
    const courses = [
      { faq: [{ question: "How long is the AWS course?", answer: "About 3 months." }, shared] },
      {
        faq: [
          { question: "How long is the Java course?", answer: "About 4 months." },
          { ...shared, question: " what are the class timings? " },
        ],
      },
    ];
    const repeated = repeatedFaqPairs(courses);
    expect(faqPageJsonLd(courses[0]!.faq, repeated)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "How long is the AWS course?", acceptedAnswer: { "@type": "Answer", text: "About 3 months." } }],
    });
    // Nothing of its own left (or no questions at all): no FAQPage.
    expect(faqPageJsonLd([shared], repeated)).toBeUndefined();
    expect(faqPageJsonLd([])).toBeUndefined();
  });

  it("gives every seed course a FAQPage with at least its duration, prerequisites and certificate answers", async () => {
    const courses = await seedCourses();
    const repeated = repeatedFaqPairs(courses);
    for (const course of courses) {
      const data = faqPageJsonLd(course.faq, repeated);
      expect(data?.mainEntity.length, course.id).toBeGreaterThanOrEqual(3);
    }
  });
});
