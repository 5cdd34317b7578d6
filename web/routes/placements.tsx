import { siteContentContext } from "../content/live-context";
import { placementServices } from "../content/placement-services";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/placements";
import Placements from "../pages/placements";

// The placement services are edited by staff; see the course and about routes.
export function loader({ context }: Route.LoaderArgs) {
  return { services: context.get(siteContentContext)?.placementServices ?? placementServices };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("placements", matches);

export default function PlacementsRoute({ loaderData }: Route.ComponentProps) {
  return <Placements loaderData={loaderData} />;
}
