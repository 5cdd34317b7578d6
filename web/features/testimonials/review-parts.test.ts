import { describe, expect, it } from "vitest";
import { AVATAR_PLACEHOLDER, avatarSrc, formatRating, starFill } from "./review-parts";

describe("star ratings", () => {
  it("shows the decimal", () => {
    expect(formatRating(4.3)).toBe("4.3");
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating(0)).toBe("0.0");
    expect(formatRating(7)).toBe("5.0");
    expect(formatRating(Number.NaN)).toBe("0.0");
  });

  it("fills stars partly for decimal ratings", () => {
    expect([0, 1, 2, 3, 4].map((i) => starFill(4.3, i))).toEqual([1, 1, 1, 1, 0.3]);
    expect([0, 1, 2, 3, 4].map((i) => starFill(2.5, i))).toEqual([1, 1, 0.5, 0, 0]);
    expect([0, 1, 2, 3, 4].map((i) => starFill(5, i))).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("avatars", () => {
  it("fall back to the local placeholder when there is no image", () => {
    expect(avatarSrc(null)).toBe(AVATAR_PLACEHOLDER);
    expect(avatarSrc("")).toBe(AVATAR_PLACEHOLDER);
    expect(avatarSrc("/uploads/abc.webp")).toMatch(/\/uploads\/abc\.webp$/);
  });
});
