import { describe, expect, it } from "vitest";
import type { Batch } from "../../../contracts/content";
import { courseJsonLd, durationWeeks, sessionLength } from "./course-json-ld";

const batch = (over: Partial<Batch> = {}): Batch => ({
  id: "b1",
  courseId: "python",
  startDate: "2026-12-07",
  schedule: "weekday",
  timing: "10:00 am – 1:00 pm",
  mode: "classroom",
  duration: "3 months",
  ...over,
});

describe("course structured data", () => {
  it("reads a session's length from the timing text", () => {
    expect(sessionLength("10:00 am – 1:00 pm")).toBe("PT3H");
    expect(sessionLength("6.30 - 8 pm")).toBe("PT1H30M");
    expect(sessionLength("9 am to 11:15 am")).toBe("PT2H15M");
    expect(sessionLength("evenings")).toBeUndefined();
    expect(sessionLength("5 pm – 2 pm")).toBeUndefined();
  });

  it("reads a duration in weeks", () => {
    expect(durationWeeks("3 months")).toBe(13);
    expect(durationWeeks("6 weeks")).toBe(6);
    expect(durationWeeks("45 days")).toBe(6);
    expect(durationWeeks("self-paced")).toBeUndefined();
  });

  it("has the fields Google requires: provider, an INR offer from the lowest fee, and instances with mode and schedule", () => {
    const ld = courseJsonLd(
      { name: "Python", seo: { description: "Learn Python" } },
      [batch({ feeInr: 18000 }), batch({ id: "b2", schedule: "weekend", mode: "both", feeInr: 15000, startDate: "2026-12-12" })],
      { name: "Chennai Tech Academy", url: "https://example.in" },
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      name: "Python",
      description: "Learn Python",
      provider: { "@type": "EducationalOrganization", name: "Chennai Tech Academy", sameAs: "https://example.in" },
      offers: [{ "@type": "Offer", category: "Paid", price: 15000, priceCurrency: "INR" }],
    });
    expect(ld.hasCourseInstance).toEqual([
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: "2026-12-07",
        courseSchedule: { "@type": "Schedule", startDate: "2026-12-07", repeatFrequency: "Daily", repeatCount: 65, duration: "PT3H" },
      },
      {
        "@type": "CourseInstance",
        courseMode: "Blended",
        startDate: "2026-12-12",
        courseSchedule: { "@type": "Schedule", startDate: "2026-12-12", repeatFrequency: "Weekly", repeatCount: 13, duration: "PT3H" },
      },
    ]);
  });

  it("leaves out offers without a fee and instances without batches", () => {
    const ld = courseJsonLd({ name: "AWS", seo: { description: "d" } }, [], { name: "X", url: "https://x.in" });
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("hasCourseInstance");
  });
});
