import { describe, expect, it } from "vitest";
import { COURSE_CATALOG } from "#contracts/courses";
import { coursePath } from "#contracts/public-paths";
import { LAST_CHIP_ON_SMALL_SCREENS, smallScreenChipOrder } from "./chip-order";

// The twelve courses as the menus list them on a new installation.
const courseNav = COURSE_CATALOG.map((c) => ({ id: c.id, name: c.name, path: coursePath(c.id) }));
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe("smallScreenChipOrder", () => {
  it("orders the 12 courses by title length with Graphic Design last", () => {
    expect(names(smallScreenChipOrder(courseNav))).toEqual([
      "AWS",
      "Java",
      "Python",
      "Full Stack",
      "Data Science",
      "MEP Training",
      "Cyber Security",
      "Microsoft Apps",
      "Digital Marketing",
      "Tally / Accounting",
      "Video Editing / VFX",
      "Graphic Design",
    ]);
  });

  it("keeps every course exactly once", () => {
    const ordered = smallScreenChipOrder(courseNav);
    expect(ordered).toHaveLength(courseNav.length);
    expect(new Set(ordered.map((c) => c.id))).toEqual(new Set(courseNav.map((c) => c.id)));
  });

  it("lengths never decrease before the last chip", () => {
    const ordered = smallScreenChipOrder(courseNav);
    const head = ordered.slice(0, -1);
    for (let i = 1; i < head.length; i++) expect(head[i]!.name.length).toBeGreaterThanOrEqual(head[i - 1]!.name.length);
    expect(ordered.at(-1)!.name).toBe(LAST_CHIP_ON_SMALL_SCREENS);
  });

  it("keeps catalogue order for titles of equal length (stable)", () => {
    const items = [{ name: "bbb" }, { name: "aa" }, { name: "ccc" }, { name: "dd" }];
    expect(names(smallScreenChipOrder(items))).toEqual(["aa", "dd", "bbb", "ccc"]);
  });

  it("puts Graphic Design last even though its title is short", () => {
    const items = [{ name: "Graphic Design" }, { name: "A much longer course title" }, { name: "AWS" }];
    expect(names(smallScreenChipOrder(items))).toEqual(["AWS", "A much longer course title", "Graphic Design"]);
  });

  it("works without Graphic Design, on empty lists, and does not mutate its input", () => {
    const items = Object.freeze([{ name: "Python" }, { name: "AWS" }]);
    expect(names(smallScreenChipOrder(items))).toEqual(["AWS", "Python"]);
    expect(names([...items])).toEqual(["Python", "AWS"]);
    expect(smallScreenChipOrder([])).toEqual([]);
  });
});
