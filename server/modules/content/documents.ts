import { CONTENT_DOCUMENTS, type ContentDocumentKey } from "#contracts/content";
import { CONTENT_DOCUMENT_LABELS, type ContentDocuments, contentDocumentSchemas, type UnreadableDocument } from "#contracts/content-documents";
import type { Db } from "#server/db/types";
import { tryStored } from "../common/stored-json";
import { seedDocuments } from "./seed";

// The site's documents read back (docs/decisions/099): each by its key's schema,
// never cast. A stored document that does not parse (an older version wrote
// another shape, or someone edited the row by hand) never stops the start nor a
// page: its seed version stands in, and unreadableDocuments names it with the
// reason for the start-up log and the admin's overview until a save replaces it.

export interface StoredDocument<T = unknown> {
  key: string;
  data: T;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** One of the site's document keys (a row of another key is no document of this version). */
const isDocumentKey = (key: string): key is ContentDocumentKey => Object.hasOwn(CONTENT_DOCUMENTS, key);

/** A stored row's text read by its key's schema: the document, or the seed's with why the stored one could not be read; the seed's when none is stored. */
function readText<K extends ContentDocumentKey>(key: K, text: string | undefined): { value: ContentDocuments[K]; error?: string } {
  if (text === undefined) return { value: seedDocuments[key] };
  const read = tryStored(contentDocumentSchemas[key], text);
  return "error" in read ? { value: seedDocuments[key], error: read.error } : { value: read.value };
}

/** The document saved under `key`, parsed by its schema; the seed's when none is stored or the stored one cannot be read. */
export async function readDocument<K extends ContentDocumentKey>(db: Db, key: K): Promise<ContentDocuments[K]> {
  const row = await db.selectFrom("content_documents").select("data").where("key", "=", key).executeTakeFirst();
  return readText(key, row?.data).value;
}

/** Every document, as readDocument reads each, in one query (the rendered pages' snapshot). */
export async function readDocuments(db: Db): Promise<ContentDocuments> {
  const rows = await db.selectFrom("content_documents").select(["key", "data"]).execute();
  const stored = new Map(rows.map((r) => [r.key, r.data]));
  const one = <K extends ContentDocumentKey>(key: K) => readText(key, stored.get(key)).value;
  return {
    site: one("site"),
    facilities: one("facilities"),
    "why-choose": one("why-choose"),
    about: one("about"),
    "placement-services": one("placement-services"),
    trainers: one("trainers"),
    "corporate-clients": one("corporate-clients"),
  };
}

/**
 * A document with its revision, for its editor: what the site shows, so an unreadable
 * stored version opens as the seed's that stands in for it, and a save replaces it (the
 * unreadable one stays in the history). Undefined when none is stored.
 */
export async function documentForEditor<K extends ContentDocumentKey>(db: Db, key: K): Promise<StoredDocument<ContentDocuments[K]> | undefined> {
  const row = await db.selectFrom("content_documents").selectAll().where("key", "=", key).executeTakeFirst();
  return row && { key: row.key, data: readText(key, row.data).value, revision: Number(row.revision), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The stored documents that do not parse by their key's schema, with why, in the keys' order. */
export async function unreadableDocuments(db: Db): Promise<UnreadableDocument[]> {
  const rows = await db.selectFrom("content_documents").select(["key", "data"]).execute();
  const found: UnreadableDocument[] = [];
  for (const row of rows) {
    if (!isDocumentKey(row.key)) continue;
    const { error } = readText(row.key, row.data);
    if (error !== undefined) found.push({ key: row.key, error });
  }
  const order = Object.keys(CONTENT_DOCUMENTS);
  return found.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/** The log line for an unreadable document: which, why, and what the site does meanwhile. */
export const unreadableMessage = ({ key, error }: UnreadableDocument) =>
  `The saved "${key}" document (${CONTENT_DOCUMENT_LABELS[key]}) could not be read (${error}): the site shows its seed version until it is saved again in the dashboard.`;
