import { type CourseContent, type SiteFacts, siteFactsSchema, courseSchema } from "../../../contracts/content";
import { COURSE_IDS } from "../../../contracts/courses";
import { aboutConfig } from "../../../web/content/about";
import { loadCourse } from "../../../web/content/courses";
import { seedCorporateClients } from "../../../web/content/corporate-clients";
import { facilities } from "../../../web/content/facilities";
import { placementServices } from "../../../web/content/placement-services";
import { seedSiteFacts as seedFacts } from "../../../web/content/site";
import { seedTrainers } from "../../../web/content/trainers";
import { whyChoose } from "../../../web/content/why-choose";

// The content files in web/content are the seed: what a new installation starts
// with. Once seeded, the database is the source of truth and staff edit it there.

export const seedSiteFacts: SiteFacts = siteFactsSchema.parse(seedFacts);

/**
 * The facts whose seed values are placeholders (marked SAMPLE in web/content/site.ts).
 * A fact counts as a sample for as long as it still holds its seed value.
 */
const SAMPLE_FACTS: { label: string; value: (f: SiteFacts) => unknown }[] = [
  { label: "Site address", value: (f) => f.url },
  { label: "Phone", value: (f) => f.phone },
  { label: "WhatsApp number", value: (f) => f.whatsappNumber },
  { label: "Email", value: (f) => f.email },
  { label: "Street", value: (f) => f.address.street },
  { label: "Map link", value: (f) => f.mapUrl },
  { label: "YouTube channel", value: (f) => f.youtubeChannel },
  { label: "Facebook page", value: (f) => f.social.facebook },
  { label: "Instagram page", value: (f) => f.social.instagram },
  { label: "LinkedIn page", value: (f) => f.social.linkedin },
  { label: "Group companies", value: (f) => JSON.stringify(f.groupCompanies) },
];

/** The labels of the site facts that still hold their sample (placeholder) values. */
export function sampleFacts(facts: SiteFacts): string[] {
  return SAMPLE_FACTS.filter((s) => s.value(facts) !== undefined && s.value(facts) === s.value(seedSiteFacts)).map((s) => s.label);
}

export async function seedCourses(): Promise<CourseContent[]> {
  return Promise.all(
    COURSE_IDS.map(async (id) => {
      const course = await loadCourse(id);
      const { path: _path, ...rest } = course!;
      return courseSchema.parse({ ...rest, hidden: false });
    }),
  );
}

export const seedDocuments = {
  site: seedSiteFacts,
  facilities,
  "why-choose": whyChoose,
  about: aboutConfig,
  "placement-services": placementServices,
  trainers: seedTrainers,
  "corporate-clients": seedCorporateClients,
};
