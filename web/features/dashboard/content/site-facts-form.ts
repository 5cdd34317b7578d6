import type { SiteFacts } from "#contracts/content";

// The Site facts form keeps every text field flat, by its path in the saved
// document ("address.street"), so one binding serves them all and the schema's
// error paths name the field to mark.

export const FACT_FIELDS = [
  "name",
  "shortName",
  "tagline",
  "url",
  "phone",
  "whatsappNumber",
  "whatsappGreeting",
  "whatsappCourseGreeting",
  "email",
  "hours",
  "address.street",
  "address.locality",
  "address.city",
  "address.region",
  "address.postalCode",
  "mapUrl",
  "youtubeChannel",
  "social.facebook",
  "social.instagram",
  "social.linkedin",
  "copyrightYear",
  "gstin",
  "gstRate",
  "foundedYear",
  "studentsTrained",
  "hiringPartners",
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export interface CompanyRow {
  /** Keeps React's rows (and their focus) apart when one in the middle is removed. */
  rowId: number;
  name: string;
  description: string;
}

export interface FactsForm {
  values: Record<FactField, string>;
  companies: CompanyRow[];
}

let nextRowId = 1;
export const newCompanyRow = (name = "", description = ""): CompanyRow => ({ rowId: nextRowId++, name, description });

const read = (facts: SiteFacts, path: string): unknown => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], facts);

export function toForm(facts: SiteFacts): FactsForm {
  const values = Object.fromEntries(FACT_FIELDS.map((f) => [f, String(read(facts, f) ?? "")])) as Record<FactField, string>;
  return { values, companies: facts.groupCompanies.map((c) => newCompanyRow(c.name, c.description)) };
}

/** What the schema checks and the server stores; the schema trims and normalises it. */
export function fromForm({ values: v, companies }: FactsForm) {
  return {
    name: v.name,
    shortName: v.shortName,
    tagline: v.tagline,
    url: v.url,
    phone: v.phone,
    whatsappNumber: v.whatsappNumber,
    whatsappGreeting: v.whatsappGreeting,
    whatsappCourseGreeting: v.whatsappCourseGreeting,
    email: v.email,
    address: {
      street: v["address.street"],
      locality: v["address.locality"],
      city: v["address.city"],
      region: v["address.region"],
      postalCode: v["address.postalCode"],
      country: "IN",
    },
    mapUrl: v.mapUrl,
    hours: v.hours,
    youtubeChannel: v.youtubeChannel,
    social: { facebook: v["social.facebook"], instagram: v["social.instagram"], linkedin: v["social.linkedin"] },
    groupCompanies: companies.map(({ name, description }) => ({ name, description })),
    copyrightYear: v.copyrightYear,
    gstin: v.gstin,
    gstRate: v.gstRate,
    foundedYear: v.foundedYear,
    studentsTrained: v.studentsTrained,
    hiringPartners: v.hiringPartners,
  };
}
