import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone";

describe("normalisePhone", () => {
  it("keeps a plain 10-digit number", () => {
    expect(normalisePhone("9876543210")).toBe("9876543210");
  });

  it("drops spaces, dashes, brackets and the +91 or 0 prefix", () => {
    expect(normalisePhone("+91 98765 43210")).toBe("9876543210");
    expect(normalisePhone("91-98765-43210")).toBe("9876543210");
    expect(normalisePhone("098765 43210")).toBe("9876543210");
    expect(normalisePhone("(987) 654-3210")).toBe("9876543210");
  });

  it("keeps every digit of a number of the wrong length so the rule can reject it", () => {
    expect(normalisePhone("12345")).toBe("12345");
    expect(normalisePhone("+1 415 555 0100 ext 12")).toBe("1415555010012");
    expect(normalisePhone("call me")).toBe("");
  });
});
