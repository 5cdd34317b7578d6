import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { siteView } from "#contracts/site-view";
import { z } from "#contracts/zod";
import { seedCourses, seedSiteFacts, seedSnapshot } from "#server/modules/content/seed";
import { siteContentContext } from "../lib/live-context";
import { siteContentOf } from "../lib/site-content";
import { loader, meta } from "./courses";

// /courses tells search engines which courses the site offers now (Google's
// Course list): the courses staff saved, not the seed's twelve, under the
// institute's current name and address.

type Json = Record<string, unknown>;
const jsonObject = z.record(z.string(), z.unknown());

/** The JSON-LD blocks of the page's head, parsed back from the text a crawler gets. */
function jsonLdOf(tags: ReturnType<typeof meta>) {
  return (tags as Record<string, unknown>[]).filter((t) => "script:ld+json" in t).map((t) => jsonObject.parse(JSON.parse(JSON.stringify(t["script:ld+json"]))));
}

describe("/courses structured data", () => {
  it("lists the saved, visible courses in the page's order, each a Course with the renamed institute as provider", async () => {
    const [python, ...others] = await seedCourses();
    const added = { ...python!, id: "ui-ux-design", name: "UI/UX Design", summary: "Research, wireframes and Figma prototypes." };
    // Staff added a course, put it first and hid the rest but one (the snapshot holds visible courses only).
    const snapshot: SiteSnapshot = {
      ...(await seedSnapshot()),
      site: { ...seedSiteFacts, name: "Anna Nagar Computer Centre", url: "https://annanagar.example" },
      courses: [added, others[0]!],
      batches: {},
    };
    const context = new RouterContextProvider();
    context.set(siteContentContext, snapshot);
    const cards = await loader({ context } as never);
    const root = { ...siteContentOf(await seedSnapshot()), site: siteView(snapshot.site) };

    const blocks = jsonLdOf(meta({ loaderData: cards, matches: [{ id: "root", loaderData: root }] } as never));
    const lists = blocks.filter((b) => b["@type"] === "ItemList");
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as { position: number; item: Json }[];
    expect(items.map((i) => [i.position, i.item["@type"], i.item.url, i.item.name, i.item.description])).toEqual([
      [1, "Course", "https://annanagar.example/courses/ui-ux-design", "UI/UX Design", "Research, wireframes and Figma prototypes."],
      [2, "Course", `https://annanagar.example/courses/${others[0]!.id}`, others[0]!.name, others[0]!.summary],
    ]);
    for (const { item } of items)
      expect(item.provider).toEqual({ "@type": "EducationalOrganization", name: "Anna Nagar Computer Centre", sameAs: "https://annanagar.example" });
  });

  it("lists the seed's twelve courses in the pre-rendered build (rendered from the seed's snapshot)", async () => {
    const seed = await seedSnapshot();
    const context = new RouterContextProvider();
    context.set(siteContentContext, seed);
    const cards = await loader({ context } as never);
    const blocks = jsonLdOf(meta({ loaderData: cards, matches: [{ id: "root", loaderData: siteContentOf(seed) }] } as never));
    const items = blocks.find((b) => b["@type"] === "ItemList")!.itemListElement as { item: Json }[];
    expect(items.map((i) => i.item.name)).toEqual((await seedCourses()).map((c) => c.name));
  });
});
