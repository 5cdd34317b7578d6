import type { CorporateClients } from "#contracts/content";

// Client logos and case studies need the client's permission, so a new
// installation has none; /corporate-training shows the section once staff add
// one under Dashboard → Pages → Corporate clients (docs/decisions/026).
export const seedCorporateClients: CorporateClients = {
  logos: [],
  caseStudies: [],
};
