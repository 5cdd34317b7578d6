import type { SiteFacts } from "#contracts/content";
import type { Db } from "#server/db/types";
import { getDocument } from "./repository";
import { seedSiteFacts } from "./seed";

// The institute's facts as staff saved them, for the modules that need them but
// sit below content (auth's password rules and authenticator name): they take
// this function as a dependency (docs/decisions/062) instead of importing content.

/** The site facts saved now, or the seed's before anything is saved. */
export async function readSiteFacts(db: Db): Promise<SiteFacts> {
  const saved = await getDocument(db, "site");
  return (saved?.data as SiteFacts | undefined) ?? seedSiteFacts;
}
