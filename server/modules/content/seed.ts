import {
  type CourseContent,
  type SiteFacts,
  aboutSchema,
  corporateClientsSchema,
  courseSchema,
  facilitiesSchema,
  placementServicesSchema,
  siteFactsSchema,
  trainersSchema,
  whyChooseSchema,
} from "#contracts/content";
import type { ContentDocuments } from "#contracts/content-documents";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { seedAbout } from "./seed-data/about";
import { seedCorporateClients } from "./seed-data/corporate-clients";
import { readSeedJson, seedCourseFiles } from "./seed-data/courses";
import { seedFacilities } from "./seed-data/facilities";
import { seedSiteFacts as seedFacts } from "./seed-data/site";
import { seedTrainers } from "./seed-data/trainers";
import { seedWhyChoose } from "./seed-data/why-choose";

// The seeder (docs/decisions/049): the only reader of the seed data in
// ./seed-data, what a new installation starts with. Once seeded, the database is
// the source of truth and staff edit it there. The build pre-renders the pages
// from the same seed, as one snapshot (seedSnapshot, handed over by vite.config.ts).
// Migrations never read the seed: one that needs seed values carries them frozen.

export const seedSiteFacts: SiteFacts = siteFactsSchema.parse(seedFacts);

/**
 * The facts whose seed values are placeholders (marked SAMPLE in seed-data/site.ts).
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

/** The twelve seed courses, checked as staff's saves are, in menu order. */
export async function seedCourses(): Promise<CourseContent[]> {
  return seedCourseFiles.map((course) => courseSchema.parse({ ...(course as object), hidden: false }));
}

/** The documents besides courses, checked as staff's saves are. */
export const seedDocuments: ContentDocuments = {
  site: seedSiteFacts,
  facilities: facilitiesSchema.parse(seedFacilities),
  "why-choose": whyChooseSchema.parse(seedWhyChoose),
  about: aboutSchema.parse(seedAbout),
  "placement-services": placementServicesSchema.parse(readSeedJson(new URL("./seed-data/placement-services.json", import.meta.url))),
  trainers: trainersSchema.parse(seedTrainers),
  "corporate-clients": corporateClientsSchema.parse(seedCorporateClients),
};

/**
 * The seed as the pages see saved content: what the build pre-renders from (no
 * database there, so no batches or videos; a blog feed is assumed).
 */
export async function seedSnapshot(): Promise<SiteSnapshot> {
  return {
    site: seedSiteFacts,
    courses: await seedCourses(),
    facilities: seedDocuments.facilities,
    whyChoose: seedDocuments["why-choose"],
    about: seedDocuments.about,
    placementServices: seedDocuments["placement-services"],
    trainers: seedDocuments.trainers,
    corporateClients: seedDocuments["corporate-clients"],
    batches: {},
    videos: [],
  };
}
