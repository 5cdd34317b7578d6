import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/placements";
import Placements from "../pages/placements";

// The placement services are edited by staff; see the course and about routes.
export function loader({ context }: Route.LoaderArgs) {
  return { services: snapshotOf(context).placementServices };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("placements", matches);

export default function PlacementsRoute({ loaderData }: Route.ComponentProps) {
  return <Placements loaderData={loaderData} />;
}
