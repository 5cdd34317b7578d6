import type { SiteSnapshot } from "#contracts/site-snapshot";
import snapshot from "virtual:seed-snapshot";

// The seed's content snapshot, for a render nobody gave a snapshot to: the build's
// pre-render and `npm run dev`. The seeder makes it (server/modules/content/seed.ts)
// and vite.config.ts hands it to the server half of the build only; ".server"
// keeps it out of the browser's (docs/decisions/049).
export const seedSnapshot: SiteSnapshot = snapshot;
