import { describe, expect, it } from "vitest";
import { AVATAR_COLOURS, avatarColour, initialsOf } from "./initials-avatar";

describe("initialsOf", () => {
  it.each([
    ["Priya Raman", "PR"],
    ["karthik", "K"],
    ["  Mohammed  Arif  Khan ", "MK"],
    ["S. Lakshmi", "SL"],
    ["Ésha Nair", "ÉN"],
    ["", "?"],
    ["N/A", "?"],
    [null, "?"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("avatarColour", () => {
  it("is the same for the same name, whatever its case and spacing", () => {
    expect(avatarColour("Priya Raman")).toBe(avatarColour(" priya raman "));
  });

  it("spreads names over the palette", () => {
    const names = ["Priya", "Arun", "Divya", "Karthik", "Meena", "Rahul", "Sneha", "Vijay", "Anitha", "Suresh", "Fathima", "Gokul"];
    expect(new Set(names.map(avatarColour)).size).toBeGreaterThanOrEqual(4);
    for (const n of names) expect(AVATAR_COLOURS).toContain(avatarColour(n));
  });
});
