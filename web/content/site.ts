import type { SiteFacts } from "../../contracts/content";

// The institute's facts as a new installation starts: the seed of the content
// store. Staff edit them in the dashboard (Site facts); pages read the saved
// values through useSite(). Values marked SAMPLE are placeholders to replace
// before launch; the server warns while any is still in place.
export const seedSiteFacts: SiteFacts = {
  name: "Chennai Tech Academy",
  shortName: "CTA",
  tagline: "Job-oriented computer training in Chennai",
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: "https://www.chennaitechacademy.in", // SAMPLE
  phone: "9876543210", // SAMPLE
  whatsappNumber: "9876543210", // SAMPLE
  whatsappGreeting: "Hello Chennai Tech Academy! I would like to know more about your courses.",
  email: "admissions@chennaitechacademy.in", // SAMPLE
  address: {
    street: "No. 12, 2nd Floor, Arcot Road", // SAMPLE
    locality: "Vadapalani",
    city: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600026",
    country: "IN",
  },
  mapUrl: "https://maps.google.com/?q=Vadapalani,Chennai", // SAMPLE
  hours: "Mon–Sat, 9:00 am – 8:00 pm",
  youtubeChannel: "https://www.youtube.com/@chennaitechacademy", // SAMPLE
  social: {
    facebook: "https://www.facebook.com/chennaitechacademy", // SAMPLE
    instagram: "https://www.instagram.com/chennaitechacademy", // SAMPLE
    linkedin: "https://www.linkedin.com/company/chennaitechacademy", // SAMPLE
  },
  groupCompanies: [
    { name: "CTA Software Services", description: "Web and mobile projects where our students do live internships" }, // SAMPLE
    { name: "CTA Design Studio", description: "Branding and video work for local businesses" }, // SAMPLE
    { name: "CTA Career Connect", description: "Recruitment partner for freshers across Chennai" }, // SAMPLE
  ],
  copyrightYear: 2024,
};

/** The facts as pages show and link them. */
export interface SiteView extends SiteFacts {
  /** +91 98765 43210 */
  phoneDisplay: string;
  /** tel:+919876543210 */
  phoneHref: string;
  /** wa.me link with the greeting filled in. */
  whatsappHref: string;
  fullAddress: string;
  /** Google Maps directions to the centre, from wherever the visitor is. */
  directionsHref: string;
}

/**
 * A directions link (no API key, opens the Maps app on phones). The destination is
 * the map link's own place when it names one (?q=… or /place/…), else the address.
 */
export function directionsUrl(facts: Pick<SiteFacts, "name" | "address" | "mapUrl">): string {
  const a = facts.address;
  let place: string | undefined;
  try {
    const url = new URL(facts.mapUrl);
    place = url.searchParams.get("q") ?? url.searchParams.get("query") ?? decodeURIComponent(url.pathname.match(/\/place\/([^/]+)/)?.[1] ?? "").replace(/\+/g, " ");
  } catch {
    place = undefined;
  }
  const destination = place || `${facts.name}, ${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const spaced = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

export function siteView(facts: SiteFacts): SiteView {
  const a = facts.address;
  return {
    ...facts,
    phoneDisplay: spaced(facts.phone),
    phoneHref: `tel:+91${facts.phone}`,
    whatsappHref: `https://wa.me/91${facts.whatsappNumber}?text=${encodeURIComponent(facts.whatsappGreeting)}`,
    fullAddress: `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`,
    directionsHref: directionsUrl(facts),
  };
}

/** The seed as pages show it: for the seed files themselves and for tests. */
export const seedSite = siteView(seedSiteFacts);
