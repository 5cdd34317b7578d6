import type { SiteFacts } from "#contracts/content";
import type { Db } from "#server/db/types";
import { readDocument } from "./documents";

// The institute's facts as staff saved them, for the modules that need them but
// sit below content (auth's password rules and authenticator name): they take
// this function as a dependency (docs/decisions/062) instead of importing content.

/** The site facts saved now; the seed's before anything is saved, or while the saved ones cannot be read (docs/decisions/099). */
export function readSiteFacts(db: Db): Promise<SiteFacts> {
  return readDocument(db, "site");
}
