import { describe, expect, it } from "vitest";
import type { Batch } from "#contracts/content";
import { courseJsonLd, courseListJsonLd, durationWeeks, sessionLength } from "./course-json-ld";

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
      { name: "Python", path: "/courses/python", seo: { description: "Learn Python" } },
      [batch({ feeInr: 18000 }), batch({ id: "b2", schedule: "weekend", mode: "both", feeInr: 15000, startDate: "2026-12-12" })],
      { name: "Chennai Tech Academy", url: "https://example.in" },
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      url: "https://example.in/courses/python",
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

  it("offers the course's own fee from when no listed batch has a fee, and a listed batch's fee ahead of it", () => {
    const provider = { name: "X", url: "https://x.in" };
    const aws = { name: "AWS", path: "/courses/aws", seo: { description: "d" }, feeFrom: 22000 };
    expect(courseJsonLd(aws, [], provider).offers).toEqual([{ "@type": "Offer", category: "Paid", price: 22000, priceCurrency: "INR" }]);
    expect(courseJsonLd(aws, [batch()], provider).offers).toEqual([{ "@type": "Offer", category: "Paid", price: 22000, priceCurrency: "INR" }]);
    expect(courseJsonLd(aws, [batch({ feeInr: 26000 })], provider).offers).toEqual([
      { "@type": "Offer", category: "Paid", price: 26000, priceCurrency: "INR" },
    ]);
    // A batch entered at ₹0 is free, not a paid course at no price.
    expect(courseJsonLd(aws, [batch({ feeInr: 0 })], provider).offers).toEqual([{ "@type": "Offer", category: "Free", price: 0, priceCurrency: "INR" }]);
  });

  it("leaves out offers without a fee and instances without batches", () => {
    const ld = courseJsonLd({ name: "AWS", path: "/courses/aws", seo: { description: "d" } }, [], { name: "X", url: "https://x.in" });
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("hasCourseInstance");
  });

  it("names the institute where a search description says {institute}", () => {
    const ld = courseJsonLd({ name: "AWS", path: "/courses/aws", seo: { description: "AWS at {institute}, Chennai" } }, [], {
      name: "Anna Nagar Computer Centre",
      url: "https://x.in",
    });
    expect(ld.description).toBe("AWS at Anna Nagar Computer Centre, Chennai");
  });
});

describe("course list structured data", () => {
  const provider = { name: "Chennai Tech Academy", url: "https://example.in" };

  it("is an ItemList with one ListItem per course, in order, each a whole Course with url, name, description and provider", () => {
    const cards = [
      { name: "Python", path: "/courses/python", summary: "Python from basics to Django." },
      { name: "UI/UX Design", path: "/courses/ui-ux-design", summary: "Research, wireframes and Figma." },
    ];
    // As a crawler reads it: JSON text.
    const ld: unknown = JSON.parse(JSON.stringify(courseListJsonLd(cards, provider)));
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          item: {
            "@type": "Course",
            url: "https://example.in/courses/python",
            name: "Python",
            description: "Python from basics to Django.",
            provider: { "@type": "EducationalOrganization", name: "Chennai Tech Academy", sameAs: "https://example.in" },
          },
        },
        {
          "@type": "ListItem",
          position: 2,
          item: {
            "@type": "Course",
            url: "https://example.in/courses/ui-ux-design",
            name: "UI/UX Design",
            description: "Research, wireframes and Figma.",
            provider: { "@type": "EducationalOrganization", name: "Chennai Tech Academy", sameAs: "https://example.in" },
          },
        },
      ],
    });
  });

  it("describes each course in the list as its own page does, apart from the page's offer and batches", () => {
    const page = courseJsonLd(
      { name: "Python", path: "/courses/python", seo: { description: "Python from basics to Django." } },
      [batch({ feeInr: 18000 })],
      provider,
    );
    const list = courseListJsonLd([{ name: "Python", path: "/courses/python", summary: "Python from basics to Django." }], provider)!;
    const { "@context": _context, offers: _offers, hasCourseInstance: _instances, ...course } = page;
    expect(list.itemListElement[0]!.item).toEqual(course);
  });

  it("is left out when the site shows no course", () => {
    expect(courseListJsonLd([], provider)).toBeUndefined();
  });
});
