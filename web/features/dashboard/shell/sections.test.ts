import { describe, expect, it } from "vitest";
import { ROLES } from "#contracts/user";
import { accountSectionsFor, allowedSections, sectionById, sectionIdOf, sectionsFor } from "./sections";

// Which sections a role may open, and where the dashboard opens for it (sections.ts).

describe("Dashboard sections", () => {
  it("each role opens on its first section; a placement officer on its desk", () => {
    const first = Object.fromEntries(ROLES.map((r) => [r, allowedSections(r)[0]!.id]));
    expect(first).toEqual({ admin: "overview", editor: "placements", counsellor: "enquiries", trainer: "classes", placement: "placement-desk" });
  });

  it("the placement desk is the officer's and the admins' only (docs/decisions/098)", () => {
    const seeing = ROLES.filter((r) => sectionsFor(r).some((s) => s.id === "placement-desk"));
    expect(seeing).toEqual(["admin", "placement"]);
    expect(sectionIdOf("/dashboard/placement-desk/drives/d1")).toBe("placement-desk");
  });

  it("an admin who must set up two-factor sees no section, and the two-factor setup first", () => {
    expect(sectionsFor("admin", true)).toEqual([]);
    expect(accountSectionsFor(true).map((s) => s.id)).toEqual(["two-factor", "password"]);
    expect(allowedSections("admin", true)[0]!.id).toBe("two-factor");
  });

  it("no role, no sections; everyone keeps their own settings", () => {
    expect(sectionsFor(null)).toEqual([]);
    expect(allowedSections(null).map((s) => s.id)).toEqual(["password", "two-factor"]);
  });

  it("finds a section by the path that names it, a lead's path included", () => {
    expect(sectionIdOf("/dashboard/enquiries/abc")).toBe("enquiries");
    expect(sectionIdOf("/dashboard")).toBeUndefined();
    expect(sectionById("audit")?.label).toBe("Audit log");
    expect(sectionById("nothing")).toBeUndefined();
  });
});
