import { describe, expect, it } from "vitest";
import { pageSeo } from "../content/pages";
import { siteView } from "#contracts/site-view";
import { seedSiteFacts, seedSnapshot } from "#server/modules/content/seed";
import { meta as aboutMeta } from "../routes/about";
import { pageMeta } from "./seo";
import { siteContentOf } from "./site-content";

const seed = await seedSnapshot();

// A renamed institute is announced under its new name: page titles, descriptions
// and keywords say "{institute}" and get the name from the site facts.

const renamed = { ...siteContentOf(seed), site: siteView({ ...seedSiteFacts, name: "Anna Nagar Computer Centre" }) };
const matches = [{ id: "root", loaderData: renamed }];
/** The text of one tag: the title, or the content of a meta tag by name or property. */
function text(tags: ReturnType<typeof pageMeta>, key: string) {
  for (const tag of tags as Record<string, string>[]) {
    if (key === "title" && "title" in tag) return tag.title;
    if (tag.name === key || tag.property === key) return tag.content;
  }
  return undefined;
}

describe("page search texts", () => {
  it("carry the institute's current name, never the placeholder or the seed's name", () => {
    for (const [page, seo] of Object.entries(pageSeo)) {
      const tags = pageMeta({ ...seo, path: "/" }, matches);
      for (const key of ["title", "description", "keywords", "og:title", "og:description"]) {
        const value = text(tags, key) ?? "";
        expect(value, `${page} ${key}`).not.toContain("{institute}");
        expect(value, `${page} ${key}`).not.toContain(seedSiteFacts.name);
      }
      expect(text(tags, "title"), page).toContain("Anna Nagar Computer Centre");
    }
  });

  it("use the seed's name on a site that has not been renamed", () => {
    const tags = pageMeta({ ...pageSeo.contact, path: "/contact" }, [{ id: "root", loaderData: siteContentOf(seed) }]);
    expect(text(tags, "title")).toBe(`Contact Us | ${seedSiteFacts.name}`);
  });

  it("of the about page are the ones staff saved with the about sections", () => {
    const about = { seo: { title: "Who teaches at {institute}", description: "Our trainers.", keywords: "trainers", canonical: "/about" } };
    const tags = aboutMeta({ loaderData: { about }, matches } as never) as ReturnType<typeof pageMeta>;
    expect(text(tags, "title")).toBe("Who teaches at Anna Nagar Computer Centre");
    expect(text(tags, "description")).toBe("Our trainers.");
  });

  it("take the name as literal text, however it is spelt", () => {
    // "$&" and "$'" mean something to String.replace; in a name they are just characters.
    const name = "R$'s & Co $& $$ Academy";
    const odd = { ...siteContentOf(seed), site: siteView({ ...seedSiteFacts, name }) };
    const tags = pageMeta({ ...pageSeo.contact, path: "/contact" }, [{ id: "root", loaderData: odd }]);
    expect(text(tags, "title")).toBe(`Contact Us | ${name}`);
    expect(text(tags, "description")).toContain(`visit ${name} in`);
  });

  it("fill only {institute}; any other braces stay as typed", () => {
    const about = { seo: { title: "{constructor} {toString} {__proto__} {institute} {name}", description: "d", keywords: "k", canonical: "/about" } };
    const tags = aboutMeta({ loaderData: { about }, matches } as never) as ReturnType<typeof pageMeta>;
    expect(text(tags, "title")).toBe("{constructor} {toString} {__proto__} Anna Nagar Computer Centre {name}");
  });
});
