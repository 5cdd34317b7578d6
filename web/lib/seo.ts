// A page's title, description, canonical URL, Open Graph tags and JSON-LD, built one way for every public
// route.

import type { MetaDescriptor } from "react-router";
import { fillPlaceholders } from "#contracts/placeholders";
import { type FixedPublicPage, fixedPagePath } from "#contracts/public-paths";
import { pageSeo } from "../content/pages";
import type { SiteView } from "#contracts/site-view";
import { rootContent } from "./site-content";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  /** Path of the page, e.g. "/about". */
  path: string;
  image?: string;
  /** Extra JSON-LD objects for this page (Course, BreadcrumbList...). */
  jsonLd?: object[];
}

/** A meta function's matches: where the root route's site facts are. */
export type MetaMatches = Parameters<typeof rootContent>[0];

export const absoluteUrl = (path: string, site: SiteView) => new URL(path, site.url).toString();

const organizationJsonLd = (site: SiteView) => ({
  "@context": "https://schema.org",
  "@type": "EducationalOrganization",
  name: site.name,
  url: site.url,
  email: site.email,
  address: {
    "@type": "PostalAddress",
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  telephone: site.phoneDisplay,
  description: `${site.tagline}. ${site.fullAddress}.`,
});

/** A page's search texts with "{institute}" replaced by the institute's current name. */
export function withInstituteName(seo: PageSeo, name: string): PageSeo {
  const fill = (text: string) => fillPlaceholders(text, { institute: name });
  return { ...seo, title: fill(seo.title), description: fill(seo.description), keywords: fill(seo.keywords) };
}

/** The head of a page with a fixed address: its search texts (content/pages.ts) at its address, with anything `extra` adds. */
export function fixedPageMeta(page: FixedPublicPage, matches: MetaMatches, extra: Partial<PageSeo> = {}): MetaDescriptor[] {
  return pageMeta({ ...pageSeo[page], path: fixedPagePath(page), ...extra }, matches);
}

/** Title, description, keywords, canonical, Open Graph and JSON-LD for one page. */
export function pageMeta(page: PageSeo, matches: MetaMatches): MetaDescriptor[] {
  const { site } = rootContent(matches);
  const seo = withInstituteName(page, site.name);
  const url = absoluteUrl(seo.path, site);
  const image = absoluteUrl(seo.image ?? "/og-image.png", site);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": organizationJsonLd(site) },
    ...(seo.jsonLd ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}

/** Staff pages: a title, and crawlers kept out. */
export function staffMeta(title: string, matches: MetaMatches): MetaDescriptor[] {
  return [{ title: `${title} | ${rootContent(matches).site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
