import { seedCorporateClients } from "../content/corporate-clients";
import { siteContentContext } from "../content/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/corporate-training";
import CorporateTraining from "../pages/corporate-training";

// Staff enter client logos and case studies; the server renders the page from
// what they saved (the empty seed at build time).
export function loader({ context }: Route.LoaderArgs) {
  return { clients: context.get(siteContentContext)?.corporateClients ?? seedCorporateClients };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("corporate-training", matches);

export default function CorporateTrainingRoute({ loaderData }: Route.ComponentProps) {
  return <CorporateTraining loaderData={loaderData} />;
}
