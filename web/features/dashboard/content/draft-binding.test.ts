import { describe, expect, it } from "vitest";
import { type DraftEditing, draftText, listOf, wholeList } from "./draft-binding";

// The bindings decide which message a field shows and which one a change clears:
// a wrong path would show a course's "curriculum.modules" error nowhere.

/** A draft held the way an editor holds it, recording the path each change names. */
function editing<D>(draft: D): DraftEditing<D> & { current: () => D; paths: (string | undefined)[] } {
  let current = draft;
  const paths: (string | undefined)[] = [];
  return {
    draft,
    update: (fn, path) => ((current = fn(current)), paths.push(path)),
    errors: { heading: "Too long", "curriculum.modules": "At least one module" },
    clearError: () => {},
    current: () => current,
    paths,
  };
}

describe("draft bindings", () => {
  it("binds a draft's text to its own path and message, and a change names that path", () => {
    const form = editing({ heading: "Old", curriculumOverview: "" });
    const heading = draftText(form, "heading");
    expect(heading).toMatchObject({ path: "heading", value: "Old" });
    expect(heading.errors[heading.path]).toBe("Too long");
    heading.onChange("New");
    draftText(form, "curriculumOverview", "curriculum.overview").onChange("Intro");
    expect(form.current()).toEqual({ heading: "New", curriculumOverview: "Intro" });
    expect(form.paths).toEqual(["heading", "curriculum.overview"]);
  });

  it("binds a list under a key to the path the schema reports, which may differ from the key", () => {
    const form = editing({ modules: [{ title: "A" }], faq: [] as { question: string }[] });
    const modules = listOf(form, "modules", "curriculum.modules");
    expect(modules.path).toBe("curriculum.modules");
    expect(modules.errors[modules.path]).toBe("At least one module");
    modules.onChange([{ title: "B" }]);
    listOf(form, "faq").onChange([{ question: "Q" }]);
    expect(form.current()).toEqual({ modules: [{ title: "B" }], faq: [{ question: "Q" }] });
    expect(form.paths).toEqual(["curriculum.modules", "faq"]);
  });

  it("binds a draft that is itself the list to the root path", () => {
    const form = editing([{ name: "Lab" }]);
    const list = wholeList(form);
    expect(list).toMatchObject({ path: "", items: [{ name: "Lab" }] });
    list.onChange([]);
    expect(form.current()).toEqual([]);
    expect(form.paths).toEqual([""]);
  });
});
