import type { SiteFacts } from "./content";

// The institute's facts as pages show and link them: the phone as written and as
// dialled, the WhatsApp and directions links, the address on one line. Made from
// the saved facts wherever they are shown (web pages, the demo-class calendar file).

/** The facts as pages show and link them. */
export interface SiteView extends SiteFacts {
  /** +91 98765 43210 */
  phoneDisplay: string;
  /** tel:+919876543210 */
  phoneHref: string;
  /** wa.me link with the greeting filled in, for a page with no name (use whatsappLink where the page is known). */
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
    place =
      url.searchParams.get("q") ?? url.searchParams.get("query") ?? decodeURIComponent(url.pathname.match(/\/place\/([^/]+)/)?.[1] ?? "").replace(/\+/g, " ");
  } catch {
    place = undefined;
  }
  const destination = place || `${facts.name}, ${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * What a WhatsApp link pre-fills (docs/decisions/061): `{course}` is the course
 * page's course, `{page}` the page's name, so the counsellor knows where the chat began.
 */
export const DEFAULT_WHATSAPP_COURSE_GREETING = "Hi, I'd like to know about the {course} course (batches, fee, demo).";
export const DEFAULT_WHATSAPP_GREETING = "Hi, I'm on your {page} page and would like to know more about your courses.";

/** Where a WhatsApp chat starts: a course's page (its name) or another page (its name). */
export type WhatsAppTopic = { course: string } | { page: string };

/**
 * The wa.me link whose message names the page's course or the page
 * (docs/decisions/061): the course greeting with `{course}` on a course's page,
 * the site's greeting with `{page}` elsewhere, as staff wrote them in Site facts.
 */
export function whatsappLink(facts: Pick<SiteFacts, "whatsappNumber" | "whatsappGreeting"> & { whatsappCourseGreeting?: string }, topic: WhatsAppTopic) {
  const text =
    "course" in topic
      ? (facts.whatsappCourseGreeting ?? DEFAULT_WHATSAPP_COURSE_GREETING).replaceAll("{course}", topic.course).replaceAll("{page}", topic.course)
      : facts.whatsappGreeting.replaceAll("{page}", topic.page).replaceAll("{course}", "your");
  return `https://wa.me/91${facts.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

const spaced = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

export function siteView(facts: SiteFacts): SiteView {
  const a = facts.address;
  return {
    ...facts,
    phoneDisplay: spaced(facts.phone),
    phoneHref: `tel:+91${facts.phone}`,
    whatsappHref: whatsappLink(facts, { page: "website" }),
    fullAddress: `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`,
    directionsHref: directionsUrl(facts),
  };
}
