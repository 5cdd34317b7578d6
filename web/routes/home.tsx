import { NO_PROOF } from "#contracts/site-snapshot";
import { facilityPhotos } from "../features/trust/trust-facts";
import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/home";
import Home from "../pages/home";

// The 'Why choose us' points are edited by staff; see the course and about routes.
// Videos with their posters, and the newest reviews (HOME_REVIEWS: what the page
// shows before its circle loads, docs/decisions/060), are rendered into the page;
// the build (no database) has none.
const HOME_REVIEWS = 3;

export function loader({ context }: Route.LoaderArgs) {
  const { whyChoose, videos, facilities, proof = NO_PROOF } = snapshotOf(context);
  // Photos of the centre, only uploaded ones (docs/decisions/061).
  return { whyChoose, videos, reviews: proof.reviews.items.slice(0, HOME_REVIEWS), photos: facilityPhotos(facilities) };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("home", matches);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Home loaderData={loaderData} />;
}
