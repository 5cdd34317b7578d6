import type { SiteFacts } from "#contracts/content";
import type { Db } from "#server/db/types";

// What the auth module needs from modules that depend on it (docs/decisions/062).
// Every module imports auth (sessions, roles), so auth imports none of them:
// whoever wires the server (server/app.ts, the staff command) hands these in.

/** The site's facts as saved now (content's readSiteFacts): password rules refuse its words, the authenticator app shows its name. */
export type SiteFactsReader = (db: Db) => Promise<SiteFacts>;

/** Who changes an account: a staff member, or null for the command line. */
export type Actor = { id: string; username: string } | null;

/**
 * Returns a counsellor's leads to Unassigned, inside the transaction that changes
 * their account (the leads module's unassignLeadsOf, docs/decisions/035), and
 * answers how many went back.
 */
export type ReleaseLeads = (db: Db, owner: { id: string; username: string }, reason: "deleted" | "not-counsellor", by: Actor) => Promise<number>;

export interface AuthDeps {
  siteFacts: SiteFactsReader;
  releaseLeads: ReleaseLeads;
}
