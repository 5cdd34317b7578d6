import { describe, expect, it } from "vitest";
import { reviewKey, reviewsFromBody } from "./use-reviews";

const review = { _id: "1", id: "STU123456", name: "Priya", rating: 4.5, review: "Great", date: "2025-01-02", image: null, course: null };

describe("reviewsFromBody", () => {
  it("uses the data list only when success is true", () => {
    expect(reviewsFromBody({ success: true, data: [review] })).toEqual([review]);
    expect(reviewsFromBody({ success: false, data: [review] })).toEqual([]);
    expect(reviewsFromBody({ success: "true", data: [review] })).toEqual([]);
    expect(reviewsFromBody({ data: [review] })).toEqual([]);
  });

  it("treats a missing or malformed list as empty", () => {
    expect(reviewsFromBody(null)).toEqual([]);
    expect(reviewsFromBody({ success: true })).toEqual([]);
    expect(reviewsFromBody({ success: true, data: [null, 1, {}] })).toEqual([]);
  });

  it("keys by _id, then id, then position", () => {
    expect(reviewKey(review, 0)).toBe("1");
    expect(reviewKey({ ...review, _id: "" }, 0)).toBe("STU123456");
    expect(reviewKey({ ...review, _id: "", id: "" }, 7)).toBe("7");
  });
});
