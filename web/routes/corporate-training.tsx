import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/corporate-training";
import CorporateTraining from "../pages/corporate-training";

// Staff enter client logos and case studies; the server renders the page from
// what they saved (the seed, empty, at build time).
export function loader({ context }: Route.LoaderArgs) {
  return { clients: snapshotOf(context).corporateClients };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("corporate-training", matches);

export default function CorporateTrainingRoute({ loaderData }: Route.ComponentProps) {
  return <CorporateTraining loaderData={loaderData} />;
}
