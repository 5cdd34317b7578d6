import { CONTENT_DOCUMENT_KEYS, CONTENT_DOCUMENTS, type ContentDocumentKey } from "./content";
import { z } from "./zod";

// The site's single-record documents read by their key (docs/decisions/099): each
// key's schema typed so that a read of "site" answers SiteFacts, never a cast, and
// the staff's names of the documents, for what could not be read.

/** Each document's value, by key. */
export type ContentDocuments = { [K in ContentDocumentKey]: z.output<(typeof CONTENT_DOCUMENTS)[K]> };

/** CONTENT_DOCUMENTS, typed per key: `contentDocumentSchemas[key]` parses to that key's document. */
export const contentDocumentSchemas: { [K in ContentDocumentKey]: z.ZodType<ContentDocuments[K]> } = CONTENT_DOCUMENTS;

/** Each document as staff know it (the dashboard's section or tab). */
export const CONTENT_DOCUMENT_LABELS: Record<ContentDocumentKey, string> = {
  site: "Site facts",
  facilities: "Facilities",
  "why-choose": "Why choose us",
  about: "About",
  "placement-services": "Placement services",
  trainers: "Trainers",
  "corporate-clients": "Corporate clients",
};

/** A stored document that does not parse: the site uses its seed version meanwhile (GET /api/content/status). */
export const unreadableDocumentSchema = z.object({ key: z.enum(CONTENT_DOCUMENT_KEYS), error: z.string() });
export type UnreadableDocument = z.infer<typeof unreadableDocumentSchema>;
