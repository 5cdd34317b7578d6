import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOG_EXCERPT, BLOG_FEATURED_EXCERPT } from "#contracts/limits";
import { excerpt } from "./excerpt";

const length = (s: string) => Array.from(s).length;

describe("excerpt", () => {
  it("leaves text that fits alone, apart from tidying white space", () => {
    expect(excerpt("  Learn   Python\nin  Chennai ", 150)).toBe("Learn Python in Chennai");
    const exact = "a".repeat(150);
    expect(excerpt(exact, 150)).toBe(exact);
  });

  it("cuts on a word boundary and adds an ellipsis, within the limit", () => {
    const text = "Clean functions, honest tests and readable names are the habits interviewers notice first in a fresher's code.";
    const out = excerpt(text, 40);
    expect(out).toBe("Clean functions, honest tests and…");
    expect(length(out)).toBeLessThanOrEqual(40);
  });

  it("keeps the last word when the cut falls exactly after it", () => {
    expect(excerpt("one two three four", 8)).toBe("one two…");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("Tally, GST, payroll, and more topics here", 13)).toBe("Tally, GST…");
  });

  it("cuts a very long word hard instead of dropping nearly everything", () => {
    expect(excerpt("Supercalifragilisticexpialidocious words", 10)).toBe("Supercali…");
  });

  it("counts an emoji as one character", () => {
    expect(excerpt("🚀🚀🚀 launch day", 16)).toBe("🚀🚀🚀 launch day");
    expect(length(excerpt("🚀 ".repeat(100), 20))).toBeLessThanOrEqual(20);
  });

  it("uses the fixed limits: 200 featured, 150 others", () => {
    expect(BLOG_FEATURED_EXCERPT).toBe(200);
    expect(BLOG_EXCERPT).toBe(150);
  });

  it("never exceeds the limit and is always a prefix of the tidied text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), fc.integer({ min: 2, max: 250 }), (text, max) => {
        const out = excerpt(text, max);
        const clean = text.replace(/\s+/g, " ").trim();
        expect(length(out)).toBeLessThanOrEqual(max);
        if (out.endsWith("…") && length(clean) > max) expect(clean.startsWith(out.slice(0, -1))).toBe(true);
        else expect(out).toBe(clean);
      }),
    );
  });
});
