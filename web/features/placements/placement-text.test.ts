import { describe, expect, it } from "vitest";
import { courseLabel, displayName, needsDisclaimer, roleAtCompany } from "./placement-text";

describe("placement card text", () => {
  it("asks for the disclaimer when the placement text is empty or 'disclaimer' in any case", () => {
    for (const text of ["", "   ", null, undefined, "disclaimer", "Disclaimer", " DISCLAIMER "]) expect(needsDisclaimer(text)).toBe(true);
    for (const text of ["Placed at Zoho as Junior Developer", "Disclaimer pending"]) expect(needsDisclaimer(text)).toBe(false);
  });

  it("shows N/A for an empty name", () => {
    expect(displayName("")).toBe("N/A");
    expect(displayName("  ")).toBe("N/A");
    expect(displayName(" Priya ")).toBe("Priya");
  });

  it("puts the optional degree in brackets after the course", () => {
    expect(courseLabel("Python", "B.Sc. Computer Science")).toBe("Python (B.Sc. Computer Science)");
    expect(courseLabel("Python", null)).toBe("Python");
    expect(courseLabel("Python", " ")).toBe("Python");
  });

  it("names the role at the company, or whichever of the two was entered", () => {
    expect(roleAtCompany("Junior Developer", "Zoho")).toBe("Junior Developer at Zoho");
    expect(roleAtCompany(null, " Zoho ")).toBe("Zoho");
    expect(roleAtCompany("Tester", "")).toBe("Tester");
    expect(roleAtCompany(null, undefined)).toBe("");
  });
});
