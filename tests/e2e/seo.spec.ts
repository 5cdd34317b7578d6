import { expect, test } from "./test";
import { COURSE_CATALOG } from "#contracts/courses";
import { PUBLIC_PATHS } from "#contracts/public-paths";
import { seedSite as site } from "./seed";

// What search engines and link previews read from the pre-rendered HTML, before any script runs.
// shell.spec.ts already checks unique titles and the sitemap; this file checks the
// rest: descriptions, canonical URLs, Open Graph and the structured data.

type Json = Record<string, unknown>;

interface PageHead {
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  jsonLd: Json[];
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

/** The head of a page exactly as a crawler without JavaScript gets it. */
function readHead(html: string): PageHead {
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
  const og: Record<string, string> = {};
  let description = "";
  for (const tag of metas) {
    const property = attr(tag, "property");
    if (property?.startsWith("og:")) og[property] = attr(tag, "content") ?? "";
    if (attr(tag, "name") === "description") description = attr(tag, "content") ?? "";
  }
  const canonicals = [...html.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) => attr(m[0], "href") ?? "");
  expect(canonicals, "exactly one canonical link").toHaveLength(1);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""), description, canonical: canonicals[0]!, og, jsonLd };
}

const ofType = (items: Json[], type: string) => items.filter((i) => i["@type"] === type);
const absolute = (path: string) => new URL(path, site.url).toString();

test.describe("search and sharing metadata", () => {
  const heads = new Map<string, PageHead>();

  test.beforeAll(async ({ request }) => {
    for (const path of PUBLIC_PATHS) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      heads.set(path, readHead(await res.text()));
    }
  });

  test("every public page has its own description", () => {
    const descriptions = PUBLIC_PATHS.map((p) => heads.get(p)!.description);
    for (const [i, d] of descriptions.entries()) expect(d.length, PUBLIC_PATHS[i]).toBeGreaterThanOrEqual(50);
    expect(new Set(descriptions).size).toBe(PUBLIC_PATHS.length);
  });

  test("every public page names its own absolute canonical URL", () => {
    for (const path of PUBLIC_PATHS) expect(heads.get(path)!.canonical, path).toBe(absolute(path));
  });

  test("every public page has Open Graph tags that match the page", () => {
    for (const path of PUBLIC_PATHS) {
      const { og, title, description, canonical } = heads.get(path)!;
      expect(og["og:title"], path).toBe(title);
      expect(og["og:description"], path).toBe(description);
      expect(og["og:url"], path).toBe(canonical);
      expect(og["og:type"], path).toBe("website");
      expect(og["og:site_name"], path).toBe(site.name);
      expect(og["og:image"], path).toMatch(/^https:\/\/.+/);
    }
  });

  test("the Open Graph image exists", async ({ request }) => {
    const image = new URL(heads.get("/")!.og["og:image"]!);
    const res = await request.get(image.pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^image\//);
  });

  test("every public page describes the institute as an EducationalOrganization with its contact details", () => {
    for (const path of PUBLIC_PATHS) {
      const orgs = ofType(heads.get(path)!.jsonLd, "EducationalOrganization");
      expect(orgs, path).toHaveLength(1);
      const org = orgs[0]!;
      expect(org["@context"]).toBe("https://schema.org");
      expect(org.name).toBe(site.name);
      expect(org.telephone).toBe(site.phoneDisplay);
      const address = org.address as Json;
      expect(address["@type"]).toBe("PostalAddress");
      expect(address.streetAddress).toContain(site.address.street);
      expect(address.addressLocality).toBe(site.address.city);
      expect(address.addressRegion).toBe(site.address.region);
      expect(address.postalCode).toBe(site.address.postalCode);
      expect(address.addressCountry).toBe(site.address.country);
    }
  });

  test("each course page carries a Course and a BreadcrumbList; other pages carry neither", () => {
    for (const course of COURSE_CATALOG) {
      const path = `/courses/${course.id}`;
      const { jsonLd, description } = heads.get(path)!;
      const courses = ofType(jsonLd, "Course");
      expect(courses, path).toHaveLength(1);
      expect(courses[0]!.name).toBe(course.name);
      expect(courses[0]!.url).toBe(absolute(path));
      expect(courses[0]!.description).toBe(description);
      const provider = courses[0]!.provider as Json;
      expect(provider["@type"]).toBe("EducationalOrganization");
      expect(provider.name).toBe(site.name);

      const crumbs = ofType(jsonLd, "BreadcrumbList");
      expect(crumbs, path).toHaveLength(1);
      const items = crumbs[0]!.itemListElement as Json[];
      expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
        [1, "Home", absolute("/")],
        [2, "Courses", absolute("/courses")],
        [3, course.name, absolute(path)],
      ]);
    }
    for (const path of PUBLIC_PATHS.filter((p) => !p.startsWith("/courses/"))) {
      const { jsonLd } = heads.get(path)!;
      expect(ofType(jsonLd, "Course"), path).toHaveLength(0);
    }
  });

  test("the Courses page lists every course for Google's Course list: an ItemList of whole Courses, each matching its own page", () => {
    const lists = ofType(heads.get("/courses")!.jsonLd, "ItemList");
    expect(lists).toHaveLength(1);
    expect(lists[0]!["@context"]).toBe("https://schema.org");
    const items = lists[0]!.itemListElement as Json[];
    expect(items.map((i) => [i["@type"], i.position])).toEqual(COURSE_CATALOG.map((_, i) => ["ListItem", i + 1]));
    for (const [i, course] of COURSE_CATALOG.entries()) {
      const item = items[i]!.item as Json;
      const path = `/courses/${course.id}`;
      expect(item, path).toMatchObject({ "@type": "Course", url: absolute(path), name: course.name });
      expect(String(item.description).length, path).toBeGreaterThan(20);
      expect(item.provider).toEqual({ "@type": "EducationalOrganization", name: site.name, sameAs: site.url });
      // The course's own page carries the same Course (name, url, provider).
      const own = ofType(heads.get(path)!.jsonLd, "Course")[0]!;
      expect([own.url, own.name, own.provider], path).toEqual([item.url, item.name, item.provider]);
    }
    for (const path of PUBLIC_PATHS.filter((p) => p !== "/courses")) expect(ofType(heads.get(path)!.jsonLd, "ItemList"), path).toHaveLength(0);
  });

  test("staff pages are kept out of search results", async ({ request }) => {
    for (const path of ["/login", "/signup", "/dashboard"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    }
  });
});
