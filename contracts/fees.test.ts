import { describe, expect, it } from "vitest";
import { courseSchema } from "./content";
import { courseFeeFrom, feeFromText, formatRupees } from "./fees";

// What a visitor reads as a course's price: the "Fee from" figure, its Indian
// formatting, and the course field staff fill in (checked the same way in the
// dashboard and by the server).

const batch = (feeInr?: number) => ({ feeInr });

describe("course fees", () => {
  it("writes rupees with Indian digit grouping", () => {
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(25000)).toBe("₹25,000");
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatRupees(12500000)).toBe("₹1,25,00,000");
    expect(feeFromText(25000)).toBe("Fee from ₹25,000");
  });

  it("advertises the lowest fee of the listed batches, ahead of the course's own fee", () => {
    expect(courseFeeFrom({ feeFrom: 20000 }, [batch(32000), batch(), batch(28000)])).toBe(28000);
    // A batch fee beats the course's figure even when it is higher: it is what a visitor can book.
    expect(courseFeeFrom({ feeFrom: 20000 }, [batch(35000)])).toBe(35000);
  });

  it("falls back to the course's own fee when no listed batch has one, and shows nothing without either", () => {
    expect(courseFeeFrom({ feeFrom: 20000 }, [batch(), batch()])).toBe(20000);
    expect(courseFeeFrom({ feeFrom: 20000 }, [])).toBe(20000);
    expect(courseFeeFrom({}, [batch()])).toBeUndefined();
    expect(courseFeeFrom({}, [])).toBeUndefined();
  });
});

describe("a course's fee from", () => {
  const course = {
    id: "python",
    name: "Python",
    image: "/images/courses/python.svg",
    heading: "Python from basics to Django",
    summary: "Python, Django and data basics with projects.",
    overview: "A hands-on Python course.",
    curriculum: { modules: [{ title: "Basics", topics: ["Variables"] }] },
    features: ["Projects", "Placement support", "Weekend batches"],
    learn: ["Write scripts", "Build a web app", "Read data"],
    definition: "Python is a programming language.",
    duration: "3 months",
    seo: { title: "Python course", description: "Learn Python", keywords: "python" },
  };
  const feeFrom = (value: unknown) => {
    const parsed = courseSchema.safeParse({ ...course, feeFrom: value });
    return parsed.success ? { value: parsed.data.feeFrom } : { error: parsed.error.issues.find((i) => i.path[0] === "feeFrom")?.message };
  };

  it("is optional: a course saved before the field existed stays valid", () => {
    const parsed = courseSchema.parse(course);
    expect(parsed.feeFrom).toBeUndefined();
    expect(feeFrom("")).toEqual({ value: undefined });
    expect(feeFrom(null)).toEqual({ value: undefined });
  });

  it("takes whole rupees, also typed with grouping or the rupee sign", () => {
    expect(feeFrom(25000)).toEqual({ value: 25000 });
    expect(feeFrom("25,000")).toEqual({ value: 25000 });
    expect(feeFrom(" ₹ 1,50,000 ")).toEqual({ value: 150000 });
    expect(feeFrom(1_000_000)).toEqual({ value: 1_000_000 });
  });

  it("refuses anything else with a message that says what to type", () => {
    expect(feeFrom(0)).toEqual({ error: "Fee from must be more than ₹0; leave it empty to show no fee" });
    expect(feeFrom(-500)).toEqual({ error: "Fee from must be more than ₹0; leave it empty to show no fee" });
    expect(feeFrom(2500.5)).toEqual({ error: "Fee from must be whole rupees, e.g. 25000" });
    expect(feeFrom("25k")).toEqual({ error: "Fee from must be whole rupees, e.g. 25000" });
    expect(feeFrom(true)).toEqual({ error: "Fee from must be whole rupees, e.g. 25000" });
    expect(feeFrom(1_000_001)).toEqual({ error: "Fee from must be at most ₹10,00,000" });
  });
});
