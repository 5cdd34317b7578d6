import type { MetaDescriptor } from "react-router";
import { fullAddress, site } from "../content/site";

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

export const absoluteUrl = (path: string) => new URL(path, site.url).toString();

export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "EducationalOrganization",
  name: site.name,
  url: site.url,
  telephone: site.phone,
  email: site.email,
  address: {
    "@type": "PostalAddress",
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  description: `${site.tagline}. ${fullAddress}.`,
};

/** Title, description, keywords, canonical, Open Graph and JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? "/og-image.png");
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
    { "script:ld+json": organizationJsonLd },
    ...(seo.jsonLd ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}

/** Staff pages: a title, and crawlers kept out. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
